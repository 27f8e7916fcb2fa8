import { adoptAccountLanguage } from './i18n/index.ts';
import { useSyncExternalStore } from 'react';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { TOKEN_KEY, getToken } from './api.ts';
import { forgetOfflineCopies } from './offline.ts';

/**
 * The signed-in user: the only global state besides toasts (docs/design.md §7). The token lives in
 * localStorage under `token` (spec §4); the user is persisted beside it so a reload paints the
 * header at once, then refreshed from GET /account.
 */
const USER_KEY = 'ireti.user';

interface AuthState {
  token: string | null;
  user: ApiUser | null;
}

const read = (): AuthState => {
  let user: ApiUser | null = null;
  try {
    const raw = localStorage.getItem(USER_KEY);
    user = raw ? (JSON.parse(raw) as ApiUser) : null;
  } catch {
    user = null;
  }
  return { token: getToken(), user };
};

let state: AuthState = typeof window === 'undefined' ? { token: null, user: null } : read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const auth = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  signIn(token: string, user: ApiUser) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    state = { token, user };
    emit();
  },
  setUser(user: ApiUser) {
    adoptAccountLanguage(user.language);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    state = { ...state, user };
    emit();
  },
  /** Clears the token, the persisted state and the user (spec §4 sign-out). */
  signOut() {
    void forgetOfflineCopies();
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    state = { token: null, user: null };
    emit();
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.get, auth.get);
}
