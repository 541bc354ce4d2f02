/** A `%…%` pattern for ILIKE that takes the user's `%`, `_` and `\` literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
