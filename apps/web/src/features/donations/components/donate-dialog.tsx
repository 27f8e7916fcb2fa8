import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import type { DonateInput } from '@ireti/shared/donations/schemas';
import type { DonateResult, VerifyResult } from '@ireti/shared/donations/types';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { EmailText } from '../../../components/ui/email-text.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatNaira } from '../../../lib/format.ts';
import { donationKeys } from '../../../lib/donations/keys.ts';
import { verifyDonation } from '../../../lib/donations/verify-donation.ts';
import { payWithPaystack } from '../../../lib/donations/paystack.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { percentShown } from '../../../lib/percent.ts';
import { DonateForm } from './donate-form.tsx';
import { useMonthlyOffer } from '../../../lib/donations/monthly.ts';
import type { MonthlyStart } from '@ireti/shared/donations/monthly';
import { SandboxCheckout } from './sandbox-checkout.tsx';
import { ShareLinks } from './share-links.tsx';

/**
 * The donate modal and the donation flow of spec §4: the form, the provider's checkout (the
 * sandbox card form in the embedded default, Paystack Inline with a real key), the verify call,
 * then a thank-you that invites sharing. Loaded only when the donate button is pressed.
 */
export const messages = i18n('donate/donate-dialog', {
  makeDonation: 'Make a donation',
  payment: 'Payment',
  thankYou: 'Thank you!',
  givingTo: 'You are giving to {title}.',
  confirming: 'Confirming your payment',
  confirmingNow: 'Confirming your payment…',
  pendingTitle: 'We are confirming your payment',
  checkAgain: 'Check again',
  close: 'Close',
  closedTitle: 'Donations have closed',
  failedTitle: 'Payment not completed',
  tryAgain: 'Try again',
  soldOut: '{reward} ran out before your payment arrived, so this donation comes without it. Your donation counts in full.',
  yourReward: 'Your reward: {reward}. The campaigner will send it, and we will e-mail you when it is sent.',
  yourRewardMaterial: 'Your reward: {reward}. The campaigner will send it to the address you gave, and we will e-mail you when it is sent.',
  thanksName: params('Thank you, {name}!'),
  thanksGiving: 'Thank you for giving!',
  received: 'Your donation of {amount} to {title} has been received.',
  receipt: 'We e-mailed your receipt to {email}.',
  reference: params('Reference {ref}'),
  now: params('Now {raised} raised of {goal} ({percent}%)'),
  shareAsk: 'A share brings more help than you think:',
  done: 'Done',
  monthlyThanks: 'It will be taken again on day {day} of each month. Every receipt has a link to pause, change or cancel it.',
});

type Step =
  | { kind: 'form' }
  | { kind: 'checkout'; donation: DonateResult }
  | { kind: 'verifying'; donation: DonateResult }
  | { kind: 'thanks'; donation: DonateResult; result: VerifyResult }
  | { kind: 'pending'; donation: DonateResult; message: string }
  | { kind: 'late'; donation: DonateResult; message: string }
  | { kind: 'failed'; donation: DonateResult; message: string };

export default function DonateDialog({
  campaignId,
  title,
  onClose,
  onPaid,
  supporterPage,
  funding = null,
}: {
  campaignId: string;
  title: string;
  onClose: () => void;
  onPaid: () => void;
  /** Given through a supporter's page (decision 094). */
  supporterPage?: string;
  /** How the campaign is funded, in one sentence (issue 25): the donor reads it before giving. */
  funding?: string | null;
}) {
  const t = useT(messages);
  const { user, token } = useAuth();
  const qc = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [firstName, setFirstName] = useState('');
  const [lastValues, setLastValues] = useState<DonateInput | null>(null);
  const [monthlyGift, setMonthlyGift] = useState<MonthlyStart['monthly'] | null>(null);
  const offer = useMonthlyOffer(campaignId);
  const [paystackOpen, setPaystackOpen] = useState(false);
  const paystackActive = useRef(false);

  const verify = async (donation: DonateResult, match?: string) => {
    setStep({ kind: 'verifying', donation });
    const res = await verifyDonation(donation.ref, match);
    const code = res.status.code;
    if (code === Code.OK) {
      setStep({ kind: 'thanks', donation, result: res.entity as VerifyResult });
      onPaid();
      void qc.invalidateQueries({ queryKey: donationKeys.campaignAll(campaignId) });
      void qc.invalidateQueries({ queryKey: donationKeys.mine });
    } else if (code === Code.CONFLICT) setStep({ kind: 'late', donation, message: res.status.desc });
    else if ((res.entity as { status?: string } | null)?.status === 'failed')
      setStep({ kind: 'failed', donation, message: res.status.desc });
    else setStep({ kind: 'pending', donation, message: res.status.desc });
  };

  const checkout = async (donation: DonateResult) => {
    if (donation.p_key === 'sandbox') return setStep({ kind: 'checkout', donation });
    // Paystack's popup is its own overlay: our dialog steps aside while it is open.
    paystackActive.current = true;
    setPaystackOpen(true);
    try {
      const paid = await payWithPaystack(donation);
      if (paid) await verify(donation, paid.reference);
      else setStep({ kind: 'form' });
    } catch (err) {
      setStep({ kind: 'failed', donation, message: (err as Error).message });
    } finally {
      paystackActive.current = false;
      setPaystackOpen(false);
    }
  };

  const close = () => {
    if (!paystackActive.current) onClose();
  };
  const again = () => setStep({ kind: 'form' });
  const heading = step.kind === 'thanks' ? t.thankYou : step.kind === 'checkout' ? t.payment : t.makeDonation;

  return (
    <Modal open={!paystackOpen} onClose={close} title={heading}>
      {step.kind === 'form' && (
        <>
          <p className="mb-4 text-sm text-slate-700">
            <Rich text={t.givingTo} parts={{ title: <span className="font-semibold text-slate-900">{title}</span> }} />
          </p>
          {funding && <p className="-mt-2 mb-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">{funding}</p>}
          <DonateForm
            campaignId={campaignId}
            supporterPage={supporterPage}
            user={token ? user : null}
            initial={lastValues}
            focusAmount={lastValues !== null}
            monthly={offer.data ?? null}
            onStarted={(d, name, values, monthly) => {
              setFirstName(name);
              setLastValues(values);
              setMonthlyGift(monthly);
              void checkout(d);
            }}
          />
        </>
      )}
      {step.kind === 'checkout' && (
        <SandboxCheckout
          donation={step.donation}
          monthly={monthlyGift}
          onPaid={() => void verify(step.donation)}
          onFailed={() => void verify(step.donation)}
        />
      )}
      {step.kind === 'verifying' && <Verifying />}
      {step.kind === 'thanks' && (
        <>
          {monthlyGift && (
            <p className="mb-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800" role="status">
              <Rich text={t.monthlyThanks} parts={{ day: String(monthlyGift.day_of_month) }} />
            </p>
          )}
          <Thanks result={step.result} donation={step.donation} firstName={firstName} onDone={onClose} />
        </>
      )}
      {step.kind === 'pending' && (
        <Outcome tone="amber" title={t.pendingTitle} message={step.message}>
          <Button type="button" onClick={() => void verify(step.donation)} className="w-full">
            {t.checkAgain}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose} className="w-full">
            {t.close}
          </Button>
        </Outcome>
      )}
      {step.kind === 'late' && (
        <Outcome tone="amber" title={t.closedTitle} message={step.message}>
          <Button type="button" onClick={onClose} className="w-full">
            {t.close}
          </Button>
        </Outcome>
      )}
      {step.kind === 'failed' && (
        <Outcome tone="red" title={t.failedTitle} message={step.message}>
          <Button type="button" onClick={again} className="w-full">
            {t.tryAgain}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose} className="w-full">
            {t.close}
          </Button>
        </Outcome>
      )}
    </Modal>
  );
}

