import type { Pagination as PageInfo } from '@mariner/contracts';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import type { TFunction } from '../../../lib/i18n/index.tsx';

/** The dashed box a list shows when it has nothing: an icon and one line, or a plain line. */
export function EmptyList({ icon: Icon, text }: { icon?: LucideIcon; text: string }) {
  if (!Icon) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
        {text}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <Icon aria-hidden="true" className="size-6 text-accent-strong" />
      <p className="text-base font-semibold text-primary">{text}</p>
    </div>
  );
}

/** What a list's query gives the list: the page's rows once answered, and whether it failed. */
export interface PagedQuery<Item> {
  page: { items: Item[]; pagination: PageInfo } | undefined;
  isError: boolean;
  /** Set: the failure's alert offers "Try again". */
  refetch?: () => unknown;
}

/** A list's query as the list reads it: its rows (`items` picks them from the answer) and its state. */
export function pagedQuery<Data extends { pagination: PageInfo }, Item>(
  query: { data: Data | undefined; isError: boolean; refetch: () => unknown },
  items: (data: Data) => Item[],
): PagedQuery<Item> {
  const { data } = query;
  return {
    page: data && { items: items(data), pagination: data.pagination },
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** The texts of a tab whose namespace names them alike: loading, tryAgain, summary, pageOf. */
export const listTexts = (t: TFunction) => ({
  loadingLabel: t('loading'),
  retryLabel: t('tryAgain'),
  summary: (count: number) => t('summary', { count }),
  pageOf: (page: number, totalPages: number) => t('pageOf', { page, totalPages }),
});

interface AdminPagedListProps<Item> {
  query: PagedQuery<Item>;
  loadingLabel: string;
  errorText: string;
  /** The "Try again" button's label, with `query.refetch`. */
  retryLabel?: string;
  /** What shows with no row (EmptyList). */
  empty: ReactNode;
  /** "120 users", and " Page 2 of 3" after it when there are several pages. */
  summary: (total: number) => string;
  pageOf: (page: number, totalPages: number) => string;
  onPageChange: (page: number) => void;
  /** Between the summary and the rows (a queue's bulk bar). */
  toolbar?: ReactNode;
  /** The rows themselves: a table, a list of cards. */
  children: (items: Item[]) => ReactNode;
  /** A new filter's answer is on its way (the old rows stay meanwhile). */
  busy?: boolean;
  /** The block's own spacing: a list alone (gap-3) or inside a queue's wider column. */
  className?: string;
}

/**
 * Issue 31: the one paged admin list (Users, Invoices, Audit, the review queues): the failure with
 * its retry, the spinner, the empty state, the count with the page, the rows and the page links,
 * which bring the reader back to the count at the list's top. The caller keeps its filter in the
 * address (useUrlFilter) and draws the rows.
 */
export function AdminPagedList<Item>({
  query,
  loadingLabel,
  errorText,
  retryLabel,
  empty,
  summary,
  pageOf,
  onPageChange,
  toolbar,
  children,
  busy,
  className = 'flex flex-col gap-3',
}: AdminPagedListProps<Item>) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { page: data, refetch } = query;

  if (query.isError && !data) {
    return (
      <Alert tone="error">
        {retryLabel && refetch ? (
          <>
            <p>{errorText}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
              {retryLabel}
            </Button>
          </>
        ) : (
          errorText
        )}
      </Alert>
    );
  }
  if (!data) return <Spinner label={loadingLabel} />;
  if (data.items.length === 0) return <>{empty}</>;

  const { page, totalPages, total } = data.pagination;
  return (
    <div className={className} aria-busy={busy}>
      <p ref={summaryRef} tabIndex={-1} className="text-sm text-muted" aria-live="polite">
        {summary(total)}
        {totalPages > 1 ? ` ${pageOf(page, totalPages)}` : null}
      </p>
      {toolbar}
      {children(data.items)}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={(next) => {
          onPageChange(next);
          // The page links sit below the list: the reader goes back to its top.
          summaryRef.current?.focus();
        }}
      />
    </div>
  );
}
