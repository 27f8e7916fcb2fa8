import { A as P, N as d, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { b as Button, m as toast } from '../entry-server.js';
import { a as SelectField, o as TextArea, r as FormError, s as TextField } from './field-BhGmjKt2.js';
import {
  a as useConfirmBeneficiary,
  c as useSaveBeneficiary,
  i as useBeneficiary,
  r as useBanksList,
  t as resolveName,
} from './beneficiary-KOPKa9ep.js';
// src/components/donations/beneficiary-panel.tsx
var messages = i18n('donations/beneficiary-panel', {
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
function BeneficiaryPanel({ campaignId, isOwner, canConfirm }) {
  const t = useT(messages);
  const q = useBeneficiary(campaignId);
  const [editing, setEditing] = d(false);
  const headingId = P();
  if (q.isPending || q.isError) return null;
  const b = q.data;
  if (!b && !isOwner) return null;
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': headingId,
    className: 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: headingId,
        className: 'text-xl font-extrabold text-slate-900',
        children: t.title,
      }),
      b
        ? /* @__PURE__ */ a('div', {
            className: 'mt-2 text-sm text-slate-700',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'font-semibold text-slate-900',
                children: t.summary({
                  name: b.name,
                  bank: b.bank_name,
                  last4: b.account_last4,
                  account: b.account_name,
                }),
              }),
              b.confirmed_by
                ? /* @__PURE__ */ a('p', {
                    className: 'mt-1 text-green-900',
                    children: b.note
                      ? t.confirmedBy({
                          volunteer: b.confirmed_by.name,
                          note: b.note,
                        })
                      : t.confirmedByShort({ volunteer: b.confirmed_by.name }),
                  })
                : /* @__PURE__ */ a('p', {
                    className: 'mt-1 text-orange-900',
                    children: t.waiting,
                  }),
            ],
          })
        : /* @__PURE__ */ a('p', {
            className: 'mt-2 text-sm text-slate-700',
            children: t.none,
          }),
      isOwner &&
        !editing &&
        /* @__PURE__ */ a(Button, {
          type: 'button',
          variant: 'ghost',
          className: 'mt-2',
          onClick: () => setEditing(true),
          children: b ? t.change : t.nameIt,
        }),
      isOwner &&
        editing &&
        /* @__PURE__ */ a(BeneficiaryForm, {
          campaignId,
          onDone: () => setEditing(false),
        }),
      canConfirm && b && !b.confirmed_by && /* @__PURE__ */ a(ConfirmForm, { campaignId }),
    ],
  });
}
function BeneficiaryForm({ campaignId, onDone }) {
  const t = useT(messages);
  const banks = useBanksList();
  const save = useSaveBeneficiary(campaignId);
  const [name, setName] = d('');
  const [bank, setBank] = d('');
  const [account, setAccount] = d('');
  const [resolved, setResolved] = d(null);
  const [error, setError] = d(null);
  const [looking, setLooking] = d(false);
  const lookUp = async () => {
    setError(null);
    setLooking(true);
    const res = await resolveName(account.trim(), bank);
    setLooking(false);
    if (res.status.code === 100) setResolved(res.entity.account_name);
    else setError(Object.values(res.entity?.errors ?? {})[0] ?? res.status.desc);
  };
  const submit = async (e) => {
    e.preventDefault();
    if (!resolved) return void lookUp();
    setError(null);
    try {
      await save.mutateAsync({
        name: name.trim(),
        bank_code: bank,
        account_number: account.trim(),
      });
      toast(t.saved);
      onDone();
    } catch (err) {
      setError(err.message);
    }
  };
  return /* @__PURE__ */ a('form', {
    onSubmit: (e) => void submit(e),
    className: 'mt-3 max-w-md',
    noValidate: true,
    children: [
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a(TextField, {
        label: t.institution,
        value: name,
        onChange: (e) => setName(e.currentTarget.value),
        maxLength: 120,
        required: true,
      }),
      /* @__PURE__ */ a(SelectField, {
        label: t.bank,
        value: bank,
        onChange: (e) => {
          setBank(e.currentTarget.value);
          setResolved(null);
        },
        required: true,
        children: [
          /* @__PURE__ */ a('option', {
            value: '',
            children: t.chooseBank,
          }),
          (banks.data ?? []).map((x) =>
            /* @__PURE__ */ a(
              'option',
              {
                value: x.code,
                children: x.name,
              },
              x.code,
            ),
          ),
        ],
      }),
      /* @__PURE__ */ a(TextField, {
        label: t.account,
        inputMode: 'numeric',
        value: account,
        maxLength: 10,
        onChange: (e) => {
          setAccount(e.currentTarget.value);
          setResolved(null);
        },
        required: true,
      }),
      resolved &&
        /* @__PURE__ */ a('p', {
          role: 'status',
          className: 'mb-3 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-950',
          children: t.bankSays({ name: resolved }),
        }),
      /* @__PURE__ */ a('div', {
        className: 'flex flex-wrap gap-2',
        children: [
          resolved
            ? /* @__PURE__ */ a(Button, {
                type: 'submit',
                loading: save.isPending,
                children: t.save,
              })
            : /* @__PURE__ */ a(Button, {
                type: 'button',
                loading: looking,
                onClick: () => void lookUp(),
                children: t.lookUp,
              }),
          /* @__PURE__ */ a(Button, {
            type: 'button',
            variant: 'ghost',
            onClick: onDone,
            children: t.cancel,
          }),
        ],
      }),
    ],
  });
}
function ConfirmForm({ campaignId }) {
  const t = useT(messages);
  const confirm = useConfirmBeneficiary(campaignId);
  const [checked, setChecked] = d(false);
  const [note, setNote] = d('');
  const [error, setError] = d(null);
  const boxId = P();
  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    try {
      await confirm.mutateAsync(note.trim());
      toast(t.confirmed);
    } catch (err) {
      setError(err.message);
    }
  };
  return /* @__PURE__ */ a('form', {
    onSubmit: (e) => void submit(e),
    className: 'mt-4 max-w-md border-t border-slate-200 pt-4',
    noValidate: true,
    children: [
      /* @__PURE__ */ a('h3', {
        className: 'font-bold text-slate-900',
        children: t.checkTitle,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mb-3 text-sm text-slate-700',
        children: t.checkHelp,
      }),
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a('p', {
        className: 'mb-3 flex items-center gap-2',
        children: [
          /* @__PURE__ */ a('input', {
            id: boxId,
            type: 'checkbox',
            className: 'h-5 w-5',
            checked,
            onChange: (e) => setChecked(e.currentTarget.checked),
          }),
          /* @__PURE__ */ a('label', {
            htmlFor: boxId,
            className: 'text-sm font-medium text-slate-800',
            children: t.checked,
          }),
        ],
      }),
      /* @__PURE__ */ a(TextArea, {
        label: t.howChecked,
        hint: t.howHint,
        value: note,
        rows: 2,
        maxLength: 500,
        onChange: (e) => setNote(e.currentTarget.value),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        disabled: !checked,
        loading: confirm.isPending,
        children: t.confirm,
      }),
    ],
  });
}
export { BeneficiaryPanel };
