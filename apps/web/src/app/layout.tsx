import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { Toaster } from '../components/ui/toast.tsx';
import { OfflineNote } from '../components/ui/offline-note.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { useCurrentUser } from './use-current-user.ts';
import { i18n, useT } from '../lib/i18n/index.ts';

export const messages = i18n('shell/layout', {
  skip: 'Skip to content',
});

export function Layout() {
  const matches = useMatches();
  const bare = matches.some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  useCurrentUser();
  const t = useT(messages);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[200] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.skip}
      </a>
      <Header bare={bare} />
      <OfflineNote />
      <main id="main" className="flex-1">
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <Toaster />
      {/* A page loaded from the address bar has the key 'default'; keying those by path stops one page's scroll being restored on another. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? l.pathname : l.key)} />
    </div>
  );
}
