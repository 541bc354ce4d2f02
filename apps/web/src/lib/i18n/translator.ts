/**
 * The app's texts (decision 030): what it used of i18next, in about 1 KB instead of 15. A
 * translator holds namespaces of texts per language (one JSON file each, locales/<language>/<ns>.json)
 * and answers `t('key', values)` in its language, with i18next's conventions, so the files and the
 * call sites did not change:
 *  - `ns:key` reads another namespace than the caller's first; `a.b.c` reads nested objects;
 *  - `{{name}}` is replaced by `values.name` (not escaped: React escapes what it renders);
 *  - a `count` picks `key_one` / `key_other` (and French `_many`) by Intl.PluralRules;
 *  - `$t(ns:key)` inside a text is that other text;
 *  - `returnObjects` gives an object or list as is, its strings interpolated;
 *  - a text not there is said on the console (tests and journeys fail on it) and shown as its key.
 */

export type Texts = { [key: string]: unknown };
export type TranslateValues = { [name: string]: unknown } & {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
};

/**
 * What call sites type `t` as. The namespace parameter is i18next's (`TFunction<'pricing'>`), kept so
 * those signatures read the same; texts are not typed per key.
 */
// biome-ignore lint/correctness/noUnusedVariables: the parameter documents which namespace a `t` reads.
export type TFunction<Namespace extends string | readonly string[] = string> = {
  (key: string, values?: TranslateValues & { returnObjects?: false }): string;
  (key: string, values: TranslateValues & { returnObjects: true }): unknown;
};

/** Reads one namespace's texts in one language (the browser loads each file on first use). */
export type LoadTexts = (language: string, namespace: string) => Promise<Texts>;

const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;
const NESTING = /\$t\(([^)]+)\)/g;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number): Intl.LDMLPluralRule => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

const lookup = (texts: Texts | undefined, path: string): unknown => {
  let value: unknown = texts?.[path];
  if (value !== undefined || !texts) return value;
  value = texts;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Texts)[part];
  }
  return value;
};

export class Translator {
  /** The language shown; the server's translators keep theirs for good (entry-server.tsx). */
  language: string;
  /** Texts by language, then namespace. Shared by a translator's clones. */
  private readonly store: Map<string, Map<string, Texts>>;
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /** Changes whenever what `t` answers may change (language, a namespace loaded). */
  version = 0;
  /** How often each `language/namespace` bundle was added: what one component reads (`versionOf`). */
  private readonly bundleVersions = new Map<string, number>();
  load: LoadTexts | undefined;
  /** The language whose texts stand in for one missing (the server's and tests' English); none in the browser. */
  fallbackLanguage: string | undefined;

  /**
   * A text asked for but not there (a namespace a component did not declare, so never loaded; a
   * key missing in French) is a bug: said on the console, where tests and journeys catch it.
   */
  onMissing: (problem: string) => void = (problem) => console.error(problem);

  /** Told each namespace a text is read from: the server names them to the browser (entry-server.tsx). */
  onRead: ((namespace: string) => void) | undefined;

  constructor(language: string, store?: Map<string, Map<string, Texts>>) {
    this.language = language;
    this.store = store ?? new Map();
  }

