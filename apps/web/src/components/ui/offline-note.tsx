import { useOffline } from '../../lib/offline.ts';

const time = new Intl.DateTimeFormat('en-NG', { hour: '2-digit', minute: '2-digit', hour12: false });
const day = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short' });

/** "14:32", or "3 Nov, 14:32" for a copy from another day. */
export function savedAtText(at: Date, now = new Date()) {
  return at.toDateString() === now.toDateString() ? time.format(at) : `${day.format(at)}, ${time.format(at)}`;
}

/**
 * Says when the page shows what the service worker kept (issue 17): offline, or on a connection
 * too slow to answer in time. Giving, signing in and saving need the network, and say so.
 */
export function OfflineNote() {
  const { online, savedAt } = useOffline();
  if (online && !savedAt) return null;
  const text = savedAt
    ? `${online ? 'Your connection is slow' : "You're offline"} — showing what you saw at ${savedAtText(savedAt)}`
    : "You're offline. Pages you opened before still work; giving, signing in and saving need a connection.";
  return (
    <div role="status" className="bg-slate-800 px-4 py-2 text-center text-sm font-medium text-white">
      {text}
    </div>
  );
}
