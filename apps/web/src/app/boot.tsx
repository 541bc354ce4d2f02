import './i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { startApp } from './start.tsx';

/** The app itself: loaded by main.tsx once the server's page is on screen. */
export function boot(root: HTMLElement): void {
  void startApp(root, queryClient);
}
