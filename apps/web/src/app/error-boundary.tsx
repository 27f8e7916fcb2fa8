import { useEffect, type ReactNode } from 'react';
import { Boundary } from '../components/ui/lazy-part.tsx';
import { useRouteError } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { CHUNK_FAILED, isOffline } from '../lib/offline.ts';
import { i18n, useLocalise, useT } from '../lib/i18n/index.ts';

export const messages = i18n('shell/error-boundary', {
  /** Offline, a part of the site never opened before cannot load: say that, not the browser's words. */
  notKept: "you're offline, and this page was not opened before on this device. It needs a connection.",
  backHome: 'Back to the home page',
});

/** Marks the offline case: the fallback shows its own text, in the page's language. */
const NOT_KEPT = Symbol('not kept');

/** 'Something went wrong: ' and the message (spec §8). */
function Fallback({ message }: { message: string | typeof NOT_KEPT }) {
  const t = useT(messages);
  const tr = useLocalise();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-lg font-semibold text-red-800">
        {tr(Msg.boundary)}
        {message === NOT_KEPT ? t.notKept : message}
      </p>
      <a href="/" className="mt-6 inline-block text-brand-700 underline">
        {t.backHome}
      </a>
    </div>
  );
}

export function RouteError() {
  return <ErrorMessage error={useRouteError()} />;
}

/**
 * A page whose code could not load (router.tsx), shown in the layout's main area. Offline, it
 * reloads when the connection comes back, since the router keeps what a page's loading gave.
 */
export function PageLoadFailed({ error }: { error: unknown }) {
  useEffect(() => {
    const back = () => location.reload();
    window.addEventListener('online', back, { once: true });
    return () => window.removeEventListener('online', back);
  }, []);
  return <ErrorMessage error={error} />;
}

function ErrorMessage({ error: err }: { error: unknown }) {
  const message =
    err instanceof Error
      ? err.message
      : typeof err === 'object' && err && 'statusText' in err
        ? String((err as { statusText: string }).statusText)
        : String(err);
  if (CHUNK_FAILED.test(message) && isOffline()) return <Fallback message={NOT_KEPT} />;
  if (CHUNK_FAILED.test(message)) {
    // A new deploy replaced the chunk this tab knew about: a reload fetches the new one.
    if (!sessionStorage.getItem('ireti.reloaded')) {
      sessionStorage.setItem('ireti.reloaded', '1');
      location.reload();
    }
  }
  return <Fallback message={message} />;
}

/** The whole page's boundary (layout.tsx): the spec's text in place of the page. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary fallback={(error) => <Fallback message={CHUNK_FAILED.test(error.message) && isOffline() ? NOT_KEPT : error.message} />}>
      {children}
    </Boundary>
  );
}
