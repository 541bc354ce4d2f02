import type { Auction } from '@mariner/contracts';
import { CalendarDays, Clock, ImageOff, MapPin, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import { formatDate, formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { auctionCategoryLabel } from '../../../lib/labels.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';
import { SelectBox } from './BulkReviewBar.tsx';
import { ReviewActions } from './ReviewActions.tsx';

export type ReviewAction = 'approve' | 'reject';

interface PendingAuctionCardProps {
  auction: Auction;
  /** The review call running for this auction, if any. */
  busy: ReviewAction | null;
  /** Another call (approve all) covers this auction: no second action until it answers. */
  locked: boolean;
  onApprove: (id: string) => void;
  onReject: (id: string, reason: RejectionReasonInput) => void;
  /** Issue 31: ticked for a bulk review. */
  selected: boolean;
  onSelect: (id: string, on: boolean) => void;
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-1.5">
      <dt className="mt-0.5 shrink-0 text-muted">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** One auction waiting for review, named by its title so it can be found by role (article). */
export function PendingAuctionCard({
  auction,
  busy,
  locked,
  onApprove,
  onReject,
  selected,
  onSelect,
}: PendingAuctionCardProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const zone = auction.timeZone;
  /** The heading of the French block is in the page's language, not French. */
  const uiLang = currentLocale();
  const disabled = busy !== null || locked;
  const iconClass = 'size-4';

  return (
    <article
      aria-labelledby={titleId}
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-5"
    >
      <div className="row-span-1 sm:row-span-2">
        {auction.featuredImage ? (
          <ResponsiveImage
            src={auction.featuredImage}
            sizes="(min-width: 640px) 160px, 88px"
            alt=""
            className="aspect-[4/3] w-full rounded-lg bg-primary-soft object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-primary-soft text-primary/50">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('pendingAuctions.noImage')}</span>
          </div>
        )}
      </div>

      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex items-start gap-3">
          <SelectBox name={auction.title} checked={selected} onChange={(on) => onSelect(auction.id, on)} />
          <h3 id={titleId} className="text-base leading-snug font-bold text-primary sm:text-lg">
            <Link
              to={paths.auction(auction.id)}
              className="rounded-sm underline-offset-4 hover:text-accent-strong hover:underline"
            >
              {auction.title}
            </Link>
          </h3>
        </div>
        <dl className="flex flex-col gap-1 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-5">
          <Meta icon={<Tag aria-hidden="true" className={iconClass} />} label={t('pendingAuctions.category')}>
            {auctionCategoryLabel(auction.category)}
          </Meta>
          <Meta
            icon={<MapPin aria-hidden="true" className={iconClass} />}
            label={t('pendingAuctions.location')}
          >
            {auction.location}
          </Meta>
          <Meta
            icon={<CalendarDays aria-hidden="true" className={iconClass} />}
            label={t('pendingAuctions.dates')}
          >
            {t('pendingAuctions.dateRange', {
              start: formatDateTime(auction.auctionStartDate, zone),
              end: formatDateTime(auction.auctionEndDate, zone),
            })}
          </Meta>
        </dl>
      </div>

      <div className="col-span-2 flex min-w-0 flex-col gap-3 sm:col-span-1 sm:col-start-2">
        <p className="line-clamp-3 text-sm text-muted">{auction.description}</p>
        {/* Issue 16: the French text the seller wrote is reviewed with the English. */}
        {auction.titleFr || auction.descriptionFr ? (
          <div lang="fr" className="flex flex-col gap-1 border-l-2 border-line pl-3 text-sm">
            <p lang={uiLang} className="text-xs font-semibold uppercase tracking-wide text-muted">
              {t('pendingAuctions.inFrench')}
            </p>
            {auction.titleFr ? <p className="font-semibold text-ink">{auction.titleFr}</p> : null}
            {auction.descriptionFr ? (
              <p className="line-clamp-3 text-muted">{auction.descriptionFr}</p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('pendingAuctions.submitted', { date: formatDate(auction.createdAt, zone) })}
          </p>
          <ReviewActions
            approveLabel={busy === 'approve' ? t('pendingAuctions.approving') : t('pendingAuctions.approve')}
            rejectLabel={busy === 'reject' ? t('pendingAuctions.rejecting') : t('pendingAuctions.reject')}
            disabled={disabled}
            onApprove={() => onApprove(auction.id)}
            onReject={(reason) => onReject(auction.id, reason)}
            dialog={{
              title: t('pendingAuctions.rejectDialog.title'),
              description: t('pendingAuctions.rejectDialog.text', { title: auction.title }),
              confirmLabel: t('pendingAuctions.rejectDialog.confirm'),
            }}
          />
        </div>
      </div>
    </article>
  );
}
