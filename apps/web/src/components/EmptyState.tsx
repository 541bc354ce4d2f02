import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

interface EmptyStateProps {
  icon: LucideIcon;
  /** The main line; rendered as a heading when `as` says so (a page whose subject is missing). */
  title: ReactNode;
  as?: 'h1' | 'h2' | 'p';
  children?: ReactNode;
  className?: string;
}

/** A friendly "nothing here" box: load failures end here too (spec 000 §8). */
export function EmptyState({ icon: Icon, title, as: Title = 'p', children, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Title className="text-lg font-bold text-primary">{title}</Title>
      {children}
    </div>
  );
}
