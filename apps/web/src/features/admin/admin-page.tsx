import { useSearchParams } from 'react-router';
import type { AdminOverview } from '@ireti/shared/trust/types';
import { useTitle } from '../../components/ui/page.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useAuth } from '../../lib/auth.ts';
import { count, i18n, params, useT } from '../../lib/i18n/index.ts';
import { useOverview } from './api/get-overview.ts';
import { CampaignsTab } from './components/campaigns-tab.tsx';
import { VolunteersTab } from './components/volunteers-tab.tsx';
import { IdentityTab } from './components/identity-tab.tsx';
import { ReportsTab } from './components/reports-tab.tsx';
import { DonationsTab, PayoutsTab, RefundsTab } from './components/money-tabs.tsx';
import { AuditTab } from './components/audit-tab.tsx';
import { AccountsTab } from './components/accounts-tab.tsx';
import { MonthlyTab } from './components/monthly-tab.tsx';
import { CommentsTab } from './components/comments-tab.tsx';
import { PeopleTab } from './components/people-tab.tsx';

export const messages = i18n('admin/admin-page', {
  title: 'Admin',
  heading: 'Admin console',
  signedInAs: params('Signed in as {email}. Every action here is recorded in the audit log.'),
  suspended: count({ one: '{count} campaign(s) suspended.', other: '{count} campaign(s) suspended.' }),
  waiting: 'waiting',
  sections: 'Admin sections',
  campaigns: 'Campaigns',
  volunteers: 'Volunteers',
  verifications: 'Verifications',
  reports: 'Reports',
  comments: 'Comments',
  donations: 'Donations',
  refunds: 'Refunds',
  payouts: 'Payouts',
  monthly: 'Monthly giving',
  accounts: 'Account numbers',
  audit: 'Audit log',
  people: 'People',
});

type Label = Exclude<keyof ReturnType<typeof messages.get>, 'signedInAs' | 'suspended'>;

const tabs = [
  { id: 'campaigns', label: 'campaigns', count: 'campaigns_awaiting', Panel: CampaignsTab },
  { id: 'volunteers', label: 'volunteers', count: 'volunteer_applications', Panel: VolunteersTab },
  { id: 'verifications', label: 'verifications', count: 'identity_submissions', Panel: IdentityTab },
  { id: 'reports', label: 'reports', count: 'open_reports', Panel: ReportsTab },
  { id: 'comments', label: 'comments', Panel: CommentsTab },
  { id: 'donations', label: 'donations', Panel: DonationsTab },
  { id: 'refunds', label: 'refunds', Panel: RefundsTab },
  { id: 'payouts', label: 'payouts', Panel: PayoutsTab },
  { id: 'monthly', label: 'monthly', Panel: MonthlyTab },
  { id: 'people', label: 'people', Panel: PeopleTab },
  { id: 'accounts', label: 'accounts', Panel: AccountsTab },
  { id: 'audit', label: 'audit', Panel: AuditTab },
] as const satisfies readonly { id: string; label: Label; count?: keyof AdminOverview; Panel: () => unknown }[];
type TabId = (typeof tabs)[number]['id'];

/** /admin: the review queues, the money lists and the audit log, one tab each (role admin). */
export default function AdminPage() {
  const t = useT(messages);
  useTitle(t.title);
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const overview = useOverview();
  const current = (tabs.find((tab) => tab.id === search.get('tab'))?.id ?? 'campaigns') as TabId;
  const select = (id: TabId) => setSearch({ tab: id }, { replace: true });
  // "Campaigns 3 waiting": the badge shows the count, a screen reader hears what it counts.
  const labelled = tabs.map((tab) => {
    const n = 'count' in tab && overview.data ? overview.data[tab.count] : 0;
    const badge = tab.id === current ? 'bg-brand-100 text-brand-800' : 'bg-sun-400 text-slate-900';
    const name = t[tab.label as Label];
    return {
      key: tab.id,
      label:
        n > 0 ? (
          <>
            {name}{' '}
            <span className={`rounded-full px-2 py-0.5 text-xs ${badge}`}>
              {n}
              <span className="sr-only"> {t.waiting}</span>
            </span>
          </>
        ) : (
          name
        ),
    };
  });

  const Panel = tabs.find((tab) => tab.id === current)!.Panel;
  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 pt-8">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t.heading}</h1>
          <p className="mt-1 text-sm text-brand-100">{t.signedInAs({ email: user?.email ?? '' })}</p>
          {overview.data && overview.data.suspended_campaigns > 0 && (
            <p className="mt-1 text-sm text-sun-400">{t.suspended(overview.data.suspended_campaigns)}</p>
          )}
          <div className="mt-6">
            <Tabs id="tab" layout="console" tabs={labelled} value={current} onChange={select} label={t.sections} />
          </div>
        </div>
      </div>
      <TabPanel id="tab" tab={current} className="mx-auto max-w-6xl px-4 py-6">
        <Panel key={current} />
      </TabPanel>
    </>
  );
}
