import { PAYMENT_SCRIPT_MAX_ATTEMPTS, paymentScriptBackoffMs, TIMERS_MS } from '@mariner/contracts/constants';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry injects Stripe's script only when loadStripe is called, not on every page load.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useCallback, useEffect, useState } from 'react';

export type StripeLoad =
  | { status: 'idle' | 'loading'; stripe: null }
  | { status: 'ready'; stripe: Stripe }
  | { status: 'failed'; stripe: null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Stripe.js timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Spec 001 §9 (checkout, and the card form in /profile): Stripe.js is loaded with up to 3
 * attempts, min(1000·2ⁿ, 5000) ms apart, each given 10 s. `attempts` counts every try, Try
 * Again included, for the unavailable panel.
 */
export function useStripeLoader(publishableKey: string | null) {
  const [load, setLoad] = useState<StripeLoad>({ status: 'idle', stripe: null });
  const [attempts, setAttempts] = useState(0);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the loading on Try Again.
  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    const run = async () => {
      setLoad({ status: 'loading', stripe: null });
      for (let attempt = 0; attempt < PAYMENT_SCRIPT_MAX_ATTEMPTS; attempt += 1) {
        if (attempt > 0) await sleep(paymentScriptBackoffMs(attempt - 1));
        if (cancelled) return;
        setAttempts((count) => count + 1);
        try {
          const stripe = await withTimeout(loadStripe(publishableKey), TIMERS_MS.paymentScriptTimeout);
          if (stripe) {
            if (!cancelled) setLoad({ status: 'ready', stripe });
            return;
          }
        } catch {
          // Blocked, offline or slow: the next attempt, or the unavailable panel.
        }
      }
      if (!cancelled) setLoad({ status: 'failed', stripe: null });
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [publishableKey, round]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { ...load, attempts, retry };
}
