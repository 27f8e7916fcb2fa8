import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { auth } from '../../lib/auth.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { logout } from './api/logout.ts';

export const messages = i18n('auth/signout-page', {
  title: 'Signing out',
});

/** /signout (spec §2, §4): the server revokes the token; the token, persisted state and user are cleared; → /signin. */
export default function SignoutPage() {
  const t = useT(messages);
  useTitle(t.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    void (async () => {
      if (auth.get().token) await logout().catch(() => null);
      auth.signOut();
      try {
        sessionStorage.clear();
      } catch {
        /* nothing persisted */
      }
      queryClient.clear();
      navigate('/signin', { replace: true });
    })();
  }, [navigate, queryClient]);
  return <PageSpinner />;
}
