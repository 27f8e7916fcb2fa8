import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Sends the browser elsewhere once, after the first render (replacing the history entry), with a
 * navigation state. Unlike <Navigate>, a new state object on a re-render does not navigate again.
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
