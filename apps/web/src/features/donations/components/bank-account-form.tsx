import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { bankAccountSchema, type BankAccountInput } from '@ireti/shared/donations/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useBanks } from '../api/get-banks.ts';
import { resolveAccount, type ResolvedAccount } from '../api/resolve-account.ts';
import { useSaveBankAccount } from '../api/save-bank-account.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('owner/bank-account-form', {
  saved: 'Bank account saved',
  form: 'Bank account',
  bank: 'Bank',
  loadingBanks: 'Loading banks…',
  selectBank: 'Select your bank',
  number: 'Account number',
  digits: '10 digits',
  looking: 'Looking up the account name…',
  name: 'Account name:',
  save: 'Save this account',
  cancel: 'Cancel',
});

/**
 * The payout account: a Nigerian bank and a 10-digit account number. The name is looked up from
 * the bank as soon as both are given, and shown before saving, so the owner sees whose account
 * it is; the server looks it up again when saving.
 */
export function BankAccountForm({ onSaved, onCancel }: { onSaved: () => void; onCancel?: () => void }) {
  const t = useT(messages);
  const banks = useBanks();
  const save = useSaveBankAccount();
  const [resolved, setResolved] = useState<ResolvedAccount | null>(null);
  const [looking, setLooking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BankAccountInput>({
    resolver: zodResolver(bankAccountSchema),
    mode: 'onTouched',
    defaultValues: { bank_code: '', account_number: '' },
  });
  const bank = form.watch('bank_code');
  const number = form.watch('account_number');

  useEffect(() => {
    setResolved(null);
    setError(null);
    if (!bank || !/^\d{10}$/.test(number ?? '')) return;
    let live = true;
    setLooking(true);
    resolveAccount({ bank_code: bank, account_number: number }).then((res) => {
      if (!live) return;
      setLooking(false);
      if (res.status.code === Code.OK) setResolved(res.entity);
      else setError((res.entity as { errors?: Record<string, string> } | null)?.errors?.account_number ?? res.status.desc);
    });
    return () => {
      live = false;
    };
  }, [bank, number]);

  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await save.mutateAsync(v);
      toast(t.saved);
      onSaved();
    } catch (err) {
      setError((err as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t.form} className="max-w-md">
      <FormError message={error} />
      <SelectField
        label={t.bank}
        error={form.formState.errors.bank_code?.message}
        disabled={banks.isPending}
        {...form.register('bank_code')}
      >
        <option value="">{banks.isPending ? t.loadingBanks : t.selectBank}</option>
        {banks.data?.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.number}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={t.digits}
        error={form.formState.errors.account_number?.message}
        {...form.register('account_number')}
      />
      <div className="mb-4 min-h-12" aria-live="polite">
        {looking && <p className="text-sm text-slate-600">{t.looking}</p>}
        {resolved && (
          <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            {t.name} <span className="font-bold">{resolved.account_name}</span>
            <span className="block text-xs">{resolved.bank_name}</span>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending} disabled={!resolved}>
          {t.save}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
