import { useSearchParams } from 'react-router';

/** A page number from the query string: a positive whole number, anything else is page 1. */
export const readPage = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The `page` of the URL, so reload and Back keep the page (spec 000 §2). Page 1 is left out. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const setPage = (next: number, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { replace: options.replace },
    );
  return { page, setPage };
}
