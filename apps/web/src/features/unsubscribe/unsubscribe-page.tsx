import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Code } from '@ireti/shared/status';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useSetUnsubscribed } from './unsubscribe-api.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';

export const messages = i18n('unsubscribe/unsubscribe-page', {
  title: 'Unsubscribe',
  broken: 'This link does not work',
  notFound: 'The unsubscribe link may be cut short or mistyped. Copy the whole link from the e-mail.',
  goHome: 'Go to Ireti',
  unsubscribed: 'You are unsubscribed',
  subscribed: 'You are subscribed again',
  noMore: 'You will no longer get updates about {campaign}.',
  again: 'You will get updates about {campaign} again.',
  stillSent: 'Receipts and refund notices still come: they are about your money.',
  undo: 'Undo: keep getting updates',
  unsubscribeAgain: 'Unsubscribe again',
  seeCampaign: 'See the campaign',
});

/**
 * /unsubscribe/:token, the link of every update e-mail (issue 14): opening it stops that
 * campaign's updates to that address (no sign-in), says so, and offers to undo. The page asks the
 * API itself, so a mail scanner that only fetches the link changes nothing.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const t = useT(messages);
  const m = useSetUnsubscribed(token);
  useTitle(t.title);
  const { mutate } = m;
  useEffect(() => {
    mutate(true);
  }, [mutate]);

  const res = m.data;
  if (!res) return <PageSpinner />;
  if (res.status.code !== Code.OK) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{t.broken}</h1>
        <p className="mt-2 text-slate-700">{res.status.code === Code.NOT_FOUND ? t.notFound : res.status.desc}</p>
        <Link to="/" className={buttonClass('primary', 'mt-6')}>
          {t.goHome}
        </Link>
      </div>
    );
  }
  const { campaign, unsubscribed } = res.entity;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8" role="status">
        <h1 className="text-2xl font-extrabold text-slate-900">{unsubscribed ? t.unsubscribed : t.subscribed}</h1>
        <p className="mt-3 text-slate-700">
          <Rich text={unsubscribed ? t.noMore : t.again} parts={{ campaign: campaign.title }} />
        </p>
        <p className="mt-2 text-sm text-slate-600">{t.stillSent}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button variant="secondary" loading={m.isPending} onClick={() => mutate(!unsubscribed)}>
            {unsubscribed ? t.undo : t.unsubscribeAgain}
          </Button>
          <Link to={`/campaign/${campaign.campaign_id}`} className={buttonClass('ghost')}>
            {t.seeCampaign}
          </Link>
        </div>
      </div>
    </div>
  );
}
