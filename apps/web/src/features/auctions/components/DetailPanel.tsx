import type { ReactNode } from 'react';

/** One box of the detail page's side column, titled for screen-reader navigation. */
export function DetailPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-xs font-bold tracking-widest text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
