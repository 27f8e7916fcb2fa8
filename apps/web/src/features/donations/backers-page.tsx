import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Backer, CampaignBackers } from '@ireti/shared/donations/types';
import { Button } from '../../components/ui/button.tsx';
import { OwnerPageError, Page } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { formatDate, formatNaira } from '../../lib/format.ts';
import { downloadBackersCsv, useBackers, useSetBackerStatus } from './api/backers.ts';
import { Msg } from '@ireti/shared/messages';
import { Rich } from '../../lib/i18n/rich.tsx';
import { count, i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('owner/backers-page', {
  title: 'Rewards to send',
  intro: 'The backers of {campaign} and where to send what they earned. Mark each reward sent when it goes: the donor gets an e-mail.',
  toSend: params('{n} to send'),
  sent: params('{n} sent'),
  download: 'Download CSV',
  downloadFailed: 'The backers list could not be downloaded',
  missed: params(
    count({
      one: '{n} donor chose a reward that had run out by the time their payment arrived. They were told; there is nothing to send them.',
      other: '{n} donors chose a reward that had run out by the time their payment arrived. They were told; there is nothing to send them.',
    }),
  ),
  orMore: params('{amount} or more'),
  material: 'Material',
  nonMaterial: 'Non-material',
  given: params('{given} of {quantity} given'),
  noBackers: 'No backers yet.',
  markedSent: 'Marked as sent',
  markedToSend: 'Marked as to send',
  statusSent: 'Sent',
  statusToSend: 'To send',
  gave: params('Gave {amount} on {date}'),
  deliverTo: 'Deliver to',
  sentOn: params('Sent {date}'),
  undoLabel: params("Undo: {name}'s reward is not sent yet"),
  undo: 'Undo',
  markLabel: params('Mark as sent for {name}'),
  mark: 'Mark as sent',
});

/**
 * /backers/:campaignId — the campaign owner's rewards to deliver (issue 15): for each reward, who
 * backed it, what they gave, where to send it and whether it was sent; a CSV of the whole list for
 * a spreadsheet or a courier. Marking a reward sent e-mails its donor.
 */
export default function BackersPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { campaignId = '' } = useParams();
  const q = useBackers(campaignId);
  const [downloading, setDownloading] = useState(false);

  if (q.isPending) return <PageSpinner />;
  if (q.isError) return <OwnerPageError title={t.title} error={q.error} />;

  const b = q.data;
  const toSend = b.rewards.reduce((n, r) => n + r.to_send, 0);
  const sent = b.rewards.reduce((n, r) => n + r.sent, 0);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBackersCsv(campaignId, t.downloadFailed);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page
      title={t.title}
      intro={
        <Rich
          text={t.intro}
          parts={{
            campaign: (
              <Link to={`/campaign/${b.campaign.campaign_id}`} className="font-semibold text-brand-800 underline">
                {b.campaign.title}
              </Link>
            ),
          }}
        />
      }
    >
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <p className="rounded-full bg-sun-400/30 px-3 py-1 text-sm font-semibold text-slate-900">
          {t.toSend({ n: toSend.toLocaleString('en-NG') })}
        </p>
        <p className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
          {t.sent({ n: sent.toLocaleString('en-NG') })}
        </p>
        <Button type="button" variant="secondary" loading={downloading} onClick={() => void download()} className="sm:ml-auto">
          {t.download}
        </Button>
      </div>
      {b.missed > 0 && (
        <p className="mb-6 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {t.missed({ n: b.missed.toLocaleString('en-NG') })(b.missed)}
        </p>
      )}
      {b.rewards.length === 0 ? (
        <p className="text-slate-600">{tr(Msg.noRewards)}</p>
      ) : (
        <div className="space-y-8">
          {b.rewards.map((r) => (
            <RewardBackers key={r._id} campaignId={campaignId} reward={r} />
          ))}
        </div>
      )}
    </Page>
  );
}

function RewardBackers({ campaignId, reward: r }: { campaignId: string; reward: CampaignBackers['rewards'][number] }) {
  const t = useT(messages);
  const headingId = `reward-${r._id}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {r.reward}
        </h2>
        <p className="text-sm text-slate-600">
          {t.orMore({ amount: formatNaira(r.donation) })} ·{' '}
          {r.rewardType === 'Material' ? t.material : r.rewardType === 'Non-material' ? t.nonMaterial : r.rewardType}
          {r.quantity !== null &&
            ` · ${t.given({ given: (r.to_send + r.sent).toLocaleString('en-NG'), quantity: r.quantity.toLocaleString('en-NG') })}`}
        </p>
      </div>
      {r.backers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t.noBackers}</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {r.backers.map((x) => (
            <BackerCard key={x.donation_id} campaignId={campaignId} backer={x} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BackerCard({ campaignId, backer: x }: { campaignId: string; backer: Backer }) {
  const t = useT(messages);
  const set = useSetBackerStatus(campaignId);
  const change = async (status: 'sent' | 'to_send') => {
    try {
      await set.mutateAsync({ donationId: x.donation_id, status });
      toast(status === 'sent' ? t.markedSent : t.markedToSend);
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{x.name}</p>
          <p className="text-sm break-all text-slate-600">{x.email}</p>
        </div>
        <p
          className={`shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${x.status === 'sent' ? 'bg-brand-100 text-brand-800' : 'bg-sun-400 text-slate-900'}`}
        >
          {x.status === 'sent' ? t.statusSent : t.statusToSend}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t.gave({ amount: formatNaira(x.amount), date: formatDate(x.paid) })}{' '}
        <span className="text-xs text-slate-500">· {x.reference}</span>
      </p>
      {x.delivery && (
        <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.deliverTo}</p>
          <p className="font-medium">{x.delivery.name}</p>
          <p>
            <a href={`tel:${x.delivery.phone}`} className="text-brand-800 underline">
              {x.delivery.phone}
            </a>
          </p>
          <p className="whitespace-pre-line">{x.delivery.address}</p>
        </div>
      )}
      <div className="mt-3">
        {x.status === 'sent' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700">{t.sentOn({ date: x.sent_at ? formatDate(x.sent_at) : '' })}</p>
            <Button
              type="button"
              variant="ghost"
              loading={set.isPending}
              aria-label={t.undoLabel({ name: x.name })}
              onClick={() => void change('to_send')}
            >
              {t.undo}
            </Button>
          </div>
        ) : (
          <Button
            type="button"
            loading={set.isPending}
            aria-label={t.markLabel({ name: x.name })}
            onClick={() => void change('sent')}
            className="w-full sm:w-auto"
          >
            {t.mark}
          </Button>
        )}
      </div>
    </li>
  );
}
