import type { Lot } from '@mariner/contracts';
import { LOT_LIMITS } from '@mariner/contracts/constants';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Field } from '../../../components/Field.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { fileInputClasses, ImageTile } from './ImageTile.tsx';

interface LotRowProps {
  lot: Lot;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  isEditing: boolean;
  editor: ReactNode;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
  onPhotos: (files: File[]) => void;
  onRemovePhoto: (url: string) => void;
}

/** One lot in the seller's list: its summary and photos, with move, edit, delete and add photos. */
export function LotRow(props: LotRowProps) {
  const { lot, isFirst, isLast, busy, isEditing, editor } = props;
  const { t } = useTranslation('listings');
  const name = t('lots.name', { number: lot.lotNumber, title: lot.title });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <p className="min-w-0 font-semibold break-words text-ink sm:flex-1">{name}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={busy || isFirst}
            onClick={() => props.onMove(-1)}
            aria-label={t('lots.moveUp', { number: lot.lotNumber })}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            disabled={busy || isLast}
            onClick={() => props.onMove(1)}
            aria-label={t('lots.moveDown', { number: lot.lotNumber })}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            disabled={busy || isEditing}
            onClick={props.onEdit}
            aria-label={t('lots.edit', { number: lot.lotNumber })}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <ConfirmDialog
            tone="danger"
            trigger={
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={t('lots.delete', { number: lot.lotNumber })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            }
            title={t('lots.deleteTitle', { number: lot.lotNumber })}
            description={t('lots.deleteText')}
            confirmLabel={t('lots.deleteConfirm')}
            cancelLabel={t('lots.cancel')}
            onConfirm={props.onDelete}
          />
        </div>
      </div>
      {isEditing ? editor : null}
      {lot.images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {lot.images.map((url, index) => (
            <li key={url}>
              <ImageTile
                src={url}
                caption={t('lots.photo', { index: index + 1 })}
                removeLabel={t('lots.removePhoto', { index: index + 1, number: lot.lotNumber })}
                onRemove={() => props.onRemovePhoto(url)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {lot.images.length < LOT_LIMITS.imagesPerLot ? (
        <Field
          label={t('lots.addPhotos', { number: lot.lotNumber })}
          hint={t('lots.photosHint', {
            max: LOT_LIMITS.imagesPerLot,
            left: LOT_LIMITS.imagesPerLot - lot.images.length,
          })}
        >
          {(control) => (
            <input
              type="file"
              accept="image/*"
              multiple
              disabled={busy}
              className={fileInputClasses}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = '';
                if (files.length > 0) props.onPhotos(files);
              }}
              {...control}
            />
          )}
        </Field>
      ) : null}
    </li>
  );
}
