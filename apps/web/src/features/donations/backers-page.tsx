import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Backer, CampaignBackers } from '@ireti/shared/donations/types';
import { Button } from '../../components/ui/button.tsx';
import { OwnerPageError, Page } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { formatDate, formatNaira } from '../../lib/format.ts';
import { downloadBackersCsv, useBackers, useSetBackerStatus } from './api/backers.ts';

/**
 * /backers/:campaignId — the campaign owner's rewards to deliver (issue 15): for each reward, who
 * backed it, what they gave, where to send it and whether it was sent; a CSV of the whole list for
 * a spreadsheet or a courier. Marking a reward sent e-mails its donor.
 */
export default function BackersPage() {
  const { campaignId = '' } = useParams();
  const q = useBackers(campaignId);
  const [downloading, setDownloading] = useState(false);

  if (q.isPending) return <PageSpinner />;
  if (q.isError) return <OwnerPageError title="Rewards to send" error={q.error} />;

  const b = q.data;
  const toSend = b.rewards.reduce((n, r) => n + r.to_send, 0);
  const sent = b.rewards.reduce((n, r) => n + r.sent, 0);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBackersCsv(campaignId);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page
      title="Rewards to send"
      intro={
        <>
          The backers of{' '}
          <Link to={`/campaign/${b.campaign.campaign_id}`} className="font-semibold text-brand-800 underline">
            {b.campaign.title}
          </Link>{' '}
          and where to send what they earned. Mark each reward sent when it goes: the donor gets an e-mail.
        </>
      }
    >
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <p className="rounded-full bg-sun-400/30 px-3 py-1 text-sm font-semibold text-slate-900">
          {toSend.toLocaleString('en-NG')} to send
        </p>
        <p className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{sent.toLocaleString('en-NG')} sent</p>
        <Button type="button" variant="secondary" loading={downloading} onClick={() => void download()} className="sm:ml-auto">
          Download CSV
        </Button>
      </div>
      {b.missed > 0 && (
        <p className="mb-6 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {b.missed === 1 ? '1 donor' : `${b.missed.toLocaleString('en-NG')} donors`} chose a reward that had run out by the time their
          payment arrived. They were told; there is nothing to send them.
        </p>
      )}
      {b.rewards.length === 0 ? (
        <p className="text-slate-600">There are no rewards</p>
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
  const headingId = `reward-${r._id}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {r.reward}
        </h2>
        <p className="text-sm text-slate-600">
          {formatNaira(r.donation)} or more · {r.rewardType}
          {r.quantity !== null && ` · ${(r.to_send + r.sent).toLocaleString('en-NG')} of ${r.quantity.toLocaleString('en-NG')} given`}
        </p>
      </div>
      {r.backers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No backers yet.</p>
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
  const set = useSetBackerStatus(campaignId);
  const change = async (status: 'sent' | 'to_send') => {
    try {
      await set.mutateAsync({ donationId: x.donation_id, status });
      toast(status === 'sent' ? 'Marked as sent' : 'Marked as to send');
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
          {x.status === 'sent' ? 'Sent' : 'To send'}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Gave {formatNaira(x.amount)} on {formatDate(x.paid)} <span className="text-xs text-slate-500">· {x.reference}</span>
      </p>
      {x.delivery && (
        <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Deliver to</p>
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
            <p className="text-sm text-slate-700">Sent {x.sent_at ? formatDate(x.sent_at) : ''}</p>
            <Button
              type="button"
              variant="ghost"
              loading={set.isPending}
              aria-label={`Undo: ${x.name}'s reward is not sent yet`}
              onClick={() => void change('to_send')}
            >
              Undo
            </Button>
          </div>
        ) : (
          <Button
            type="button"
            loading={set.isPending}
            aria-label={`Mark as sent for ${x.name}`}
            onClick={() => void change('sent')}
            className="w-full sm:w-auto"
          >
            Mark as sent
          </Button>
        )}
      </div>
    </li>
  );
}
