import { useOffline } from '../../lib/offline.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { formatDate } from '../../lib/format.ts';
import { i18n, params, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/offline-note', {
  slowSaved: params('Your connection is slow — showing what you saw at {time}'),
  offlineSaved: params("You're offline — showing what you saw at {time}"),
  offline: "You're offline. Pages you opened before still work; giving, signing in and saving need a connection.",
});

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "14:32", or "3 Nov, 14:32" for a copy from another day (the day in the page's language). */
export function savedAtText(at: Date, now = new Date()) {
  return at.toDateString() === now.toDateString() ? time.format(at) : `${formatDate(at, { year: false })}, ${time.format(at)}`;
}

/**
 * Says when the page shows what the service worker kept (issue 17): offline, or on a connection
 * too slow to answer in time. Giving, signing in and saving need the network, and say so.
 */
export function OfflineNote() {
  const t = useT(messages);
  const { online, savedAt } = useOffline();
  // The server drew the page online: the note comes in the render after the hydrating one.
  const hydrated = useHydrated();
  if (!hydrated || (online && !savedAt)) return null;
  const text = savedAt ? (online ? t.slowSaved : t.offlineSaved)({ time: savedAtText(savedAt) }) : t.offline;
  return (
    <div role="status" className="bg-slate-800 px-4 py-2 text-center text-sm font-medium text-white">
      {text}
    </div>
  );
}
