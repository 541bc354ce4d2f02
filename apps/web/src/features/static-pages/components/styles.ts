/** A text link in the static pages' copy: teal, underlined, with a visible keyboard focus ring. */
export const textLinkClasses =
  'rounded-sm font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** The readable column every static page is set in. */
export const pageColumnClasses = 'mx-auto w-full max-w-3xl px-4 sm:px-6';
