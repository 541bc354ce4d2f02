import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TranslateValues } from './translator.ts';

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/**
 * A text with elements in it: `<email>{{email}}</email>` is `components.email` holding the
 * interpolated words. Only the tags named in `components` are elements.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TranslateValues;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const text = t(i18nKey, { ...values, returnObjects: false });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const name = match[1] ?? match[3] ?? '';
    const element = components[name];
    if (!element || !isValidElement(element)) continue;
    parts.push(text.slice(last, match.index));
    parts.push(cloneElement(element, { key: match.index }, match[2] ?? element.props.children));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
