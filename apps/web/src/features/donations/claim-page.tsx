import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { OwnerPageError, Page, useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { formatNaira } from '../../lib/format.ts';
import { commissionKobo, koboToNaira, nairaToKobo } from '@ireti/shared/money';
import { TextField } from '../../components/ui/field.tsx';
import { useClaimFunds } from './api/claim-funds.ts';
import { useClaim } from '../../lib/donations/get-claim.ts';
import { BankAccountForm } from './components/bank-account-form.tsx';
import { PayoutStatus } from './components/payout-status.tsx';
import { Rich } from '../../lib/i18n/rich.tsx';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('owner/claim-page', {
  done: '(done)',
  todo: '(to do)',
  title: 'Claim your funds',
  received: 'Your claim has been received',
  forCampaign: 'For {campaign}',
  amounts: 'Amounts',
  raised: 'Raised',
  ofGoal: params('of {goal} goal'),
  commission: params('Commission ({percent}% of the goal)'),
  commissionWhen: 'Taken once, when you claim',
  receive: 'You receive',
  toBank: 'Sent to your bank account',
  payout: 'Payout',
  next: 'Next: thank your donors',
  nextText: 'Close the campaign with a thank-you message and two pictures. It then joins the success stories.',
  close: 'Close the campaign',
  before: 'Before you claim',
  goalStep: 'The campaign reached its goal',
  goalDone: 'Donations are closed and the money is held for you.',
  goalSoFar: params('It has raised {raised} of {goal} so far.'),
  identityStep: 'Your identity is approved',
  identityDone: 'Thank you for verifying who you are.',
  identityReview: 'Our team is reviewing the identity information you sent. We will e-mail you when it is approved.',
  identityNeeded: 'We pay out only to people we have verified. {verify}',
  verify: 'Verify your identity',
  bankStep: 'Your bank account',
  change: 'Change',
  claimStep: 'Claim',
  willBeSent: params('{amount} will be sent to {bank} ····{last4}. You can claim once.'),
  claimButton: params('Claim {amount}'),
  beneficiaryStep: 'Who receives the money',
  beneficiaryTo: params('Paid to {name}, {bank} ····{last4}, not to your own account.'),
  beneficiaryWaiting: 'The campaign’s volunteer has not confirmed this account yet.',
  confirmTitle: 'Claim the funds now?',
  confirmSend: params('Send {amount}'),
  confirmText: '{amount} will be sent to {account} ({name}). This cannot be undone.',
  confirmMaths: params(
    'That is the {raised} raised less our {percent}% commission on the goal ({commission}). You can claim only once: check that the account is right.',
  ),
  // keep what you raise (issue 25): claimed in stages
  stagedIntro: 'This campaign keeps what it raises: you may claim what has come in so far, in stages, while it is live and after.',
  stagedCommission: params('Commission ({percent}% of each claim)'),
  stagedCommissionWhen: 'Taken on what each stage claims',
  claimableStep: 'Money to claim',
  claimableNow: params('{amount} raised is not claimed yet.'),
  claimableNone: 'Nothing to claim right now. You can claim again when more comes in.',
  stageAmount: 'Amount to claim now (₦)',
  stageAmountHint: params('Up to {amount}. Leave it empty to claim all of it.'),
  stageWillBeSent: params('{amount} will be sent to {bank} ····{last4}, after our {percent}% commission ({commission}).'),
  stageConfirmMaths: params('That is {claimed} claimed less our {percent}% commission on it ({commission}).'),
  stages: 'Stages claimed',
  stageN: params('Stage {n}'),
});

/**
 * /claim/:campaignId — the owner of a campaign whose confirmed donations reached its goal
 * claims the money: identity approved, a Nigerian bank account (its name from the bank), then
 * one claim. Shows raised, the 5% commission on the goal and the payout, then the payout's
 * status until it is paid.
 */
function Step({ n, done, title, children }: { n: number; done: boolean; title: string; children?: ReactNode }) {
  const t = useT(messages);
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-700'}`}
      >
        {done ? '✓' : n}
      </span>
      <div className="min-w-0 flex-1 pb-6">
        <h3 className="font-semibold text-slate-900">
          {title}
          <span className="sr-only"> {done ? t.done : t.todo}</span>
        </h3>
        <div className="mt-1 text-sm text-slate-700">{children}</div>
      </div>
    </li>
  );
}

