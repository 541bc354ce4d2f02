import type { DirectoryEntry } from '@mariner/contracts';
import { textIn } from '@mariner/contracts/constants';
import { ArrowRight, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { DirectoryLogo } from './DirectoryLogo.tsx';

const linkFocus =
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * Spec 001 §2: one company of a directory, linking to /directory/{id}: logo, name, where it is and
 * the start of its description (the service directory also names the type).
 */
export function DirectoryCard({ entry, showType = false }: { entry: DirectoryEntry; showType?: boolean }) {
  const { t } = useTranslation('directory');
  // Issue 16: the page's language when the company wrote it, else the other, marked as such.
  const excerpt = textIn(currentLocale(), entry.descriptionExcerpt, entry.descriptionExcerptFr);
  const titleId = useId();
  const to = paths.directoryListing(entry.id);
  const where = entry.companyAddress ?? entry.serviceArea;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        {/* The logo repeats the name link for pointer users; keyboard and screen readers use the name. */}
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <DirectoryLogo src={entry.companyLogo} alt="" className="size-16" />
        </Link>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-bold text-primary">
            <Link to={to} className={`${linkFocus} hover:text-accent-strong hover:underline`}>
              {entry.companyName}
            </Link>
          </h2>
          {showType ? (
            <p className="self-start rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-strong">
              <span className="sr-only">{t('card.type')}: </span>
              {advertiserTypeText(entry.advertiserType)}
            </p>
          ) : null}
        </div>
      </div>
      {where ? (
        <p className="flex items-start gap-2 text-sm text-ink">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          <span className="sr-only">
            {entry.companyAddress ? t('card.address') : t('card.serviceArea')}:{' '}
          </span>
          <span className="min-w-0">{where}</span>
        </p>
      ) : null}
      {excerpt.text ? (
        <p lang={excerpt.lang} className="line-clamp-3 text-sm text-muted">
          {excerpt.text}
        </p>
      ) : null}
      <Link
        to={to}
        aria-label={t('card.viewProfileOf', { company: entry.companyName })}
        className={`${linkFocus} mt-auto inline-flex items-center gap-1.5 self-start text-sm font-semibold text-accent-strong hover:underline`}
      >
        {t('card.viewProfile')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
