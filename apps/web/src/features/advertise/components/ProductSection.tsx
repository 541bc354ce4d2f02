import { Check, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface ProductSectionProps {
  icon: LucideIcon;
  title: string;
  lead: string;
  /** The price beside the title (the banners price each size in `details` instead). */
  price?: ReactNode;
  /** Shown before the points: the banner sizes with their prices. */
  details?: ReactNode;
  points: string[];
  /** What else the product tells (the directory's service types). */
  children?: ReactNode;
}

/** One paid product of spec 000 §2 Advertise: what it is, what it costs, what it gives. */
export function ProductSection(props: ProductSectionProps) {
  const { icon: Icon, title, lead, price, details, points, children } = props;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft">
              <Icon aria-hidden="true" className="size-6 text-accent-strong" />
            </span>
            <h3 id={titleId} className="text-xl font-bold text-primary sm:text-2xl">
              {title}
            </h3>
          </div>
          <p className="max-w-prose text-muted">{lead}</p>
        </div>
        {price ? <div className="shrink-0 sm:text-right">{price}</div> : null}
      </div>
      {details}
      <ul className="grid gap-2.5 sm:grid-cols-2">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2.5 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
