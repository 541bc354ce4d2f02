import type { AccountKind } from '@mariner/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.tsx';

const KINDS: { value: AccountKind; label: string; hint: string }[] = [
  { value: 'AUCTIONEER', label: 'register.auctioneer', hint: 'register.auctioneerHint' },
  { value: 'SERVICE_PROVIDER', label: 'register.serviceProvider', hint: 'register.serviceProviderHint' },
];

/**
 * The first choice of the register screen (spec 000 §2 Register) as two large radio cards. Native
 * radios keep the group keyboard operable (arrow keys) and announced as a radio group.
 */
export function AccountKindPicker({ field }: { field: UseFormRegisterReturn<'accountKind'> }) {
  const { t } = useTranslation('auth');
  return (
    <div role="radiogroup" aria-labelledby="account-kind-legend" aria-required="true" className="min-w-0">
      <p id="account-kind-legend" className="mb-3 text-base font-semibold text-ink">
        {t('register.accountKind')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {KINDS.map((kind) => {
          const id = `account-kind-${kind.value}`;
          return (
            <label
              key={kind.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-line bg-white p-4 transition-colors hover:border-accent/60 has-checked:border-accent has-checked:bg-accent-soft sm:p-5"
            >
              <input
                id={id}
                type="radio"
                value={kind.value}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-5 shrink-0 accent-accent"
                {...field}
              />
              <span className="flex flex-col gap-1">
                <span id={`${id}-label`} className="text-lg font-bold text-primary">
                  {t(kind.label)}
                </span>
                <span id={`${id}-hint`} className="text-sm text-muted">
                  {t(kind.hint)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
