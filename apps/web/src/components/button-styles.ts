import { cx } from '../lib/cx.ts';

/** The shared Button has no destructive variant yet; these match its shape for reject actions. */
const shape =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export const dangerButtonClasses = (className?: string) =>
  cx(shape, 'bg-danger text-white hover:bg-[#912018]', className);

export const dangerOutlineButtonClasses = (className?: string) =>
  cx(shape, 'border border-danger/40 bg-white text-danger hover:bg-danger-soft', className);
