import { zodResolver } from '@hookform/resolvers/zod';
import { type Auction, AuctionResultsRequest, RESULTS_NOTE_MAX } from '@mariner/contracts';
import { ClipboardCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useSetAuctionResults } from '../api/set-auction-results.ts';

type ResultsInput = { resultsUrl: string; resultsNote: string };

/**
 * Issue 28, item 6: on a seller's ended listing, a button opening a small form for the sale's
 * results (a link and a short note), shown on the listing and on the auctioneer's profile.
 */
export function AuctionResultsForm({
  auction,
}: {
  auction: Pick<Auction, 'id' | 'title' | 'resultsUrl' | 'resultsNote'>;
}) {
  const { t } = useTranslation(['listings', 'messages']);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const mutation = useSetAuctionResults();
  const hasResults = Boolean(auction.resultsUrl || auction.resultsNote);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResultsInput, unknown, AuctionResultsRequest>({
    resolver: zodResolver(AuctionResultsRequest) as never,
    defaultValues: { resultsUrl: auction.resultsUrl ?? '', resultsNote: auction.resultsNote ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync({ id: auction.id, body });
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'resultsUrl' || field === 'resultsNote') setError(field, { message });
        }
      }
    }
  });

  if (!open)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          aria-controls={formId}
        >
          <ClipboardCheck aria-hidden="true" className="size-4" />
          {hasResults ? t('results.edit') : t('results.add')}
          <span className="sr-only"> {auction.title}</span>
        </Button>
        {mutation.isSuccess ? (
          <p role="status" className="text-sm font-semibold text-success">
            {t('results.saved')}
          </p>
        ) : null}
      </div>
    );

  return (
    <form
      id={formId}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('results.formLabel', { title: auction.title })}
      className="flex w-full flex-col gap-4 rounded-xl border border-line bg-sand p-4"
    >
      <p className="text-sm text-muted">{t('results.intro')}</p>
      {mutation.isError &&
      !(mutation.error instanceof ApiError && Object.keys(mutation.error.fields).length) ? (
        <Alert tone="error">{errorMessage(mutation.error, t('messages:internalError'))}</Alert>
      ) : null}
      <TextField
        label={t('results.url')}
        hint={t('results.urlHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        optionalText={t('results.optional')}
        error={errors.resultsUrl?.message}
        {...register('resultsUrl')}
      />
      <TextAreaField
        label={t('results.note')}
        hint={t('results.noteHint', { max: RESULTS_NOTE_MAX })}
        rows={3}
        maxLength={RESULTS_NOTE_MAX}
        optionalText={t('results.optional')}
        error={errors.resultsNote?.message}
        {...register('resultsNote')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending} aria-disabled={mutation.isPending}>
          {mutation.isPending ? t('results.saving') : t('results.save')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('results.cancel')}
        </Button>
      </div>
    </form>
  );
}
