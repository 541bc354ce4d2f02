import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cx('rounded-2xl border border-line bg-white p-6 shadow-sm', className)} {...props} />
  );
}
