import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextArea, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import {
  resolveName,
  useBanksList,
  useBeneficiary,
  useConfirmBeneficiary,
  useSaveBeneficiary,
} from '../../../lib/donations/beneficiary.ts';

export const messages = i18n('donations/beneficiary-panel', {
  title: 'Who receives the money',
  none: 'This campaign pays its organiser. To pay a hospital, school or supplier directly, name it here.',
  nameIt: 'Pay an institution directly',
  change: 'Change the beneficiary',
  institution: 'Institution’s name',
  bank: 'Bank',
  chooseBank: 'Choose a bank',
  account: 'Account number',
  lookUp: 'Look up the account name',
  bankSays: params('The bank says this account is named {name}.'),
  save: 'Save the beneficiary',
  cancel: 'Cancel',
  saved: 'Beneficiary saved',
  summary: params('{name}, {bank} ····{last4} ({account})'),
  waiting: 'Waiting for the campaign’s volunteer to confirm the account. Payouts wait until then.',
  confirmedBy: params('Confirmed by {volunteer}: “{note}”'),
  confirmedByShort: params('Confirmed by {volunteer}'),
  checkTitle: 'Confirm the beneficiary',
  checkHelp: 'Call the institution (its billing or accounts office) and check that this account is theirs.',
  checked: 'I checked this account with the institution',
  howChecked: 'How you checked',
  howHint: 'For example: I called the hospital’s billing office',
  confirm: 'Confirm the beneficiary',
  confirmed: 'Beneficiary confirmed',
});

/**
 * A campaign's beneficiary (issue 25): the institution its payouts go to. The owner names it (the
 * bank's name for the account is shown before saving); the campaign's volunteer confirms it with a
 * note on how they checked.
 */
export function BeneficiaryPanel({ campaignId, isOwner, canConfirm }: { campaignId: string; isOwner: boolean; canConfirm: boolean }) {
  const t = useT(messages);
  const q = useBeneficiary(campaignId);
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  if (q.isPending || q.isError) return null;
  const b = q.data;
  if (!b && !isOwner) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-xl font-extrabold text-slate-900">
        {t.title}
      </h2>
      {b ? (
        <div className="mt-2 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">
            {t.summary({ name: b.name, bank: b.bank_name, last4: b.account_last4, account: b.account_name })}
          </p>
          {b.confirmed_by ? (
            <p className="mt-1 text-green-900">
              {b.note
                ? t.confirmedBy({ volunteer: b.confirmed_by.name, note: b.note })
                : t.confirmedByShort({ volunteer: b.confirmed_by.name })}
            </p>
          ) : (
            <p className="mt-1 text-orange-900">{t.waiting}</p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t.none}</p>
      )}
      {isOwner && !editing && (
        <Button type="button" variant="ghost" className="mt-2" onClick={() => setEditing(true)}>
          {b ? t.change : t.nameIt}
        </Button>
      )}
      {isOwner && editing && <BeneficiaryForm campaignId={campaignId} onDone={() => setEditing(false)} />}
      {canConfirm && b && !b.confirmed_by && <ConfirmForm campaignId={campaignId} />}
    </section>
  );
}

function BeneficiaryForm({ campaignId, onDone }: { campaignId: string; onDone: () => void }) {
  const t = useT(messages);
  const banks = useBanksList();
  const save = useSaveBeneficiary(campaignId);
  const [name, setName] = useState('');
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  const [resolved, setResolved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const lookUp = async () => {
    setError(null);
    setLooking(true);
    const res = await resolveName(account.trim(), bank);
    setLooking(false);
    if (res.status.code === 100) setResolved(res.entity.account_name);
    else setError(Object.values((res.entity as { errors?: Record<string, string> } | null)?.errors ?? {})[0] ?? res.status.desc);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!resolved) return void lookUp();
    setError(null);
    try {
      await save.mutateAsync({ name: name.trim(), bank_code: bank, account_number: account.trim() });
      toast(t.saved);
      onDone();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 max-w-md" noValidate>
      <FormError message={error} />
      <TextField label={t.institution} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} required />
      <SelectField
        label={t.bank}
        value={bank}
        onChange={(e) => {
          setBank(e.currentTarget.value);
          setResolved(null);
        }}
        required
      >
        <option value="">{t.chooseBank}</option>
        {(banks.data ?? []).map((x) => (
          <option key={x.code} value={x.code}>
            {x.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.account}
        inputMode="numeric"
        value={account}
        maxLength={10}
        onChange={(e) => {
          setAccount(e.currentTarget.value);
          setResolved(null);
        }}
        required
      />
      {resolved && (
        <p role="status" className="mb-3 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-950">
          {t.bankSays({ name: resolved })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {resolved ? (
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        ) : (
          <Button type="button" loading={looking} onClick={() => void lookUp()}>
            {t.lookUp}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function ConfirmForm({ campaignId }: { campaignId: string }) {
  const t = useT(messages);
  const confirm = useConfirmBeneficiary(campaignId);
  const [checked, setChecked] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const boxId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await confirm.mutateAsync(note.trim());
      toast(t.confirmed);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 max-w-md border-t border-slate-200 pt-4" noValidate>
      <h3 className="font-bold text-slate-900">{t.checkTitle}</h3>
      <p className="mb-3 text-sm text-slate-700">{t.checkHelp}</p>
      <FormError message={error} />
      <p className="mb-3 flex items-center gap-2">
        <input id={boxId} type="checkbox" className="h-5 w-5" checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} />
        <label htmlFor={boxId} className="text-sm font-medium text-slate-800">
          {t.checked}
        </label>
      </p>
      <TextArea
        label={t.howChecked}
        hint={t.howHint}
        value={note}
        rows={2}
        maxLength={500}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Button type="submit" disabled={!checked} loading={confirm.isPending}>
        {t.confirm}
      </Button>
    </form>
  );
}