/** While the payment is confirmed; it takes the focus from the button that went away with the checkout. */
function Verifying() {
  const t = useT(messages);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col items-center gap-4 py-10 text-center outline-none" role="status">
      <Spinner label={t.confirming} />
      <p className="text-slate-700">{t.confirmingNow}</p>
    </div>
  );
}

function Outcome({ tone, title, message, children }: { tone: 'amber' | 'red'; title: string; message: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="py-2 text-center">
      <h3 ref={ref} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        {title}
      </h3>
      <p
        role="alert"
        className={`mt-2 rounded-lg px-3 py-2 text-sm ${tone === 'red' ? 'bg-red-50 text-red-700' : 'bg-sun-400/20 text-slate-900'}`}
      >
        {message}
      </p>
      <div className="mt-5 space-y-2">{children}</div>
    </div>
  );
}

/** What became of the reward chosen with the donation, once paid. */
function RewardNote({ reward: r }: { reward: NonNullable<VerifyResult['reward']> }) {
  const t = useT(messages);
  const name = <span className="font-semibold">{r.reward}</span>;
  if (r.status === 'sold_out')
    return (
      <p role="status" className="mt-3 rounded-lg bg-sun-400/20 px-3 py-2 text-left text-sm text-slate-900">
        <Rich text={t.soldOut} parts={{ reward: name }} />
      </p>
    );
  return (
    <p className="mt-3 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-800">
      <Rich text={r.rewardType === 'Material' ? t.yourRewardMaterial : t.yourReward} parts={{ reward: name }} />
    </p>
  );
}

function Thanks({
  result,
  donation,
  firstName,
  onDone,
}: {
  result: VerifyResult;
  donation: DonateResult;
  firstName: string;
  onDone: () => void;
}) {
  const t = useT(messages);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const url = `${window.location.origin}/campaign/${result.campaign.campaign_id}`;
  return (
    <div>
      <div className="text-center">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-800" aria-hidden="true">
          <svg viewBox="0 0 20 20" className="h-8 w-8" fill="currentColor">
            <path d="M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z" />
          </svg>
        </div>
        <h3 ref={ref} tabIndex={-1} className="mt-3 text-xl font-extrabold text-slate-900 outline-none">
          {firstName && !result.donor.anonymous ? t.thanksName({ name: firstName }) : t.thanksGiving}
        </h3>
        <p className="mt-2 text-slate-700">
          <Rich
            text={t.received}
            parts={{
              amount: <span className="font-semibold">{formatNaira(result.amount)}</span>,
              title: <span className="font-semibold">{result.campaign.title}</span>,
            }}
          />
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Rich text={t.receipt} parts={{ email: <EmailText address={donation.email} /> }} />
          <span className="block text-xs">{t.reference({ ref: result.ref })}</span>
        </p>
        <div className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t.now({
            raised: formatNaira(result.campaign.pledged),
            goal: formatNaira(result.campaign.amount),
            percent: percentShown(result.campaign.percent, result.campaign.pledged),
          })}
        </div>
        {result.reward && <RewardNote reward={result.reward} />}
      </div>
      <p className="mt-5 mb-2 text-sm font-semibold text-slate-800">{t.shareAsk}</p>
      <ShareLinks url={url} title={result.campaign.title} />
      <Button type="button" variant="ghost" onClick={onDone} className="mt-3 w-full">
        {t.done}
      </Button>
    </div>
  );
}
