import { useSearchParams } from 'react-router';

/**
 * Issue 31: an admin list's search, filters, sort and page live in the address, so a found item can
 * be linked to and Back returns to the same page. Each field names its key in the address, how a
 * raw value reads (anything unreadable is the default) and how it is written ('' leaves it out, as
 * the defaults are). One codec per list; the Users tab and the review queues share this one.
 */
export interface UrlField<T> {
  key: string;
  read: (raw: string | null) => T;
  write: (value: T) => string;
}

export type UrlFields<F> = { [K in keyof F]: UrlField<F[K]> };

/** Free text (a search): trimmed when written. */
export const textField = (key: string): UrlField<string> => ({
  key,
  read: (raw) => raw ?? '',
  write: (value) => value.trim(),
});

/** One of `options`, else `fallback` ('' for "any"); the fallback is left out of the address. */
export const choiceField = <T extends string, D extends T | ''>(
  key: string,
  options: readonly T[],
  fallback: D,
): UrlField<T | D> => ({
  key,
  read: (raw) => (raw !== null && (options as readonly string[]).includes(raw) ? (raw as T) : fallback),
  write: (value) => (value === fallback ? '' : value),
});

/** A page number: a whole number above 1, else page 1 (left out). */
export const pageField: UrlField<number> = {
  key: 'page',
  read: (raw) => {
    const page = Number(raw);
    return Number.isInteger(page) && page > 1 ? page : 1;
  },
  write: (page) => (page > 1 ? String(page) : ''),
};

export function readUrlFilter<F>(fields: UrlFields<F>, params: URLSearchParams): F {
  const filter = {} as F;
  for (const name of Object.keys(fields) as (keyof F)[]) {
    const field = fields[name];
    filter[name] = field.read(params.get(field.key));
  }
  return filter;
}

/** Writes the filter over its own keys, leaving the address's others (the tab) as they are. */
export function writeUrlFilter<F>(fields: UrlFields<F>, params: URLSearchParams, filter: F): URLSearchParams {
  for (const name of Object.keys(fields) as (keyof F)[]) {
    const field = fields[name];
    const value = field.write(filter[name]);
    if (value) params.set(field.key, value);
    else params.delete(field.key);
  }
  return params;
}

export function useUrlFilter<F>(fields: UrlFields<F>): [F, (filter: F) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (filter: F) => setParams((current) => writeUrlFilter(fields, current, filter));
  return [readUrlFilter(fields, params), setFilter];
}
