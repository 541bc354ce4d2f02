import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { controlClasses, Field } from './Field.tsx';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  children: ReactNode;
};

/** A native select: the most accessible picker on every device, phones included. */
export function SelectField({ label, hint, error, id, className, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select className={cx(controlClasses, 'pr-8', className)} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
