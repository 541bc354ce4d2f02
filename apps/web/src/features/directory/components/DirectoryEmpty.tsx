import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx.ts';

interface DirectoryEmptyProps {
  icon: LucideIcon;
  title: ReactNode;
  /** A heading when the page's subject is missing (the profile not found), else a paragraph. */
  as?: 'h1' | 'p';
  children?: ReactNode;
  className?: string;
}

/** "Nothing here": an empty result, a failed load (spec 001 §8: silent) or a missing profile. */
export function DirectoryEmpty({
  icon: Icon,
  title,
  as: Title = 'p',
  children,
  className,
}: DirectoryEmptyProps) {
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
