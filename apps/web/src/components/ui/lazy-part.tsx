import { Component, Suspense, type ReactNode } from 'react';
import { Msg } from '@ireti/shared/messages';
import { CHUNK_FAILED, isOffline } from '../../lib/offline.ts';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/lazy-part', {
  notKept: "You're offline, and this part was not opened before on this device. It needs a connection.",
});

/** Catches what its children throw while drawing, and draws `fallback(error)` in their place. */
export class Boundary extends Component<{ children: ReactNode; fallback: (error: Error) => ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Offline, a part never opened before on this device cannot load: a note in its place. */
function PartError({ error }: { error: Error }) {
  const t = useT(messages);
  const tr = useLocalise();
  return (
    <p role="alert" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      {CHUNK_FAILED.test(error.message) && isOffline() ? t.notKept : tr(Msg.boundary) + error.message}
    </p>
  );
}
const partError = (error: Error) => <PartError error={error} />;

/**
 * A part of a page whose code loads when it is needed (a tab, a panel below the fold): a
 * placeholder while it loads and, if it cannot load, a note in its place while the rest of the
 * page stays as it is. Give it a `key` that changes when it should try again (the tab).
 */
export function LazyPart({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <Boundary fallback={partError}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
