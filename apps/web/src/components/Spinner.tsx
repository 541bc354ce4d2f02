import { cx } from '../lib/cx.ts';

/** A busy indicator with a name screen readers announce (role="status"). */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cx('flex items-center justify-center gap-3 py-16 text-muted', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary-soft border-t-accent motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
