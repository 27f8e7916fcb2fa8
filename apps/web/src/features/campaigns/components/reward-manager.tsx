import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { REWARD_TYPES } from '@ireti/shared/constants';
import { formatNaira } from '@ireti/shared/money';
import { Msg } from '@ireti/shared/messages';
import { rewardSchema, type RewardInput, type RewardValues } from '@ireti/shared/campaigns/schemas';
import type { RewardItem } from '@ireti/shared/campaigns/types';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAddReward } from '../api/add-reward.ts';
import { useDeleteReward } from '../api/delete-reward.ts';
import { useUpdateReward } from '../api/update-reward.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('create/reward-manager', {
  updated: 'Reward updated',
  added: 'Reward added',
  deleted: 'Reward deleted',
  yours: 'Your rewards',
  none: params('{none}. Add your first one.'),
  orMore: params('{amount} or more'),
  material: 'Material',
  nonMaterial: 'Non-material',
  noLimit: 'no limit',
  soldOut: 'Sold out',
  left: params('{left} of {quantity} left'),
  edit: 'Edit',
  delete: 'Delete',
  rewardOf: params('reward of {amount}'),
  editTitle: 'Edit reward',
  addTitle: 'Add a reward',
  amount: 'Donation amount (₦)',
  type: 'Reward type',
  chooseType: 'Choose a type',
  reward: 'Reward',
  quantity: 'How many can you give? (optional)',
  quantityPlaceholder: 'No limit',
  quantityHint: 'Leave empty for no limit. When they are gone, the reward shows as sold out.',
  save: 'Save reward',
  add: 'Add reward',
  reset: 'Reset',
  deleteTitle: 'Delete this reward?',
  deleteConfirm: 'Delete reward',
  deleteText: '“{reward}” for {amount} or more will no longer be offered.',
});

const empty: RewardInput = { donation: '', reward_type: '', reward: '', quantity: '' };

/**
 * The rewards of a Reward based campaign: a list, and one form that adds or, after Edit, changes
 * a reward; Reset returns it to adding (spec §4). Deleting asks first.
 */
export function RewardManager({ campaignId, rewards }: { campaignId: string; rewards: RewardItem[] }) {
  const t = useT(messages);
  const tr = useLocalise();
  const [editing, setEditing] = useState<RewardItem | null>(null);
  const [removing, setRemoving] = useState<RewardItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddReward(campaignId);
  const update = useUpdateReward(campaignId);
  const remove = useDeleteReward(campaignId);
  const form = useForm<RewardInput, unknown, RewardValues>({ resolver: zodResolver(rewardSchema), defaultValues: empty });
  const e = form.formState.errors;
  const text = form.watch('reward') ?? '';

  const reset = () => {
    setEditing(null);
    setError(null);
    form.reset(empty);
  };
  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      const res = editing ? await update.mutateAsync({ id: editing._id, input: values }) : await add.mutateAsync(values);
      if (res.status.code === Code.OK) {
        toast(editing ? t.updated : t.added);
        reset();
        return;
      }
      const errors = (res.entity as { errors?: Record<string, string> } | null)?.errors;
      if (errors) for (const [k, m] of Object.entries(errors)) form.setError(k as keyof RewardInput, { message: m });
      setError(res.status.desc);
      toast.error(res.status.desc);
    },
    () => setError(Msg.formInvalid),
  );

  const confirmRemove = async () => {
    if (!removing) return;
    const res = await remove.mutateAsync(removing._id);
    if (res.status.code === Code.OK) {
      toast(t.deleted);
      if (editing?._id === removing._id) reset();
    } else toast.error(res.status.desc);
    setRemoving(null);
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="text-base font-bold text-slate-900">{t.yours}</h3>
        {rewards.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.none({ none: tr(Msg.noRewards) })}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {rewards.map((r) => (
              <li
                key={r._id}
                className={`rounded-lg border p-3 ${editing?._id === r._id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
              >
                <p className="font-bold text-slate-900">{t.orMore({ amount: formatNaira(r.donation) })}</p>
                <p className="text-sm text-slate-700">{r.reward}</p>
                <p className="text-xs text-slate-600">
                  {r.rewardType === 'Material' ? t.material : r.rewardType === 'Non-material' ? t.nonMaterial : r.rewardType}
                  {' · '}
                  {r.quantity === null || r.left === null
                    ? t.noLimit
                    : r.left === 0
                      ? t.soldOut
                      : t.left({ left: r.left.toLocaleString('en-NG'), quantity: r.quantity.toLocaleString('en-NG') })}
                </p>
                <div className="mt-2 flex gap-2">
                  <Button
                    type="button"
                    variant="ghost"
                    className="min-h-9 px-3"
                    onClick={() => {
                      setEditing(r);
                      setError(null);
                      form.reset({
                        donation: String(r.donation),
                        reward_type: r.rewardType,
                        reward: r.reward,
                        quantity: r.quantity === null ? '' : String(r.quantity),
                      });
                    }}
                  >
                    {t.edit} <span className="sr-only">{t.rewardOf({ amount: formatNaira(r.donation) })}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    className="min-h-9 px-3 text-red-800 hover:bg-red-50"
                    onClick={() => setRemoving(r)}
                  >
                    {t.delete} <span className="sr-only">{t.rewardOf({ amount: formatNaira(r.donation) })}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form onSubmit={submit} noValidate className="rounded-xl border border-slate-200 bg-slate-50 p-4" aria-labelledby="reward-form-title">
        <h3 id="reward-form-title" className="mb-3 text-base font-bold text-slate-900">
          {editing ? t.editTitle : t.addTitle}
        </h3>
        <FormError message={error} />
        <TextField label={t.amount} inputMode="numeric" placeholder="5,000" error={e.donation?.message} {...form.register('donation')} />
        <SelectField label={t.type} error={e.reward_type?.message} {...form.register('reward_type')}>
          <option value="">{t.chooseType}</option>
          {REWARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {type === 'Material' ? t.material : t.nonMaterial}
            </option>
          ))}
        </SelectField>
        <TextField label={t.reward} maxLength={60} hint={`${[...text].length}/50`} error={e.reward?.message} {...form.register('reward')} />
        <TextField
          label={t.quantity}
          inputMode="numeric"
          placeholder={t.quantityPlaceholder}
          hint={t.quantityHint}
          error={e.quantity?.message}
          {...form.register('quantity')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={add.isPending || update.isPending}>
            {editing ? t.save : t.add}
          </Button>
          <Button type="button" variant="ghost" onClick={reset}>
            {t.reset}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={!!removing}
        title={t.deleteTitle}
        confirm={t.deleteConfirm}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <p>{removing && <Rich text={t.deleteText} parts={{ reward: removing.reward, amount: formatNaira(removing.donation) }} />}</p>
      </ConfirmDialog>
    </div>
  );
}
