import { WELCOME_MODAL_STORAGE_KEY } from '@mariner/contracts/constants';

/**
 * Spec 000 §2/§4: the welcome modal shows until dismissed, and the dismissal is remembered in local
 * storage. Where storage is unavailable (blocked, private mode, full) it is remembered in memory,
 * so the modal at least stays away for the rest of the visit.
 */
let dismissedInMemory = false;

export function isWelcomeDismissed(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_MODAL_STORAGE_KEY) === 'true' || dismissedInMemory;
  } catch {
    return dismissedInMemory;
  }
}

export function rememberWelcomeDismissed(): void {
  dismissedInMemory = true;
  try {
    window.localStorage.setItem(WELCOME_MODAL_STORAGE_KEY, 'true');
  } catch {
    // Memory already holds it.
  }
}

/** Tests start each case as a first visit. */
export function forgetWelcomeDismissal(): void {
  dismissedInMemory = false;
  try {
    window.localStorage.removeItem(WELCOME_MODAL_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
