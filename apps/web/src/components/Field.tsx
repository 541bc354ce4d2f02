import { type ReactNode, useId } from 'react';
import { currentLocale } from '../lib/locale.ts';
import { localizeMessage } from '../lib/messages.ts';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the label, linked to the control with aria-describedby. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the label visually as optional. */
  optionalText?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, an optional hint and an error message, all wired to the control they describe. */
export function Field({ label, hint, error, optionalText, id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-semibold text-ink">
        {label}
        {optionalText ? <span className="ml-1 font-normal text-muted">({optionalText})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {localizeMessage(error, currentLocale())}
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses =
  'block w-full min-h-11 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink ' +
  'placeholder:text-muted/80 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-accent aria-invalid:border-danger';
