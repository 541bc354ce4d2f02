import type { AlertFrequency } from '@mariner/contracts';
import { BellPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useResumeAction } from '../../../lib/resume-action.ts';
import { useCreateSavedSearch } from '../api/alerts.ts';
import {
  saveSearchLinkClasses as linkClasses,
  SAVE_SEARCH_PARAM,
  type SaveSearchProps,
} from './alert-doors.ts';
import { FrequencySelect } from './FrequencySelect.tsx';

/** The list's own strings: the server reads and checks them as it reads the list's address. */
function filtersOf(query: string): Record<string, string> {
  const {
    sort: _order,
    [SAVE_SEARCH_PARAM]: _resume,
    ...filters
  } = Object.fromEntries(new URLSearchParams(query));
  return filters;
}

/**
 * Issue 17 §5: the list's current filters saved with a name and a frequency; new matches come by
 * e-mail. Loaded for someone signed in only (SaveSearch.tsx, issue 26).
 */
export function SignedInSaveSearch({ query, suggestedName, labels }: SaveSearchProps) {
  const { t } = useTranslation('alerts');
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<AlertFrequency>('DAILY');
  const create = useCreateSavedSearch();
  // Issue 27 item 3: back from signing in, the search the visitor asked to save is saved (daily, under
  // its suggested name; the alerts page changes either) and said, where they asked for it.
  useResumeAction(SAVE_SEARCH_PARAM, '1', Boolean(user), () => {
    setName(suggestedName);
    setOpen(true);
    create.mutate({ name: suggestedName, frequency: 'DAILY', filters: filtersOf(query) });
  });

  if (!open) {
    return (
      <button
        type="button"
        className={linkClasses}
        onClick={() => {
          setName(suggestedName);
          setOpen(true);
          create.reset();
        }}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {labels?.open ?? t('save.open')}
      </button>
    );
  }
  if (create.isSuccess) {
    return (
      <Alert tone="success" dismissLabel={t('save.close')} onDismiss={() => setOpen(false)}>
        {t('save.done', { name: create.data.savedSearch.name })}{' '}
        <Link to={paths.alerts} className="underline">
          {t('save.manage')}
        </Link>
      </Alert>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ name, frequency, filters: filtersOf(query) });
  };
  const nameError = create.error instanceof ApiError ? create.error.fields.name : undefined;

  return (
    <form
      onSubmit={submit}
      aria-label={t('save.label')}
      className="grid w-full gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <TextField
        label={t('save.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={80}
        error={nameError}
      />
      <FrequencySelect value={frequency} onChange={setFrequency} />
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('save.saving') : t('save.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          {t('save.cancel')}
        </Button>
      </div>
      {create.isError && !nameError ? (
        <Alert tone="error" className="sm:col-span-3">
          {errorMessage(create.error, t('save.failed'))}
        </Alert>
      ) : null}
    </form>
  );
}
