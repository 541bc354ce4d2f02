import {
  createContext,
  type ReactNode,
  Suspense,
  use,
  useContext,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { i18n, type TFunction, type Translator } from './translator.ts';

/**
 * What components import to show texts (decision 030): react-i18next's `useTranslation` on the app's
 * own translator (its `Trans` is in ./trans.tsx, which only the About page needs). Given one namespace or a list, `useTranslation` gives `t` reading the
 * first (a key prefixed `other:` reads another) in the language shown, and `i18n`, the translator
 * itself (its `language`, `loadNamespaces`).
 */

const TranslatorContext = createContext<Translator>(i18n);

export function TranslatorProvider({
  i18n: translator,
  children,
}: {
  i18n: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * Issue 26: a part the browser hydrates once the page is interactive (deferredComponent's
 * `afterInteractive`) loads its texts with its code, so what it reads in a server render is not named
 * to the browser to load before hydrating (entry-server.tsx's `onRead`). Meanwhile its server HTML
 * stays as rendered; when its code renders, a namespace not yet at hand is loaded in its Suspense
 * boundary (useTranslation), which hydrates then. Elsewhere (the browser, the tests) it changes nothing.
 */
export function TextsReadLater({ children }: { children: ReactNode }) {
  const translator = useContext(TranslatorContext);
  const quiet = useMemo(
    () => (translator.onRead ? translator.cloneIn(translator.language) : translator),
    [translator],
  );
  return <TranslatorContext value={quiet}>{children}</TranslatorContext>;
}

export function useTranslation(namespaces: string | readonly string[] = 'common'): {
  t: TFunction;
  i18n: Translator;
  ready: boolean;
} {
  const translator = useContext(TranslatorContext);
  const list = [namespaces].flat();
  // Re-renders when the language changes or one of its namespaces arrives (not any namespace).
  const version = useSyncExternalStore(
    translator.subscribe,
    () => translator.versionOf(list),
    () => translator.versionOf(list),
  );
  const key = list.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` answers anew when the version (language, texts) changes.
  const t = useMemo(() => translator.fixedT(key.split('|')), [translator, key, version]);
  // A namespace its page did not load (route modules name theirs: namespaces-declared.test.ts) is
  // loaded here, the component waiting in Suspense meanwhile, as react-i18next did. React replays a
  // component whose `use()` waited, and by then the texts are there: were `use()` skipped then, the
  // hooks after it (in this hook or in the component: the search filters' query) were asked as
  // updates of a component never mounted ("Update hook called on initial render", #467), and a
  // hydrating boundary gave up (#422). So the promise waited on is kept (a ref made before `use()`
  // lives through the replay) and used again, which tells React to mount the hooks after it; once
  // `use()` has returned on it (no more replay), it is let go.
  const waited = useRef<Promise<void> | undefined>(undefined);
  const missing = list.filter((namespace) => !translator.hasResourceBundle(translator.language, namespace));
  if (missing[0] && translator.load) waited.current = translator.loadOne(translator.language, missing[0]);
  if (waited.current) {
    use(waited.current);
    waited.current = undefined;
  }
  return { t, i18n: translator, ready: true };
}

function TextOf({ namespace, name }: { namespace: string; name: string }) {
  const { t } = useTranslation(namespace);
  return t(name);
}

/**
 * One text a page shows only in a rare state (an empty list, a thing not found), from a namespace
 * its page does not load up front (the contracts' `messages` are 5 KB of every such page's first
 * load otherwise: issue 26). A server render that shows it names its namespace to the browser
 * (entry-server.tsx), which loads it before hydrating; after a navigation in the browser it waits
 * for its namespace in its own Suspense, showing nothing meanwhile.
 */
export function TextOnDemand({ namespace, name }: { namespace: string; name: string }) {
  return (
    <Suspense fallback={null}>
      <TextOf namespace={namespace} name={name} />
    </Suspense>
  );
}

export type { Texts, TFunction, TranslateValues } from './translator.ts';
export { i18n, Translator } from './translator.ts';
