/**
 * Issue 26: the sign-up's form is the server's HTML until its code arrives, once the page is
 * interactive (NewsletterSignupLater.tsx). A visitor who sends it meanwhile is not dropped: from the
 * moment the app's first script runs, a submit of a form not yet hydrated is held here (no native
 * submit, which would reload the page with the address in it), its code is fetched at once, and the
 * part, once hydrated, sends that address (NewsletterSignup.tsx).
 */
const hydrated = new WeakSet<HTMLFormElement>();
let held: { form: HTMLFormElement; email: string } | undefined;

/** Holds a sign-up sent before its part hydrated; `fetchCode` then fetches the part's code. */
export function holdEarlySignups(fetchCode: () => unknown): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-newsletter') || hydrated.has(form))
        return;
      event.preventDefault();
      held = { form, email: String(new FormData(form).get('email') ?? '') };
      fetchCode();
    },
    true,
  );
}

/** Called by the part once hydrated: the address sent from its form meanwhile, if any. */
export function takeEarlySignup(form: HTMLFormElement): string | undefined {
  hydrated.add(form);
  if (held?.form !== form) return undefined;
  const { email } = held;
  held = undefined;
  return email;
}
