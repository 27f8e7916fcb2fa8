import { useEffect } from 'react';
import { Code } from '@ireti/shared/status';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { api } from '../lib/api.ts';
import { auth, useAuth } from '../lib/auth.ts';

/**
 * When the app starts with a token, the current user is fetched and kept if the reply code is
 * 100 (spec §2); a token the server no longer accepts signs the browser out.
 */
export function useCurrentUser() {
  const { token } = useAuth();
  useEffect(() => {
    if (!token) return;
    const ctrl = new AbortController();
    api<ApiUser>('GET', '/account', undefined, { signal: ctrl.signal })
      .then((e) => {
        if (e.status.code === Code.OK) auth.setUser(e.entity);
        else if (e.status.code === Code.UNAUTHENTICATED) auth.signOut();
      })
      .catch(() => {});
    const onUnauth = () => auth.signOut();
    window.addEventListener('ireti:unauthenticated', onUnauth);
    return () => {
      ctrl.abort();
      window.removeEventListener('ireti:unauthenticated', onUnauth);
    };
  }, [token]);
}
