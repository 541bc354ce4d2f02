import { ROUTES } from '@mariner/contracts/constants';

/**
 * The location a guard remembers when it sends a visitor to /login (spec 000 §4): the router
 * state carries `{ from: { pathname, search, hash } }`. State is untrusted (it survives reloads and
 * can be anything), so only a same-site path is accepted.
 */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

const AUTH_SCREENS: string[] = [...Object.values(ROUTES.login), ...Object.values(ROUTES.register)];

export function readRedirectTarget(state: unknown, fallback: string): string {
  if (!state || typeof state !== 'object' || !('from' in state)) return fallback;
  const from = (state as { from: unknown }).from;
  if (!from || typeof from !== 'object') return fallback;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return fallback;
  if (AUTH_SCREENS.includes(pathname)) return fallback;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * A one-off note for the next screen (e.g. "your account has been created"), passed as router state.
 * `noticeTone: 'error'` marks a problem (a listing that failed to load) rather than a success.
 */
export interface NoticeState {
  notice?: string;
  noticeTone?: 'success' | 'error';
}

export const errorNotice = (notice: string): NoticeState => ({ notice, noticeTone: 'error' });

export const isErrorNotice = (state: unknown): boolean =>
  Boolean(state && typeof state === 'object' && 'noticeTone' in state && state.noticeTone === 'error');

export const readNotice = (state: unknown): string | null =>
  state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
