import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cx } from '../lib/cx.ts';
import { useTranslation } from '../lib/i18n/index.tsx';
import { controlClasses, Field } from './Field.tsx';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  /** Accessible names of the toggle; default 'Show password' / 'Hide password'. */
  showLabel?: string;
  hideLabel?: string;
};

/** A password input with a show/hide toggle (aria-pressed tells whether the text is visible). */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  showLabel,
  hideLabel,
  ...input
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            className={cx(controlClasses, 'pr-12', className)}
            {...control}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((current) => !current)}
            aria-label={visible ? (hideLabel ?? t('password.hide')) : (showLabel ?? t('password.show'))}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </Field>
  );
}
