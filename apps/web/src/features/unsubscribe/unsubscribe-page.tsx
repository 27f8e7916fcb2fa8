import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Code } from '@ireti/shared/status';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useSetUnsubscribed } from './unsubscribe-api.ts';

/**
 * /unsubscribe/:token, the link of every update e-mail (issue 14): opening it stops that
 * campaign's updates to that address (no sign-in), says so, and offers to undo. The page asks the
 * API itself, so a mail scanner that only fetches the link changes nothing.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const m = useSetUnsubscribed(token);
  useTitle('Unsubscribe');
  const { mutate } = m;
  useEffect(() => {
    mutate(true);
  }, [mutate]);

  const res = m.data;
  if (!res) return <PageSpinner />;
  if (res.status.code !== Code.OK) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">This link does not work</h1>
        <p className="mt-2 text-slate-700">
          {res.status.code === Code.NOT_FOUND
            ? 'The unsubscribe link may be cut short or mistyped. Copy the whole link from the e-mail.'
            : res.status.desc}
        </p>
        <Link to="/" className={buttonClass('primary', 'mt-6')}>
          Go to Ireti
        </Link>
      </div>
    );
  }
  const { campaign, unsubscribed } = res.entity;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8" role="status">
        <h1 className="text-2xl font-extrabold text-slate-900">{unsubscribed ? 'You are unsubscribed' : 'You are subscribed again'}</h1>
        <p className="mt-3 text-slate-700">
          {unsubscribed ? (
            <>You will no longer get updates about {campaign.title}.</>
          ) : (
            <>You will get updates about {campaign.title} again.</>
          )}
        </p>
        <p className="mt-2 text-sm text-slate-600">Receipts and refund notices still come: they are about your money.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button variant="secondary" loading={m.isPending} onClick={() => mutate(!unsubscribed)}>
            {unsubscribed ? 'Undo: keep getting updates' : 'Unsubscribe again'}
          </Button>
          <Link to={`/campaign/${campaign.campaign_id}`} className={buttonClass('ghost')}>
            See the campaign
          </Link>
        </div>
      </div>
    </div>
  );
}
