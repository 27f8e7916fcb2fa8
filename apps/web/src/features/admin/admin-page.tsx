import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOverview } from '@ireti/shared/trust/types';
import { useTitle } from '../../components/ui/page.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useOverview } from './api/get-overview.ts';
import { CampaignsTab } from './components/campaigns-tab.tsx';
import { VolunteersTab } from './components/volunteers-tab.tsx';
import { IdentityTab } from './components/identity-tab.tsx';
import { ReportsTab } from './components/reports-tab.tsx';
import { DonationsTab, PayoutsTab, RefundsTab } from './components/money-tabs.tsx';
import { AuditTab } from './components/audit-tab.tsx';

const tabs = [
  { id: 'campaigns', label: 'Campaigns', count: 'campaigns_awaiting', Panel: CampaignsTab },
  { id: 'volunteers', label: 'Volunteers', count: 'volunteer_applications', Panel: VolunteersTab },
  { id: 'verifications', label: 'Verifications', count: 'identity_submissions', Panel: IdentityTab },
  { id: 'reports', label: 'Reports', count: 'open_reports', Panel: ReportsTab },
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
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = (tabs.find((t) => t.id === params.get('tab'))?.id ?? 'campaigns') as TabId;
  const index = tabs.findIndex((t) => t.id === current);
  const select = (id: TabId) => setParams({ tab: id }, { replace: true });

  // The ARIA tabs pattern: arrows move between tabs, Home/End to the ends.
  const onKey = (e: KeyboardEvent) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const i = (next + tabs.length) % tabs.length;
    select(tabs[i]!.id);
    refs.current[i]?.focus();
  };

  const Panel = tabs[index]!.Panel;
  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 pt-8">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Admin console</h1>
          <p className="mt-1 text-sm text-brand-100">Signed in as {user?.email}. Every action here is recorded in the audit log.</p>
          {overview.data && overview.data.suspended_campaigns > 0 && (
            <p className="mt-1 text-sm text-sun-400">{overview.data.suspended_campaigns} campaign(s) suspended.</p>
          )}
          <div
            role="tablist"
            aria-label="Admin sections"
            onKeyDown={onKey}
            className="-mx-4 mt-6 flex gap-1 overflow-x-auto px-4 [scrollbar-width:none]"
          >
            {tabs.map((t, i) => {
              const n = 'count' in t && overview.data ? overview.data[t.count] : 0;
              const active = t.id === current;
              return (
                <button
                  key={t.id}
                  ref={(el) => {
                    refs.current[i] = el;
                  }}
                  id={`tab-${t.id}`}
                  role="tab"
                  type="button"
                  aria-selected={active}
                  aria-controls={`panel-${t.id}`}
                  tabIndex={active ? 0 : -1}
                  onClick={() => select(t.id)}
                  className={`flex min-h-11 shrink-0 items-center gap-2 rounded-t-lg px-4 text-sm font-semibold whitespace-nowrap ${active ? 'bg-white text-brand-900' : 'text-brand-50 hover:bg-white/10'}`}
                >
                  {t.label}
                  {n > 0 && (
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-brand-100 text-brand-800' : 'bg-sun-400 text-slate-900'}`}
                      aria-label={`${n} waiting`}
                    >
                      {n}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </div>
      </div>
      <div id={`panel-${current}`} role="tabpanel" aria-labelledby={`tab-${current}`} className="mx-auto max-w-6xl px-4 py-6">
        <Panel key={current} />
      </div>
    </>
  );
}
