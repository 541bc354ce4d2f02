import type { Rejection } from '@mariner/contracts';
import { rejectionReasonText } from '@mariner/contracts/constants';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/index.tsx';
import { currentLocale } from '../lib/locale.ts';

/**
 * Issue 31 item 2: why a reviewer refused the seller's item — "Rejected: <reason>" in the page's
 * language (the reasons' words are contracts'), and the reviewer's note as written.
 */
export function RejectionNotice({ rejection, children }: { rejection: Rejection; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex gap-2 rounded-lg border border-danger/40 bg-danger-soft p-3 text-sm text-ink">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-danger">
          {t('rejection.reason', { reason: rejectionReasonText(rejection.code, currentLocale()) })}
        </p>
        {rejection.note ? <p className="break-words whitespace-pre-line">{rejection.note}</p> : null}
        {children}
      </div>
    </div>
  );
}
