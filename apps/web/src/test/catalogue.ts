/** The web app's translation files, for the tests that keep both languages complete (issue 16). */
export type Texts = { [key: string]: string | Texts };

const load = (glob: Record<string, { default: Texts }>) =>
  Object.fromEntries(
    Object.entries(glob).map(([path, module]) => [path.split('/').pop() ?? path, module.default]),
  );

/** Each language's files, by file name (`auctions.json`). */
export const catalogue = {
  en: load(import.meta.glob<{ default: Texts }>('../locales/en/*.json', { eager: true })),
  fr: load(import.meta.glob<{ default: Texts }>('../locales/fr/*.json', { eager: true })),
};

/** Every text of a file by its dotted key. */
export function leaves(texts: Texts, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

/** Every text of a language, its files' and the contracts' catalogue given as `extra`. */
export const textsOf = (files: Record<string, Texts>, extra: Record<string, string> = {}): string[] => [
  ...Object.values(files).flatMap((texts) => [...leaves(texts).values()]),
  ...Object.values(extra),
];
