import { useSearchParams } from 'react-router';
import type { AdminOverview } from '@ireti/shared/trust/types';
import { useTitle } from '../../components/ui/page.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useOverview } from './api/get-overview.ts';
import { CampaignsTab } from './components/campaigns-tab.tsx';
import { VolunteersTab } from './components/volunteers-tab.tsx';
import { IdentityTab } from './components/identity-tab.tsx';
import { ReportsTab } from './components/reports-tab.tsx';
import { DonationsTab, PayoutsTab, RefundsTab } from './components/money-tabs.tsx';
import { AuditTab } from './components/audit-tab.tsx';
import { CommentsTab } from './components/comments-tab.tsx';

const tabs = [
  { id: 'campaigns', label: 'Campaigns', count: 'campaigns_awaiting', Panel: CampaignsTab },
  { id: 'volunteers', label: 'Volunteers', count: 'volunteer_applications', Panel: VolunteersTab },
  { id: 'verifications', label: 'Verifications', count: 'identity_submissions', Panel: IdentityTab },
  { id: 'reports', label: 'Reports', count: 'open_reports', Panel: ReportsTab },
  { id: 'comments', label: 'Comments', Panel: CommentsTab },
  { id: 'donations', label: 'Donations', Panel: DonationsTab },
  { id: 'refunds', label: 'Refunds', Panel: RefundsTab },
  { id: 'payouts', label: 'Payouts', Panel: PayoutsTab },
  { id: 'audit', label: 'Audit log', Panel: AuditTab },
] as const satisfies readonly { id: string; label: string; count?: keyof AdminOverview; Panel: () => unknown }[];
type TabId = (typeof tabs)[number]['id'];

/** /admin: the review queues, the money lists and the audit log, one tab each (role admin). */
export default function AdminPage() {
  useTitle('Admin');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const overview = useOverview();
  const current = (tabs.find((t) => t.id === params.get('tab'))?.id ?? 'campaigns') as TabId;
  const select = (id: TabId) => setParams({ tab: id }, { replace: true });
  // "Campaigns 3 waiting": the badge shows the count, a screen reader hears what it counts.
  const labelled = tabs.map((t) => {
    const n = 'count' in t && overview.data ? overview.data[t.count] : 0;
    const badge = t.id === current ? 'bg-brand-100 text-brand-800' : 'bg-sun-400 text-slate-900';
    return {
      key: t.id,
      label:
        n > 0 ? (
          <>
            {t.label}{' '}
            <span className={`rounded-full px-2 py-0.5 text-xs ${badge}`}>
              {n}
              <span className="sr-only"> waiting</span>
            </span>
          </>
        ) : (
          t.label
        ),
    };
  });

  const Panel = tabs.find((t) => t.id === current)!.Panel;
  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 pt-8">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Admin console</h1>
          <p className="mt-1 text-sm text-brand-100">Signed in as {user?.email}. Every action here is recorded in the audit log.</p>
          {overview.data && overview.data.suspended_campaigns > 0 && (
            <p className="mt-1 text-sm text-sun-400">{overview.data.suspended_campaigns} campaign(s) suspended.</p>
          )}
          <div className="mt-6">
            <Tabs id="tab" layout="console" tabs={labelled} value={current} onChange={select} label="Admin sections" />
          </div>
        </div>
      </div>
      <TabPanel id="tab" tab={current} className="mx-auto max-w-6xl px-4 py-6">
        <Panel key={current} />
      </TabPanel>
    </>
  );
}
