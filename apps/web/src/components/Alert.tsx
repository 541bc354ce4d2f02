import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { currentLocale } from '../lib/locale.ts';
import { localizeMessage } from '../lib/messages.ts';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, string> = {
  error: 'border-danger/40 bg-danger-soft text-danger',
  success: 'border-success/40 bg-success-soft text-success',
  info: 'border-accent/40 bg-accent-soft text-primary',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

interface AlertProps {
  tone?: Tone;
  children: ReactNode;
  className?: string;
  /** When given, a close button with this accessible name is shown. */
  dismissLabel?: string;
  onDismiss?: () => void;
}

/**
 * Errors use role="alert" so they are announced at once; other notes use role="status".
 */
export function Alert({ tone = 'info', children, className, dismissLabel, onDismiss }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {/* The contracts' catalogue is English: a text of it is shown in the page's language. */}
      <div className="min-w-0 flex-1 font-medium">
        {typeof children === 'string' ? localizeMessage(children, currentLocale()) : children}
      </div>
      {onDismiss && dismissLabel ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-1 rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
