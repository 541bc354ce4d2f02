import { type NewsletterSource, SubscribeNewsletterRequest } from '@mariner/contracts';

/**
 * The request as the contracts' rule reads it (the address trimmed), or the refusal to show. Its
 * own module, loaded when the form is first used: the form sits in every page's footer, and a
 * public page's first load brings no schema and no zod (issue 26).
 */
export function checkSignup(email: string, source: NewsletterSource) {
  const parsed = SubscribeNewsletterRequest.safeParse({ email, source });
  if (parsed.success) return { request: parsed.data, error: undefined };
  return { request: undefined, error: parsed.error.issues[0]?.message };
}
