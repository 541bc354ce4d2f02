import type { Lot } from '@mariner/contracts';
import { lotAnchor, lotText } from '@mariner/contracts/constants';
import { Link2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { AuctionPicture } from './AuctionPicture.tsx';
import { lotEstimate } from './lot-estimate.ts';

const tile =
  'group relative block w-full overflow-hidden rounded-lg bg-primary-soft ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

interface LotEntryProps {
  lot: Lot;
  /** The address of this catalogue page with the lot's anchor, to share the lot. */
  shareHref: string;
  onOpenPhoto: (lot: Lot, index: number) => void;
}

/**
 * One lot of the catalogue (issue 29): its number (a link to itself, to share), title, estimate,
 * quantity when more than one, description and photos; each photo opens the lightbox. The text is
 * the page's language where the lot has it, else the other one, marked with `lang`.
 */
export function LotEntry({ lot, shareHref, onOpenPhoto }: LotEntryProps) {
  const { t } = useTranslation('auction-later');
  const locale = currentLocale();
  const text = lotText(lot, locale);
  const estimate = lotEstimate(lot, t);
  // Not derived from the lot number: `lot-<number>-title` could be another lot's anchor.
  const titleId = useId();
  return (
    <li
      id={lotAnchor(lot.lotNumber)}
      aria-labelledby={titleId}
      className="flex scroll-mt-24 flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm target:ring-2 target:ring-accent"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <a
          href={shareHref}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-bold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          aria-label={t('lots.linkTo', { number: lot.lotNumber })}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t('lots.number', { number: lot.lotNumber })}
        </a>
        <h3
          id={titleId}
          lang={text.titleLang === locale ? undefined : text.titleLang}
          className="min-w-0 flex-1 text-base font-bold break-words text-primary"
        >
          {text.title}
        </h3>
      </div>
      {estimate || lot.quantity > 1 ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          {estimate ? <span className="font-semibold">{estimate}</span> : null}
          {lot.quantity > 1 ? <span>{t('lots.quantity', { count: lot.quantity })}</span> : null}
        </p>
      ) : null}
      {text.description ? (
        <p
          lang={text.descriptionLang === locale ? undefined : text.descriptionLang}
          className="text-sm leading-relaxed break-words whitespace-pre-line text-muted"
        >
          {text.description}
        </p>
      ) : null}
      {lot.images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {lot.images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={tile}
                onClick={() => onOpenPhoto(lot, index)}
                aria-label={t('lots.openPhoto', {
                  index: index + 1,
                  total: lot.images.length,
                  number: lot.lotNumber,
                })}
              >
                <AuctionPicture
                  src={image}
                  alt=""
                  sizes="(min-width: 640px) 160px, 33vw"
                  loading="lazy"
                  className="aspect-square w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
