import { type BaseSyntheticEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { FieldValues, Path, Resolver, UseFormRegisterReturn } from 'react-hook-form';

/** A field's error as the forms show it (react-hook-form's shape: `errors.email?.message`). */
export interface LightFieldError {
  type: string;
  message?: string;
}

export type LightFieldErrors<T> = Partial<Record<keyof T, LightFieldError>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface LightFormOptions<TInput extends FieldValues, TOutput> {
  /** The form's rules (lib/lazy-resolver.ts: zod and the schema come on the first check). */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Each field's value before anything is typed: names every field the rules read. */
  defaultValues: TInput;
}

/** What `useLightForm` gives: react-hook-form's calls the public pages' forms make, nothing more. */
export interface LightForm<TInput extends FieldValues, TOutput> {
  register: (name: Path<TInput>) => UseFormRegisterReturn<Path<TInput>>;
  handleSubmit: (onValid: (data: TOutput) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  setError: (name: Path<TInput>, error: LightFieldError, options?: { shouldFocus?: boolean }) => void;
  formState: { errors: LightFieldErrors<TInput> };
}

const messageOf = (error: unknown): LightFieldError | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { type, message } = error as { type?: unknown; message?: unknown };
  return {
    type: typeof type === 'string' ? type : 'validate',
    ...(typeof message === 'string' ? { message } : {}),
  };
};

/**
 * Issue 26: the public pages' small forms (login, a buyer's registration, the advertise page's
 * login) without react-hook-form, which was 13.9 KB gzip of their first load. The same calls and
 * behaviour those forms used: uncontrolled fields registered by name and read from the page when
 * checked (so what a visitor typed before the page was interactive is kept), the rules (a
 * react-hook-form resolver, zod loaded on the first check) run on submit, the first field in error
 * focused, and once submitted each field checked again as it changes (react-hook-form's
 * `mode: 'onSubmit'`, `reValidateMode: 'onChange'`). Larger forms (the business registration,
 * the signed-in screens) keep react-hook-form in their own chunks.
 */
export function useLightForm<TInput extends FieldValues, TOutput>({
  resolver,
  defaultValues,
}: LightFormOptions<TInput, TOutput>): LightForm<TInput, TOutput> {
  const [errors, setErrors] = useState<LightFieldErrors<TInput>>({});
  // The fields in the order they were registered (the page's order), for the focus after a check.
  const elements = useRef(new Map<string, FieldElement>());
  const submitted = useRef(false);
  // The latest options, read by the stable callbacks below.
  const options = useRef({ resolver, defaultValues });
  options.current = { resolver, defaultValues };

  const readValues = useCallback((): TInput => {
    const values: Record<string, unknown> = { ...options.current.defaultValues };
    for (const [name, element] of elements.current) {
      values[name] =
        element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
    }
    return values as TInput;
  }, []);

  const check = useCallback(async () => {
    const result = await options.current.resolver(readValues(), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const found: LightFieldErrors<TInput> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      const shown = messageOf(error);
      if (shown) found[name as keyof TInput] = shown;
    }
    return { found, values: result.values as TOutput };
  }, [readValues]);

  const focusFirst = useCallback((names: Iterable<string>) => {
    const wanted = new Set(names);
    for (const [name, element] of elements.current) {
      if (wanted.has(name)) {
        element.focus();
        return;
      }
    }
  }, []);

  const fields = useRef(new Map<string, UseFormRegisterReturn<Path<TInput>>>());
  const register = useCallback(
    (name: Path<TInput>): UseFormRegisterReturn<Path<TInput>> => {
      const known = fields.current.get(name);
      if (known) return known;
      const revalidate = async () => {
        if (!submitted.current) return;
        const { found } = await check();
        setErrors((current) => {
          const next = { ...current };
          const error = found[name as keyof TInput];
          if (error) next[name as keyof TInput] = error;
          else delete next[name as keyof TInput];
          return next;
        });
      };
      const field: UseFormRegisterReturn<Path<TInput>> = {
        name,
        ref: (element: FieldElement | null) => {
          if (element) elements.current.set(name, element);
          else elements.current.delete(name);
        },
        onChange: revalidate,
        onBlur: async () => undefined,
      };
      fields.current.set(name, field);
      return field;
    },
    [check],
  );

  const handleSubmit = useCallback(
    (onValid: (data: TOutput) => unknown) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const { found, values } = await check();
      setErrors(found);
      const names = Object.keys(found);
      if (names.length > 0) {
        focusFirst(names);
        return;
      }
      await onValid(values);
    },
    [check, focusFirst],
  );

  const setError = useCallback(
    (name: Path<TInput>, error: LightFieldError, { shouldFocus = false }: { shouldFocus?: boolean } = {}) => {
      setErrors((current) => ({ ...current, [name]: error }));
      if (shouldFocus) focusFirst([name]);
    },
    [focusFirst],
  );

  return useMemo(
    () => ({ register, handleSubmit, setError, formState: { errors } }),
    [register, handleSubmit, setError, errors],
  );
}
