import type { LucideIcon } from 'lucide-react';
import { Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { AuctionPicture } from './AuctionPicture.tsx';

/**
 * The pieces every auction card shares (list, featured, saved): the frame with its picture, the
 * category chip and the facts list, so the three cards differ only in what they add.
 */
export function CardShell({
  titleId,
  to,
  picture,
  pictureSizes,
  overlay,
  children,
}: {
  titleId: string;
  to: string;
  picture: string | null;
  pictureSizes: string;
  /** Drawn over the picture's corner (the save heart, the remove button). */
  overlay?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md"
    >
      <div className="relative">
        {/* The picture repeats the title link for pointer users; keyboard and screen readers use the title. */}
        <Link to={to} tabIndex={-1} aria-hidden="true" className="block">
          <AuctionPicture src={picture} alt="" sizes={pictureSizes} className="aspect-[3/2] w-full" />
        </Link>
        {overlay}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">{children}</div>
    </article>
  );
}

export function CategoryChip({ name }: { name: string }) {
  const { t } = useTranslation('cards');
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-strong">
      <Tag aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('card.category')}: </span>
      {name}
    </p>
  );
}

export interface Fact {
  icon: LucideIcon;
  /** Read by screen readers in place of the icon. */
  label: string;
  /** Also shown before the value, for facts whose icon alone is ambiguous ("Closes"). */
  showLabel?: boolean;
  value: ReactNode;
}

export function FactList({ facts, className = '' }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={`flex flex-col gap-1.5 text-sm text-ink ${className}`}>
      {facts.map(({ icon: Icon, label, showLabel, value }) => (
        <div key={label} className="flex items-start gap-2">
          <dt>
            <Icon aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>
            {showLabel ? (
              <span aria-hidden="true" className="font-semibold">
                {label}{' '}
              </span>
            ) : null}
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The card's heading: the title, linking to the auction. */
export function CardTitle({
  id,
  to,
  title,
  lang,
}: {
  id: string;
  to: string;
  title: string;
  /** The title's language when it is not the page's (a seller who wrote only one). */
  lang?: string | undefined;
}) {
  return (
    <h2 id={id} lang={lang} className="text-lg font-bold leading-snug text-primary">
      <Link
        to={to}
        className="rounded-sm hover:text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {title}
      </Link>
    </h2>
  );
}
