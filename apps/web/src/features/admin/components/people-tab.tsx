import { useState } from 'react';
import type { Envelope } from '@ireti/shared/status';
import { Button } from '../../../components/ui/button.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCloseForPerson, useExportForPerson, usePerson, useResetSecondFactor } from '../api/people.ts';
import { TextFilter } from './filter.tsx';
import { Chip, Item, smallButton } from './item.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

export const messages = i18n('admin/people-tab', {
  intro:
    'Act on a written request: a person who cannot use Settings asks for their data, for their account to be closed, or for their lost second factor to be reset. Check who is asking first. Each action is recorded in the audit log with the request.',
  findLabel: 'E-mail address of the account',
  findPlaceholder: 'e.g. ada@example.ng',
  administrator: 'Administrator',
  volunteer: 'Volunteer',
  closed: 'Closed',
  factors: params('Second factors: {list}'),
  noFactors: 'No second factor',
  app: 'authenticator app',
  passkey: 'passkey',
  exportData: 'Send their data',
  exportTitle: 'Send this person their data',
  exportIntro:
    'An archive of everything Ireti holds about them is built and a single-use download link is e-mailed to the account’s own address.',
  closeAccount: 'Close the account',
  closeTitle: 'Close this account',
  closeIntro:
    'Their name, contact details and documents are erased and their sessions end; their gifts stay in the financial records as Anonymous. This cannot be undone.',
  resetFactor: 'Reset the second factor',
  resetTitle: 'Reset this person’s second factor',
  resetIntro:
    'Only after checking who is asking (a video call against the identity on file). Their factors and recovery codes are removed and their sessions end; they sign in with their password and add new ones.',
  requestLabel: 'The written request (date, how it came, what it asks)',
  resetLabel: 'How you checked who is asking',
});

type Dialog = 'export' | 'close' | 'reset' | null;
type OnRequest = (i: { userId: number; reason: string }) => Promise<Envelope<unknown>>;

/** The People tab: find an account by e-mail and act on a written request (issue 28). */
export function PeopleTab() {
  const t = useT(messages);
  const [email, setEmail] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const q = usePerson(email);
  const exportData = useExportForPerson();
  const close = useCloseForPerson();
  const reset = useResetSecondFactor();
  const p = q.data;
  const factorName = (k: 'totp' | 'passkey') => (k === 'totp' ? t.app : t.passkey);
  const forms: Record<Exclude<Dialog, null>, { title: string; intro: string; label: string; submit: string; action: OnRequest }> = {
    export: { title: t.exportTitle, intro: t.exportIntro, label: t.requestLabel, submit: t.exportData, action: exportData.mutateAsync },
    close: { title: t.closeTitle, intro: t.closeIntro, label: t.requestLabel, submit: t.closeAccount, action: close.mutateAsync },
    reset: { title: t.resetTitle, intro: t.resetIntro, label: t.resetLabel, submit: t.resetFactor, action: reset.mutateAsync },
  };
  const form = dialog ? forms[dialog] : null;
  return (
    <>
      <p className="mb-4 max-w-prose text-sm text-slate-700">{t.intro}</p>
      <TextFilter label={t.findLabel} placeholder={t.findPlaceholder} maxLength={254} onApply={setEmail} />
      {q.error && (
        <p role="alert" className="text-sm text-red-700">
          {q.error instanceof ApiError ? q.error.message : String(q.error)}
        </p>
      )}
      {p && (
        <ul>
          <Item
            actions={
              p.closed ? null : (
                <>
                  <Button className={smallButton} variant="secondary" onClick={() => setDialog('export')}>
                    {t.exportData}
                  </Button>
                  {p.second_factors.length > 0 && (
                    <Button className={smallButton} variant="secondary" onClick={() => setDialog('reset')}>
                      {t.resetFactor}
                    </Button>
                  )}
                  <Button className={smallButton} variant="danger" onClick={() => setDialog('close')}>
                    {t.closeAccount}
                  </Button>
                </>
              )
            }
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-slate-900">{p.name}</p>
                <p className="break-all text-slate-600">{p.email}</p>
                <p className="mt-1 text-slate-600">
                  {p.second_factors.length ? t.factors({ list: p.second_factors.map(factorName).join(', ') }) : t.noFactors}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                {p.role === 'admin' && <Chip>{t.administrator}</Chip>}
                {p.volunteer && <Chip>{t.volunteer}</Chip>}
                {p.closed && <Chip>{t.closed}</Chip>}
              </div>
            </div>
          </Item>
        </ul>
      )}
      {p && form && (
        <ReasonDialog
          open={dialog !== null}
          onClose={() => setDialog(null)}
          title={form.title}
          intro={form.intro}
          label={form.label}
          submitLabel={form.submit}
          danger={dialog !== 'export'}
          max={dialog === 'reset' ? 300 : 1000}
          onSubmit={(reason) => form.action({ userId: p._id, reason })}
        />
      )}
    </>
  );
}
