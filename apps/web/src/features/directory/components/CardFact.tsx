import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One fact of a profile's sale card: an icon, a label for screen readers only, and its value. */
export function CardFact({
  icon: Icon,
  label,
  children,
  className,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex items-start gap-1.5">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
