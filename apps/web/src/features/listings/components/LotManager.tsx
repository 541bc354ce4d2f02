import type { Lot } from '@mariner/contracts';
import { LOT_LIMITS } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { createLot, deleteLot, orderLots, updateLot, uploadLotImage } from '../../../lib/api/lots.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { allLotsQueryOptions, useRefreshLots } from '../api/lots.ts';
import { LotForm } from './LotForm.tsx';
import { LotImport } from './LotImport.tsx';
import { LotRow } from './LotRow.tsx';
import { emptyLotForm, lotFormOf, lotRequestOf, nextLotNumber } from './lot-form-values.ts';

/** The server's per-field messages of a refusal, for the form; else the message above the list. */
const fieldsOf = (error: unknown) => (error instanceof ApiError ? error.fields : undefined);

/**
 * Issue 29: the seller's catalogue on the listing's edit page. Lots are saved one by one, apart
 * from the listing's form (they are not reviewed, and adding one never sends a live listing back to
 * review); photos go up one call each; the order moves with Move up / Move down buttons.
 */
export function LotManager({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation(['listings', 'messages']);
  const query = useQuery(allLotsQueryOptions(auctionId));
  const refresh = useRefreshLots(auctionId);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const lots = query.data ?? [];

  /**
   * Runs one change, reads the lots again, then (`settle`, e.g. emptying the add form) says it is
   * done: the notice comes last, so what it announces is already on screen. A refusal is shown and
   * its per-field messages handed back to the form.
   */
  const run = async (change: () => Promise<unknown>, done: string, settle?: () => void) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      await change();
    } catch (error) {
      setFailure(errorMessage(error, t('lots.failed')));
      await refresh();
      setBusy(false);
      return fieldsOf(error) ?? {};
    }
    await refresh();
    settle?.();
    setBusy(false);
    setNotice(done);
    return undefined;
  };

  const move = (lot: Lot, step: -1 | 1) => {
    const ids = lots.map((item) => item.id);
    const from = ids.indexOf(lot.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    void run(() => orderLots(auctionId, ids), t('lots.moved', { number: lot.lotNumber }));
  };

  const uploadPhotos = async (lot: Lot, files: File[]) => {
    const room = LOT_LIMITS.imagesPerLot - lot.images.length;
    await run(
      async () => {
        if (files.length > room) throw new Error(t('messages:tooManyLotImages'));
        for (const file of files) await uploadLotImage(auctionId, lot.id, file);
      },
      t('lots.photosAdded', { count: files.length, number: lot.lotNumber }),
    );
  };

  return (
    <section aria-labelledby="listing-lots" className="mt-8 flex flex-col gap-4 border-t border-line pt-6">
      <div className="flex flex-col gap-1">
        <h2 id="listing-lots" className="text-xl font-bold text-primary">
          {t('lots.heading')}
        </h2>
        <p className="text-sm text-muted">
          {t('lots.intro', { max: formatCount(LOT_LIMITS.lotsPerAuction) })}
        </p>
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      {query.isPending ? <Spinner label={t('lots.loading')} /> : null}
      {lots.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {lots.map((lot, index) => (
            <LotRow
              key={lot.id}
              lot={lot}
              isFirst={index === 0}
              isLast={index === lots.length - 1}
              busy={busy}
              isEditing={editing === lot.id}
              onEdit={() => setEditing(lot.id)}
              onMove={(step) => move(lot, step)}
              onDelete={() =>
                void run(() => deleteLot(auctionId, lot.id), t('lots.deleted', { number: lot.lotNumber }))
              }
              onPhotos={(files) => void uploadPhotos(lot, files)}
              onRemovePhoto={(url) =>
                void run(
                  () =>
                    updateLot(auctionId, lot.id, {
                      ...lotRequestOf(lotFormOf(lot)),
                      images: lot.images.filter((image) => image !== url),
                    }),
                  t('lots.photoRemoved', { number: lot.lotNumber }),
                )
              }
              editor={
                <LotForm
                  initial={lotFormOf(lot)}
                  submitLabel={t('lots.save')}
                  busy={busy}
                  onCancel={() => setEditing(null)}
                  onSubmit={(values) =>
                    run(
                      () => updateLot(auctionId, lot.id, lotRequestOf(values)),
                      t('lots.saved', { number: values.lotNumber }),
                      () => setEditing(null),
                    )
                  }
                />
              }
            />
          ))}
        </ol>
      ) : query.isSuccess ? (
        <p className="text-sm text-muted">{t('lots.none')}</p>
      ) : null}
      {lots.length < LOT_LIMITS.lotsPerAuction && query.isSuccess ? (
        <div className="flex flex-col gap-3 border-t border-line pt-4">
          <h3 className="text-base font-bold text-primary">{t('lots.addHeading')}</h3>
          <LotForm
            key={formKey}
            initial={emptyLotForm(nextLotNumber(lots))}
            submitLabel={t('lots.add')}
            busy={busy}
            onSubmit={(values) =>
              run(
                () => createLot(auctionId, lotRequestOf(values)),
                t('lots.added', { number: values.lotNumber }),
                () => setFormKey((key) => key + 1),
              )
            }
          />
        </div>
      ) : null}
      {query.isSuccess ? <LotImport auctionId={auctionId} onImported={refresh} /> : null}
    </section>
  );
}
