import type { Auction } from '@mariner/contracts';
import { auctionStatsPaths, describeSaleFacts, type SaleFact } from '@mariner/contracts/constants';
import { Gavel } from 'lucide-react';
import { buttonClasses } from '../../../components/Button.tsx';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';

/** A fact's value: one line, a list of windows, or the terms as the seller wrote them. */
function FactValue({ fact }: { fact: SaleFact }) {
  if (fact.key === 'terms') {
    // Sellers write terms in paragraphs and lists with line breaks; keep them.
    return (
      <p lang={fact.lang} className="leading-relaxed break-words whitespace-pre-line">
        {fact.value}
      </p>
    );
  }
  if (fact.lines.length > 1) {
    return (
      <ul className="flex flex-col gap-1">
        {fact.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  }
  return <>{fact.value}</>;
}

/**
 * Issue 28, decision 018: "Know before you go" — how the sale happens, the buyer's premium, how to
 * pay, when to preview and pick up, and the terms, from the contracts' describeSaleFacts (the
 * printed flyer lists the same), times in the auction's own zone. Nothing when no fact is stated.
 */
export function KnowBeforeYouGo({ auction }: { auction: Auction }) {
  const { t } = useTranslation('auction');
  const facts = describeSaleFacts(auction, currentLocale());
  if (facts.length === 0) return null;
  const bidding = facts.find((fact) => fact.key === 'biddingUrl');
  const listed = facts.filter((fact) => fact.key !== 'biddingUrl');
  return (
    <section
      aria-labelledby="auction-know-before"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="auction-know-before" className="text-lg font-bold text-primary">
        {t('saleFacts.title')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        {listed.map((fact) => (
          <div
            key={fact.key}
            className={`min-w-0 ${fact.key === 'terms' || fact.lines.length > 1 ? 'sm:col-span-2' : ''}`}
          >
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{fact.label}</dt>
            <dd className="font-medium text-ink">
              <FactValue fact={fact} />
            </dd>
          </div>
        ))}
      </dl>
      {bidding ? (
        // Issue 30 item 1: through the counted redirect to the bidding address stored with the sale.
        <ExternalLink
          href={auctionStatsPaths.outbound(auction.id, 'bidding')}
          className={buttonClasses('primary', 'lg', 'self-start')}
        >
          <Gavel aria-hidden="true" className="size-5" />
          {t('saleFacts.bidOnline')}
        </ExternalLink>
      ) : null}
    </section>
  );
}
