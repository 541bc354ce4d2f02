import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { controlClasses, Field } from './Field.tsx';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optionalText?: string;
  id?: string;
};

export function TextField({ label, hint, error, optionalText, id, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optionalText={optionalText} id={id}>
      {(control) => <input type="text" className={cx(controlClasses, className)} {...control} {...input} />}
    </Field>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optionalText?: string;
  id?: string;
};

export function TextAreaField({
  label,
  hint,
  error,
  optionalText,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optionalText={optionalText} id={id}>
      {(control) => (
        <textarea rows={4} className={cx(controlClasses, className)} {...control} {...textarea} />
      )}
    </Field>
  );
}
