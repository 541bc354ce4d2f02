import { type ComponentProps, type ReactNode, useId } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
};

export function Checkbox({ label, hint, id, ...input }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={controlId}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 rounded accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        {...input}
      />
      <div className="flex flex-col">
        <label htmlFor={controlId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="text-xs text-muted">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
