import { TIMERS_MS } from '@mariner/contracts/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isWelcomeDismissed, rememberWelcomeDismissed } from '../utils/welcome-dismissal.ts';

// The dialog's code (Radix) loads only when the welcome is shown, not with the home page (issue 14).
const WelcomeDialog = lazy(async () => ({ default: (await import('./WelcomeDialog.tsx')).WelcomeDialog }));

/** Spec 000 §2: a welcome shown once, about a second after load, until dismissed (remembered). */
export function WelcomeModal() {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (isWelcomeDismissed()) return;
    const timer = window.setTimeout(() => setIsOpen(true), TIMERS_MS.welcomeModalDelay);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog
        onDismiss={() => {
          rememberWelcomeDismissed();
          setIsOpen(false);
        }}
      />
    </Suspense>
  );
}
