import { useSyncExternalStore } from 'react';
import { LOW_DATA_COOKIE, lowDataInCookies } from '@ireti/shared/low-data';

/**
 * Low-data mode (issue 17, decision 080): campaign pictures only when tapped, at their smallest
 * size, and nothing fetched ahead. On by itself when the browser asks to save data (the Save-Data
 * setting: `navigator.connection.saveData`) or reports a 2G connection; the person's own choice,
 * kept on the device, wins either way.
 */
export type LowDataChoice = 'auto' | 'on' | 'off';
const KEY = 'ireti.lowData';

type NetworkInformation = { saveData?: boolean; effectiveType?: string; addEventListener?: (t: 'change', f: () => void) => void };
const connection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** What the browser says: save data asked for, or a 2G connection. */
export function browserAsksLowData(c = connection()): boolean {
  return !!c && (c.saveData === true || c.effectiveType === '2g' || c.effectiveType === 'slow-2g');
}

/**
 * What the server saw: the page was asked for with `Save-Data: on`, and the server marked the
 * shell `<html data-save-data="on">` (issue 26) — for browsers that send the header but do not
 * tell the page (no `navigator.connection`), or a proxy that adds it.
 */
export const serverSawSaveData = () => typeof document !== 'undefined' && document.documentElement.dataset.saveData === 'on';

/**
 * The choice is also kept in a cookie, the one thing of the device the server sees on a page's
 * request: its render draws the page in the mode the person chose, so a low-data page carries no
 * picture the browser would fetch before the app is live (decision 107; http/web.ts reads it, and
 * keeps each choice's render apart; the name and its reading are packages/shared low-data.ts). A year;
 * `auto` removes it.
 */
function writeCookie(choice: LowDataChoice) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    choice === 'auto'
      ? `${LOW_DATA_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`
      : `${LOW_DATA_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
function readCookie(): LowDataChoice | undefined {
  if (typeof document === 'undefined') return undefined;
  return lowDataInCookies(document.cookie);
}

function readChoice(): LowDataChoice {
  let choice: LowDataChoice;
  try {
    const v = localStorage.getItem(KEY);
    choice = v === 'on' || v === 'off' ? v : 'auto';
  } catch {
    // storage unavailable: the cookie, if this visit set one
    return readCookie() ?? 'auto';
  }
  // a choice made before the cookie existed (or a cookie cleared) is told to the server from now on
  if (typeof document !== 'undefined' && (readCookie() ?? 'auto') !== choice) writeCookie(choice);
  return choice;
}

type State = { choice: LowDataChoice; on: boolean };
const compute = (choice: LowDataChoice): State => ({
  choice,
  on: choice === 'on' || (choice === 'auto' && (browserAsksLowData() || serverSawSaveData())),
});
let state = compute(readChoice());
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
connection()?.addEventListener?.('change', () => {
  state = compute(state.choice);
  emit();
});

export const lowData = {
  get: () => state,
  /** The person's choice: on, off, or as the browser says. */
  choose(choice: LowDataChoice) {
    writeCookie(choice);
    try {
      if (choice === 'auto') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, choice);
    } catch {
      /* storage unavailable: the choice lasts this visit */
    }
    state = compute(choice);
    emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/**
 * The server's render (entry-server.tsx) draws a page as a browser that asked to save data
 * (`Save-Data: on`) would see it, or as one that did not; the browser hydrates it only when its
 * own mode is the same (main.tsx).
 */
export function drawLowDataAs(on: boolean) {
  state = { choice: 'auto', on };
}

/** True when nothing should be fetched ahead of a tap. */
export const isLowData = () => state.on;

export function useLowData(): State {
  return useSyncExternalStore(lowData.subscribe, lowData.get, lowData.get);
}
