import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const linkClasses =
  'rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** One part of the buyer's home: a heading, an optional "see all" link, and its list or empty note. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string } | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-xl font-bold text-primary">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={`${linkClasses} text-sm`}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** What an empty part says, with where to go to fill it. */
export function EmptyNote({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-line bg-white p-4 text-sm text-muted">
      <p>{text}</p>
      {action ? (
        <Link to={action.to} className={`${linkClasses} self-start`}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

export const rowClasses = 'flex flex-col gap-1 rounded-2xl border border-line bg-white p-4 shadow-sm';
