import type { FieldValues, Resolver } from 'react-hook-form';
import { i18n } from './i18n/index.tsx';

/**
 * A form resolver fetched the first time the form is checked (on submit, or as a field is left):
 * the schema and zod come in their own chunk, so a public page with a form (login, register, the
 * advertise page) does not bring them on its first load (issue 26). The contracts' messages the
 * rules answer with (the `messages` namespace: in French, with the translation of the English
 * texts the rules carry, lib/messages.ts) come with them, so a public form's page need not load them
 * up front either. Each call after the first reuses the loaded resolver.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loaded: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([load(), i18n.loadNamespaces('messages')]).then(([resolver]) => resolver);
    return (await loaded)(values, context, options);
  };
}
