const filePickerBase =
  'block w-auto max-w-full cursor-pointer rounded-lg text-sm file:mr-4 file:cursor-pointer ' +
  'file:rounded-lg file:border-0 file:bg-primary file:px-4 file:py-2.5 file:text-sm file:font-semibold ' +
  'file:text-white hover:file:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-accent';

/** The native file picker styled as a primary button, with the browser's own text (the file's name) beside it. */
export const fileInputClasses = `${filePickerBase} text-muted`;

/**
 * The same picker with the browser's own text ("No file chosen") hidden: for where a preview shows
 * the chosen file instead, and stays right when the input is emptied after each choice.
 */
export const previewedFileInputClasses = `${filePickerBase} text-transparent`;
