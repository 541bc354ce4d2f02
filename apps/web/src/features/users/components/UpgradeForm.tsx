import type { SellerAccountType } from '@mariner/contracts';
import { SERVICE_PROVIDER_TYPES } from '@mariner/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { RefusalAlert } from '../../../components/RefusalAlert.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { storeSignedInUser } from '../../../lib/api/session.ts';
import { upgradeAccount } from '../../../lib/api/users.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';

/**
 * Issue 27 item 5: a buyer becomes an auctioneer or a service provider on the same account, keeping
 * what they saved. The server checks the rules (company name, service type) and names the field.
 */
export function UpgradeForm() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [accountType, setAccountType] = useState<SellerAccountType>('AUCTIONEER');
  const [advertiserType, setAdvertiserType] = useState('');
  const [companyName, setCompanyName] = useState('');
  const mutation = useMutation({
    mutationFn: upgradeAccount,
    onSuccess: (answer) => storeSignedInUser(queryClient, answer.user),
  });
  const fields = mutation.error instanceof ApiError ? mutation.error.fields : {};

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    mutation.mutate({
      accountType,
      companyName,
      ...(accountType === 'SERVICE_PROVIDER' ? { advertiserType: advertiserType || null } : {}),
    } as Parameters<typeof upgradeAccount>[0]);
  };

  if (mutation.isSuccess) return <Alert tone="success">{t('upgrade.done')}</Alert>;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading" className="text-lg font-semibold text-primary">
        {t('upgrade.heading')}
      </h2>
      <p className="text-sm text-muted">{t('upgrade.intro')}</p>
      {mutation.error && Object.keys(fields).length === 0 ? (
        <RefusalAlert error={mutation.error} fallback="registrationFailed" />
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('upgrade.kind')}</legend>
        {(['AUCTIONEER', 'SERVICE_PROVIDER'] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="radio"
              name="upgrade-kind"
              value={kind}
              checked={accountType === kind}
              onChange={() => setAccountType(kind)}
              className="size-5 accent-accent"
            />
            {t(kind === 'AUCTIONEER' ? 'upgrade.auctioneer' : 'upgrade.serviceProvider')}
          </label>
        ))}
      </fieldset>
      {accountType === 'SERVICE_PROVIDER' ? (
        <SelectField
          label={t('upgrade.serviceType')}
          value={advertiserType}
          onChange={(event) => setAdvertiserType(event.target.value)}
          error={fields.advertiserType}
        >
          <option value="">{t('upgrade.serviceTypePlaceholder')}</option>
          {SERVICE_PROVIDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {advertiserTypeText(type)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label={t('companyName')}
        autoComplete="organization"
        value={companyName}
        onChange={(event) => setCompanyName(event.target.value)}
        error={fields.companyName}
      />
      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto sm:self-start">
        {mutation.isPending ? t('saving') : t('upgrade.submit')}
      </Button>
    </form>
  );
}
