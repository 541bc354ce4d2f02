import type { Auction } from '@mariner/contracts';
import { zonedInputToIso } from '@mariner/contracts/constants';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { dangerOutlineButtonClasses } from '../../../components/button-styles.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useChangeEventStatus } from '../api/change-event-status.ts';

/**
 * Issue 17: the seller (or an admin) cancels the sale or postpones it, to a new date in the
 * auction's own zone or to one still to come. Loaded only for them (see AuctionDetailPage).
 */
export function SaleStatusControls({ auction }: { auction: Auction }) {
  const { t } = useTranslation('auction');
  const change = useChangeEventStatus(auction.id);
  const [newStart, setNewStart] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const fieldError: Record<string, string> = change.error instanceof ApiError ? change.error.fields : {};

  const postpone = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const iso = newStart ? zonedInputToIso(newStart, auction.timeZone) : null;
    change.mutate(
      { eventStatus: 'POSTPONED', ...(iso ? { newStartDate: iso } : {}) },
      { onSuccess: () => setDone(iso ? t('saleStatus.rescheduled') : t('saleStatus.postponed')) },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('saleStatus.intro')}</p>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {change.isError && !fieldError.newStartDate ? (
        <Alert tone="error">{errorMessage(change.error, t('saleStatus.failed'))}</Alert>
      ) : null}
      <form onSubmit={postpone} className="flex flex-col gap-3">
        <TextField
          type="datetime-local"
          label={t('saleStatus.newStart')}
          hint={t('saleStatus.newStartHint')}
          value={newStart}
          onChange={(event) => setNewStart(event.target.value)}
          error={fieldError.newStartDate}
        />
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {newStart ? t('saleStatus.moveTo') : t('saleStatus.postpone')}
        </Button>
      </form>
      <ConfirmDialog
        trigger={
          <button type="button" className={dangerOutlineButtonClasses()} disabled={change.isPending}>
            {t('saleStatus.cancel')}
          </button>
        }
        title={t('saleStatus.cancelTitle')}
        description={t('saleStatus.cancelText')}
        confirmLabel={t('saleStatus.cancelConfirm')}
        cancelLabel={t('saleStatus.keep')}
        tone="danger"
        onConfirm={() =>
          change.mutate({ eventStatus: 'CANCELLED' }, { onSuccess: () => setDone(t('saleStatus.cancelled')) })
        }
      />
    </div>
  );
}