export default function ClaimPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { campaignId = '' } = useParams();
  const q = useClaim(campaignId);
  const claim = useClaimFunds(campaignId);
  const [editingBank, setEditingBank] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stageAmount, setStageAmount] = useState('');
  useTitle(t.title);

  if (q.isPending) return <PageSpinner />;
  if (q.isError) return <OwnerPageError title={t.title} error={q.error} />;

  const s = q.data;
  const staged = s.funding_mode === 'keep_what_you_raise';
  const live = !staged && s.payout && s.payout.status !== 'failed';
  // A stage's figures for the amount typed (whole naira), or all that is claimable.
  const typed = Number(stageAmount.replace(/[\s,]/g, ''));
  const stageClaim = staged && stageAmount.trim() && Number.isInteger(typed) && typed > 0 ? typed : s.claimable;
  const stageCommission = koboToNaira(commissionKobo(nairaToKobo(Math.round(stageClaim))));
  const sendNow = staged ? Math.max(0, stageClaim - stageCommission) : s.payout_amount;
  const identityOk = s.identity_status === 'approved';
  const submit = async () => {
    setError(null);
    try {
      await claim.mutateAsync(staged && stageAmount.trim() ? Number(stageAmount.replace(/[\s,]/g, '')) : undefined);
      setStageAmount('');
      toast(t.received);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setAsking(false);
    }
  };
  const ben = s.beneficiary;
  const dest = ben ?? s.bank_account;
  const account = dest && `${dest.bank_name} ••••${dest.account_last4}`;

  return (
    <Page
      title={t.title}
      intro={
        <Rich
          text={t.forCampaign}
          parts={{
            campaign: (
              <Link to={`/campaign/${s.campaign.campaign_id}`} className="font-semibold text-brand-800 underline">
                {s.campaign.title}
              </Link>
            ),
          }}
        />
      }
    >
      <section aria-label={t.amounts} className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">{t.raised}</p>
          <p className="text-2xl font-extrabold text-slate-900">{formatNaira(s.raised)}</p>
          <p className="text-xs text-slate-500">{t.ofGoal({ goal: formatNaira(s.campaign.goal) })}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">
            {staged ? t.stagedCommission({ percent: s.commission_percent }) : t.commission({ percent: s.commission_percent })}
          </p>
          <p className="text-2xl font-extrabold text-slate-900">−{formatNaira(staged ? stageCommission : s.commission)}</p>
          <p className="text-xs text-slate-500">{staged ? t.stagedCommissionWhen : t.commissionWhen}</p>
        </div>
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="text-sm text-brand-900">{t.receive}</p>
          <p className="text-2xl font-extrabold text-brand-900">
            {formatNaira(staged ? sendNow : s.payout && s.payout.status !== 'failed' ? s.payout.amount : s.payout_amount)}
          </p>
          <p className="text-xs text-brand-800">{t.toBank}</p>
        </div>
      </section>

      {staged && <p className="mt-4 max-w-2xl text-sm text-slate-700">{t.stagedIntro}</p>}

      {staged && s.payouts.length > 0 && (
        <section aria-labelledby="claim-stages" className="mt-6">
          <h2 id="claim-stages" className="mb-3 text-xl font-bold text-slate-900">
            {t.stages}
          </h2>
          <ol className="space-y-3">
            {s.payouts.map((p, i) => (
              <li key={p.id}>
                <p className="mb-1 text-sm font-semibold text-slate-700">{t.stageN({ n: i + 1 })}</p>
                <PayoutStatus payout={p} />
              </li>
            ))}
          </ol>
        </section>
      )}

      {!staged && s.payout && (
        <section aria-label={t.payout} className="mt-6">
          <PayoutStatus payout={s.payout} />
          {s.payout.status === 'paid' && s.campaign.status === 3 && (
            <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5">
              <p className="font-semibold text-slate-900">{t.next}</p>
              <p className="mt-1 text-sm text-slate-700">{t.nextText}</p>
              <Link to="/close_campaign" state={{ campaign_id: s.campaign.campaign_id }} className={buttonClass('primary', 'mt-3')}>
                {t.close}
              </Link>
            </div>
          )}
        </section>
      )}

      {!live && (
        <section aria-labelledby="claim-steps" className="mt-8 max-w-2xl">
          <h2 id="claim-steps" className="mb-4 text-xl font-bold text-slate-900">
            {t.before}
          </h2>
          <ol>
            {staged ? (
              <Step n={1} done={s.claimable > 0} title={t.claimableStep}>
                {s.claimable > 0 ? t.claimableNow({ amount: formatNaira(s.claimable) }) : t.claimableNone}
              </Step>
            ) : (
              <Step n={1} done={s.goal_reached} title={t.goalStep}>
                {s.goal_reached ? t.goalDone : t.goalSoFar({ raised: formatNaira(s.raised), goal: formatNaira(s.campaign.goal) })}
              </Step>
            )}
            <Step n={2} done={identityOk} title={t.identityStep}>
              {identityOk ? (
                t.identityDone
              ) : s.identity_status === 'submitted' ? (
                t.identityReview
              ) : (
                <Rich
                  text={t.identityNeeded}
                  parts={{
                    verify: (
                      <Link to="/verify" className="font-semibold text-brand-800 underline">
                        {t.verify}
                      </Link>
                    ),
                  }}
                />
              )}
            </Step>
            <Step n={3} done={ben ? ben.confirmed : !!s.bank_account && !editingBank} title={ben ? t.beneficiaryStep : t.bankStep}>
              {ben ? (
                <p>
                  {t.beneficiaryTo({ name: ben.name, bank: ben.bank_name, last4: ben.account_last4 })}
                  {!ben.confirmed && <span className="block">{t.beneficiaryWaiting}</span>}
                </p>
              ) : s.bank_account && !editingBank ? (
                <div className="flex flex-wrap items-center gap-3">
                  <p>
                    <span className="font-semibold text-slate-900">{s.bank_account.account_name}</span>
                    <span className="block">
                      {s.bank_account.bank_name} ····{s.bank_account.account_last4}
                    </span>
                  </p>
                  <Button type="button" variant="ghost" onClick={() => setEditingBank(true)}>
                    {t.change}
                  </Button>
                </div>
              ) : (
                <div className="mt-2">
                  <BankAccountForm
                    onSaved={() => setEditingBank(false)}
                    onCancel={s.bank_account ? () => setEditingBank(false) : undefined}
                  />
                </div>
              )}
            </Step>
            <Step n={4} done={false} title={t.claimStep}>
              {s.can_claim ? (
                <div className="mt-2">
                  <FormError message={error} />
                  {staged && (
                    <TextField
                      label={t.stageAmount}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={String(s.claimable)}
                      hint={t.stageAmountHint({ amount: formatNaira(s.claimable) })}
                      value={stageAmount}
                      onChange={(e) => setStageAmount((e.target as HTMLInputElement).value)}
                    />
                  )}
                  <p className="mb-3">
                    {staged
                      ? t.stageWillBeSent({
                          amount: formatNaira(sendNow),
                          bank: dest?.bank_name ?? '',
                          last4: dest?.account_last4 ?? '',
                          percent: s.commission_percent,
                          commission: formatNaira(stageCommission),
                        })
                      : t.willBeSent({
                          amount: formatNaira(s.payout_amount),
                          bank: dest?.bank_name ?? '',
                          last4: dest?.account_last4 ?? '',
                        })}
                  </p>
                  <Button type="button" variant="sun" loading={claim.isPending} onClick={() => setAsking(true)}>
                    {t.claimButton({ amount: formatNaira(sendNow) })}
                  </Button>
                  <ConfirmDialog
                    open={asking}
                    title={t.confirmTitle}
                    confirm={t.confirmSend({ amount: formatNaira(sendNow) })}
                    tone="primary"
                    busy={claim.isPending}
                    onConfirm={() => void submit()}
                    onClose={() => setAsking(false)}
                  >
                    <p>
                      <Rich
                        text={t.confirmText}
                        parts={{
                          amount: <strong>{formatNaira(sendNow)}</strong>,
                          account: account || '',
                          name: dest?.account_name ?? '',
                        }}
                      />
                    </p>
                    <p>
                      {staged
                        ? t.stageConfirmMaths({
                            claimed: formatNaira(stageClaim),
                            percent: s.commission_percent,
                            commission: formatNaira(stageCommission),
                          })
                        : t.confirmMaths({
                            raised: formatNaira(s.raised),
                            percent: s.commission_percent,
                            commission: formatNaira(s.commission),
                          })}
                    </p>
                  </ConfirmDialog>
                </div>
              ) : (
                <ul className="mt-1 list-disc pl-5">
                  {s.blockers.map((b) => (
                    <li key={b}>{tr(b)}</li>
                  ))}
                </ul>
              )}
            </Step>
          </ol>
        </section>
      )}
    </Page>
  );
}