  /** Another translator in `language` on the same texts: one per language on the server. */
  cloneIn(language: string): Translator {
    const clone = new Translator(language, this.store);
    clone.fallbackLanguage = this.fallbackLanguage;
    clone.onMissing = this.onMissing;
    return clone;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  addResourceBundle(language: string, namespace: string, texts: Texts): void {
    let languageTexts = this.store.get(language);
    if (!languageTexts) {
      languageTexts = new Map();
      this.store.set(language, languageTexts);
    }
    languageTexts.set(namespace, texts);
    const id = `${language}/${namespace}`;
    this.bundleVersions.set(id, (this.bundleVersions.get(id) ?? 0) + 1);
    this.changed();
  }

  /**
   * What `t` over `namespaces` answers depends on: the language and those namespaces' bundles. A
   * component re-renders when this changes, not when any namespace arrives: an after-interactive
   * part loading its own texts (`cards`, `newsletter`) re-rendered every component on the page,
   * urgently, and React dropped the server's HTML of the parts still waiting for their code (the
   * list's cards vanished on a phone; decision 030).
   */
  versionOf(namespaces: readonly string[]): string {
    const { language } = this;
    return `${language}:${namespaces.map((namespace) => this.bundleVersions.get(`${language}/${namespace}`) ?? 0).join('.')}`;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store.get(language)?.has(namespace) ?? false;
  }

  getResourceBundle(language: string, namespace: string): Texts | undefined {
    return this.store.get(language)?.get(namespace);
  }

  /** Loads one namespace of `language` (once, however often asked: the same promise meanwhile). */
  loadOne(language: string, namespace: string): Promise<void> {
    const { load } = this;
    if (!load || this.hasResourceBundle(language, namespace)) return Promise.resolve();
    const id = `${language}/${namespace}`;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = load(language, namespace).then(
        (texts) => this.addResourceBundle(language, namespace, texts),
        (error: unknown) => {
          this.loading.delete(id);
          throw error;
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Loads the namespaces of `language` not yet at hand. */
  loadNamespacesIn(language: string, namespaces: string | readonly string[]): Promise<void> {
    return Promise.all([namespaces].flat().map((namespace) => this.loadOne(language, namespace))).then(
      () => undefined,
    );
  }

  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    return this.loadNamespacesIn(this.language, namespaces);
  }

  /**
   * Shows `language`: at once when the namespaces shown are at hand in it (the router loaded the
   * next page's texts with its code), else once they are, so nothing shows a key meanwhile.
   */
  changeLanguage(language: string): Promise<void> {
    if (language === this.language) return Promise.resolve();
    const shown = [...(this.store.get(this.language)?.keys() ?? [])];
    const apply = () => {
      this.language = language;
      this.changed();
    };
    if (!this.load || shown.every((namespace) => this.hasResourceBundle(language, namespace))) {
      apply();
      return Promise.resolve();
    }
    return this.loadNamespacesIn(language, shown).then(apply);
  }

  /** `t` reading `namespaces[0]` unless a key names its own (`ns:key`). */
  fixedT(namespaces: string | readonly string[]): TFunction {
    const namespace = [namespaces].flat()[0] ?? 'common';
    return ((key: string, values?: TranslateValues) => this.translate(namespace, key, values)) as TFunction;
  }

  private find(language: string, namespace: string, key: string, count: number | undefined): unknown {
    const texts = this.getResourceBundle(language, namespace);
    if (count !== undefined) {
      const form = pluralOf(language, count);
      const plural =
        (count === 0 ? lookup(texts, `${key}_zero`) : undefined) ??
        lookup(texts, `${key}_${form}`) ??
        (form === 'many' ? lookup(texts, `${key}_other`) : undefined);
      if (plural !== undefined) return plural;
    }
    return lookup(texts, key);
  }

  translate(defaultNamespace: string, fullKey: string, values: TranslateValues = {}): unknown {
    const separator = fullKey.indexOf(':');
    const namespace = separator > 0 ? fullKey.slice(0, separator) : defaultNamespace;
    const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
    const { count, defaultValue, returnObjects } = values;
    this.onRead?.(namespace);
    let found = this.find(this.language, namespace, key, count);
    if (found === undefined && this.fallbackLanguage && this.fallbackLanguage !== this.language)
      found = this.find(this.fallbackLanguage, namespace, key, count);
    const usable =
      typeof found === 'string' || (returnObjects && typeof found === 'object' && found !== null);
    if (!usable) {
      if (defaultValue !== undefined) return this.interpolate(defaultValue, namespace, values);
      this.onMissing(`Missing text ${namespace}:${key} (${this.language})`);
      return key;
    }
    return this.interpolateDeep(found, namespace, values);
  }

  private interpolateDeep(value: unknown, namespace: string, values: TranslateValues): unknown {
    if (typeof value === 'string') return this.interpolate(value, namespace, values);
    if (Array.isArray(value)) return value.map((item) => this.interpolateDeep(item, namespace, values));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, this.interpolateDeep(item, namespace, values)]),
      );
    return value;
  }

  private interpolate(text: string, namespace: string, values: TranslateValues): string {
    const nested = text.includes('$t(')
      ? text.replace(NESTING, (_, key: string) => String(this.translate(namespace, key.trim(), values)))
      : text;
    if (!nested.includes('{{')) return nested;
    return nested.replace(INTERPOLATION, (match, name: string) => {
      const value = lookup(values, name);
      return value === undefined || value === null ? match : String(value);
    });
  }
}

/** The browser's one translator (and the tests'); a server render provides its language's own (entry-server.tsx). */
export const i18n = new Translator('en');
