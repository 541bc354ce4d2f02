import { CheckCheck, Mail, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';
import { type SellerGroup, sellerDisplayName, sellerPersonName } from './group-by-seller.ts';
import { PendingAuctionCard, type ReviewAction } from './PendingAuctionCard.tsx';

interface SellerGroupSectionProps {
  group: SellerGroup;
  busyAuction: (id: string) => ReviewAction | null;
  isApprovingAll: boolean;
  onApprove: (id: string) => void;
  onReject: (id: string, reason: RejectionReasonInput) => void;
  onApproveAll: (group: SellerGroup) => void;
  /** Issue 31: the bulk review's ticks. */
  isSelected: (id: string) => boolean;
  onSelect: (id: string, on: boolean) => void;
}

/** One seller's pending auctions, with who they are and an 'approve all' for them (spec 001 §2). */
export function SellerGroupSection({
  group,
  busyAuction,
  isApprovingAll,
  onApprove,
  onReject,
  onApproveAll,
  isSelected,
  onSelect,
}: SellerGroupSectionProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { seller, auctions } = group;
  const name = sellerDisplayName(seller);
  const person = sellerPersonName(seller);
  const count = auctions.length;

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <header className="flex flex-col gap-3 border-b border-line bg-primary-soft/60 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={headingId} className="text-lg font-bold break-words text-primary">
              {name}
            </h2>
            <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-accent-strong ring-1 ring-accent/30">
              {t('pendingAuctions.pendingCount', { count })}
            </span>
          </div>
          <ul className="flex flex-col gap-x-4 gap-y-0.5 text-sm text-muted sm:flex-row sm:flex-wrap">
            {person && person !== name ? (
              <li className="flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="size-4 shrink-0" />
                {person}
              </li>
            ) : null}
            <li className="flex min-w-0 items-center gap-1.5">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <a
                href={`mailto:${seller.email}`}
                className="truncate rounded-sm text-accent-strong underline-offset-4 hover:underline"
              >
                {seller.email}
              </a>
            </li>
          </ul>
        </div>
        {/* With one auction, Approve on its card does the same; the bulk action is for two or more. */}
        {count > 1 ? (
          <ConfirmDialog
            trigger={
              <Button variant="navy" disabled={isApprovingAll} className="w-full shrink-0 sm:w-auto">
                <CheckCheck aria-hidden="true" className="size-4" />
                {isApprovingAll
                  ? t('pendingAuctions.approvingAll')
                  : t('pendingAuctions.approveAll', { count, seller: name })}
              </Button>
            }
            title={t('pendingAuctions.approveAllDialog.title', { seller: name })}
            description={t('pendingAuctions.approveAllDialog.text', { count, seller: name })}
            confirmLabel={t('pendingAuctions.approveAllDialog.confirm')}
            cancelLabel={t('pendingAuctions.cancel')}
            onConfirm={() => onApproveAll(group)}
          />
        ) : null}
      </header>
      <div className="divide-y divide-line">
        {auctions.map((auction) => (
          <PendingAuctionCard
            key={auction.id}
            auction={auction}
            busy={busyAuction(auction.id)}
            locked={isApprovingAll}
            onApprove={onApprove}
            onReject={onReject}
            selected={isSelected(auction.id)}
            onSelect={onSelect}
          />
        ))}
      </div>
    </section>
  );
}
