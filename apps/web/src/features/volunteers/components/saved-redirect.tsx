import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Delay } from '@ireti/shared/constants';
import type { MyApplication } from '@ireti/shared/trust/types';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/saved-redirect', {
  complete: 'Your application is complete.',
  saved: 'Your document was saved.',
  interview: 'We will e-mail you to arrange your interview.',
  addBill: 'Come back to this page any time to add your electricity bill.',
  addId: 'Come back to this page any time to add your identity document.',
  home: 'Taking you to the home page…',
});

/**
 * After a volunteer document is saved the site root opens 2 s later (spec §2). The notice says so,
 * and what is still missing, since the application can be continued later from /volunteer.
 */
export function SavedRedirect({ a }: { a: MyApplication }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const timer = setTimeout(() => navigate('/'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  const complete = a.has_id_document && a.has_bill;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-6 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900 focus:outline-none"
    >
      <p className="font-semibold">{complete ? t.complete : t.saved}</p>
      <p className="mt-1 text-sm">
        {complete ? t.interview : a.has_id_document ? t.addBill : t.addId} {t.home}
      </p>
    </div>
  );
}
