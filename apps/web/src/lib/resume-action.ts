import { useEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import type { FromState } from './redirect.ts';

/**
 * Issue 27 item 3 (decision 18): what a visitor starts signed out (save, follow, save a search) is
 * remembered in the address sign-in brings them back to, as `?<param>=<value>`, and done once they
 * are back signed in. The address is a same-site path (lib/redirect.ts checks it on the way back).
 */
export function signInStateFor(location: Location, param: string, value: string): FromState {
  const params = new URLSearchParams(location.search);
  params.set(param, value);
  return { from: { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash } };
}

/** Runs `action` once when the address asks for it and someone is signed in; answers whether it did. */
export function useResumeAction(
  param: string,
  value: string,
  isSignedIn: boolean,
  action: () => void,
): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  const [resumed, setResumed] = useState(false);
  const asked = new URLSearchParams(location.search).get(param) === value;
  const run = useRef(action);
  run.current = action;

  useEffect(() => {
    if (!asked || !isSignedIn || done.current) return;
    done.current = true;
    setResumed(true);
    run.current();
    const params = new URLSearchParams(location.search);
    params.delete(param);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [asked, isSignedIn, param, navigate, location]);

  return resumed;
}
