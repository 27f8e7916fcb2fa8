import { D as ln, I as $, N as d, O as A, T as fn, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as Code } from './status-ClvZbWz5.js';
import {
  g as Limits,
  n as CAMPAIGN_CATEGORY_NAMES,
  r as CAMPAIGN_TYPES,
  s as FUNDING_MODES,
  x as REWARD_TYPES,
} from './constants-DBX7dDmi.js';
import {
  A as api,
  L as Msg,
  P as upload,
  b as Button,
  d as formatNaira,
  f as koboToNaira,
  m as toast,
  r as campaignKeys,
  u as commissionKobo,
} from '../entry-server.js';
import { a as SelectField, r as FormError, s as TextField } from './field-BhGmjKt2.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { n as Controller, r as useForm, t as u } from './zod-BX93EeEk.js';
import { d as rewardSchema, l as lagosDay, r as addDays } from './schemas-D9SZSjxt.js';
import { t as ConfirmDialog } from './confirm-dialog-CAhA_kWQ.js';
import { t as PlaceFields } from './place-fields-CS4vYIvz.js';
import { n as afterCampaignChange } from './redirect-CWzXhG8D.js';
// src/features/campaigns/api/update-campaign.ts
/** PUT /campaign/{id}: the owner's edit. Resolves to the envelope. */
var updateCampaign = (id, input) => api('PUT', `/campaign/${id}`, input);
function useUpdateCampaign(id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input) => updateCampaign(id, input),
    onSuccess: (res) => afterCampaignChange(qc, id, res),
  });
}
// src/features/campaigns/api/upload-campaign-image.ts
/** PUT /image/upload{n}?campaign=: 0 the feature image, 1–3 the gallery; with progress. */
var uploadCampaignImage = (campaignId, n, file, onProgress) =>
  upload('PUT', `/image/upload${n}?campaign=${encodeURIComponent(campaignId)}`, file, onProgress);
/** The upload for picture `n`, keeping the cached campaign's pictures up to date. */
function useUploadCampaignImage(campaignId) {
  const qc = useQueryClient();
  return (n) => async (file, onProgress) => {
    const res = await uploadCampaignImage(campaignId, n, file, onProgress);
    if (res.status.code === Code.OK) {
      const { url: _url, ...images } = res.entity;
      qc.setQueryData(campaignKeys.one(campaignId), (c) =>
        c
          ? {
              ...c,
              ...images,
            }
          : c,
      );
      qc.invalidateQueries({
        queryKey: campaignKeys.all,
        predicate: (q) => q.queryKey[1] !== 'one',
      });
    }
    return res;
  };
}
// src/features/campaigns/components/campaign-fields.tsx
var messages$1 = i18n('create/campaign-fields', {
  title: 'Campaign title',
  goal: 'Goal (₦)',
  goalLocked: 'The goal cannot change once donations have been received.',
  commission: params('{percent}% ({amount}) commission will be removed upon claiming the money'),
  category: 'Category',
  chooseCategory: 'Choose a category',
  catHealth: 'Health',
  catFinance: 'Finance',
  catSupport: 'Support',
  catBusiness: 'Business',
  catNonprofit: 'Nonprofit',
  catEmergency: 'Emergency',
  catNewlywed: 'Newlywed',
  catFamily: 'Family',
  catWishes: 'Wishes',
  where: 'Where is this campaign?',
  placeFixed: 'The place cannot change once volunteers have verified the campaign.',
  placeEditable: 'Volunteers in this state check your campaign, and donors nearby find it. Usually where you are.',
  affiliated: 'Affiliated organisation',
  affiliatedHint: 'The hospital, school or organisation your campaign works with, if any.',
  summary: 'Summary',
  summaryHint: params('{typed}/{max} — one line shown on every card'),
  loadingEditor: 'Loading the editor',
  story: 'Your story',
  type: 'Campaign type',
  typeReward: 'Reward based',
  typeNonReward: 'Non-reward based',
  rewardBased: 'Thank donors with gifts or experiences.',
  nonReward: 'Donors give without a reward.',
  funding: 'How is this campaign funded?',
  allOrNothing: 'All or nothing',
  allOrNothingText: 'If the goal is not met by the last day, every donor is refunded in full. Best for one fixed cost, like a surgery.',
  keep: 'Keep what you raise',
  keepText: 'You may claim what is raised as it comes in, in stages. Donors are not refunded if the goal is not met.',
  fundingFixed: 'The funding and the last day cannot change once the campaign is live.',
  endsOn: 'Last day for donations',
  endsOnHint: params('Leave it empty for {days} days after the campaign goes live; at most {max} days from today.'),
});
var RichTextEditor = ln(() => import('./rich-text-editor-C0JSrx41.js'));
/** Once a field shows an error, it is checked again as the user types (not only on blur). */
function useRecheckErrors(form) {
  A(() => {
    const sub = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) form.trigger(name);
    });
    return () => sub.unsubscribe();
  }, [form]);
}
/** "5% (₦X) commission will be removed upon claiming the money" for what the goal field holds, in the page's language. */
function commissionHint(goal, template) {
  const n = Number(String(goal ?? '').replace(/[\s,]/g, ''));
  return template({
    percent: 5,
    amount: Number.isSafeInteger(n) && n > 0 ? formatNaira(koboToNaira(commissionKobo(n * 100))) : '₦0',
  });
}
/**
 * Step 1 of the wizard and the top of the edit form. `place`: the campaign's State and LGA (issue
 * 14) — 'editable' (the wizard, an edit while it awaits verification), 'fixed' (shown, not
 * changeable: its state's volunteers verified it) or 'none'.
 */
function BasicFields({ form, goalLocked = false, place = 'editable' }) {
  const t = useT(messages$1);
  const { register, formState, watch } = form;
  const e = formState.errors;
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(TextField, {
        label: t.title,
        maxLength: 100,
        autoComplete: 'off',
        error: e.title?.message,
        ...register('title'),
      }),
      /* @__PURE__ */ a(TextField, {
        label: t.goal,
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: '500,000',
        readOnly: goalLocked,
        error: e.goal?.message,
        hint: goalLocked ? `${t.goalLocked} ${commissionHint(watch('goal'), t.commission)}` : commissionHint(watch('goal'), t.commission),
        ...register('goal'),
      }),
      /* @__PURE__ */ a(SelectField, {
        label: t.category,
        error: e.category?.message,
        ...register('category'),
        children: [
          /* @__PURE__ */ a('option', {
            value: '',
            children: t.chooseCategory,
          }),
          CAMPAIGN_CATEGORY_NAMES.map((c) =>
            /* @__PURE__ */ a(
              'option',
              {
                value: c,
                children: t[`cat${c}`],
              },
              c,
            ),
          ),
        ],
      }),
      place !== 'none' &&
        /* @__PURE__ */ a('fieldset', {
          'aria-describedby': 'campaign-place-hint',
          children: [
            /* @__PURE__ */ a('legend', {
              className: 'text-sm font-medium text-slate-700',
              children: t.where,
            }),
            /* @__PURE__ */ a('p', {
              id: 'campaign-place-hint',
              className: 'mt-0.5 mb-2 text-xs text-slate-500',
              children: place === 'fixed' ? t.placeFixed : t.placeEditable,
            }),
            /* @__PURE__ */ a(PlaceFields, {
              control: form.control,
              setValue: form.setValue,
              errors: e,
              disabled: place === 'fixed',
            }),
          ],
        }),
      /* @__PURE__ */ a(TextField, {
        label: /* @__PURE__ */ a($, {
          children: [
            t.affiliated,
            ' ',
            /* @__PURE__ */ a('span', {
              'aria-hidden': 'true',
              className: 'text-red-700',
              children: '*',
            }),
          ],
        }),
        hint: t.affiliatedHint,
        maxLength: 100,
        error: e.affiliatedOrganization?.message,
        ...register('affiliatedOrganization'),
      }),
    ],
  });
}
/**
 * How the campaign is funded and its last day (issue 25, decision 088): chosen in the wizard and
 * while the campaign awaits verification; shown, not changeable, once it is live.
 */
function FundingFields({ form, editable = true }) {
  const t = useT(messages$1);
  const tr = useLocalise();
  const { register, formState } = form;
  const e = formState.errors;
  const today = lagosDay();
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('fieldset', {
        className: 'mb-4',
        'aria-describedby': editable ? void 0 : 'campaign-funding-fixed',
        children: [
          /* @__PURE__ */ a('legend', {
            className: 'text-sm font-medium text-slate-700',
            children: t.funding,
          }),
          !editable &&
            /* @__PURE__ */ a('p', {
              id: 'campaign-funding-fixed',
              className: 'mt-0.5 text-xs text-slate-500',
              children: t.fundingFixed,
            }),
          /* @__PURE__ */ a('div', {
            className: 'mt-2 grid gap-3 sm:grid-cols-2',
            children: FUNDING_MODES.map((mode) =>
              /* @__PURE__ */ a(
                'label',
                {
                  className: `flex gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${editable ? 'cursor-pointer' : 'opacity-80'} ${e.funding_mode ? 'border-red-600' : 'border-slate-300'}`,
                  children: [
                    /* @__PURE__ */ a('input', {
                      type: 'radio',
                      value: mode,
                      disabled: !editable,
                      ...register('funding_mode'),
                      className: 'mt-1 h-4 w-4 accent-brand-700',
                    }),
                    /* @__PURE__ */ a('span', {
                      children: [
                        /* @__PURE__ */ a('span', {
                          className: 'block font-semibold text-slate-900',
                          children: mode === 'all_or_nothing' ? t.allOrNothing : t.keep,
                        }),
                        /* @__PURE__ */ a('span', {
                          className: 'block text-sm text-slate-600',
                          children: mode === 'all_or_nothing' ? t.allOrNothingText : t.keepText,
                        }),
                      ],
                    }),
                  ],
                },
                mode,
              ),
            ),
          }),
          e.funding_mode?.message &&
            /* @__PURE__ */ a('p', {
              className: 'mt-1 text-sm text-red-700',
              children: tr(e.funding_mode.message),
            }),
        ],
      }),
      /* @__PURE__ */ a(TextField, {
        label: t.endsOn,
        type: 'date',
        min: addDays(today, 1),
        max: addDays(today, 180),
        readOnly: !editable,
        hint: t.endsOnHint({
          days: 60,
          max: 180,
        }),
        error: e.ends_on?.message,
        ...register('ends_on'),
      }),
    ],
  });
}
function StoryFields({ form, onTypeChange }) {
  const t = useT(messages$1);
  const tr = useLocalise();
  const { register, formState, watch, control } = form;
  const e = formState.errors;
  const summary = watch('summary') ?? '';
  const types = register('types');
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(TextField, {
        label: t.summary,
        maxLength: Limits.summaryMax + 10,
        hint: t.summaryHint({
          typed: [...summary].length,
          max: Limits.summaryMax,
        }),
        error: e.summary?.message,
        ...register('summary'),
      }),
      /* @__PURE__ */ a(Controller, {
        control,
        name: 'campaign_details',
        render: ({ field }) =>
          /* @__PURE__ */ a(fn, {
            fallback: /* @__PURE__ */ a('div', {
              className: 'mb-4 h-72 animate-pulse rounded-lg bg-slate-100',
              role: 'status',
              'aria-label': t.loadingEditor,
            }),
            children: /* @__PURE__ */ a(RichTextEditor, {
              label: t.story,
              value: field.value ?? '',
              onChange: field.onChange,
              onBlur: field.onBlur,
              error: e.campaign_details?.message,
            }),
          }),
      }),
      /* @__PURE__ */ a('fieldset', {
        className: 'mb-4',
        children: [
          /* @__PURE__ */ a('legend', {
            className: 'text-sm font-medium text-slate-700',
            children: t.type,
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-2 grid gap-3 sm:grid-cols-2',
            children: CAMPAIGN_TYPES.map((type) =>
              /* @__PURE__ */ a(
                'label',
                {
                  className: `flex cursor-pointer gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${e.types ? 'border-red-600' : 'border-slate-300'}`,
                  children: [
                    /* @__PURE__ */ a('input', {
                      type: 'radio',
                      value: type,
                      ...types,
                      onChange: (ev) => {
                        types.onChange(ev);
                        onTypeChange?.(type);
                      },
                      className: 'mt-1 h-4 w-4 accent-brand-700',
                    }),
                    /* @__PURE__ */ a('span', {
                      children: [
                        /* @__PURE__ */ a('span', {
                          className: 'block font-semibold text-slate-900',
                          children: type === 'Reward based' ? t.typeReward : t.typeNonReward,
                        }),
                        /* @__PURE__ */ a('span', {
                          className: 'block text-sm text-slate-600',
                          children: type === 'Reward based' ? t.rewardBased : t.nonReward,
                        }),
                      ],
                    }),
                  ],
                },
                type,
              ),
            ),
          }),
          e.types?.message &&
            /* @__PURE__ */ a('p', {
              className: 'mt-1 text-sm text-red-700',
              children: tr(e.types.message),
            }),
        ],
      }),
    ],
  });
}
// src/features/campaigns/api/add-reward.ts
/** POST /reward { campaign, donation, reward_type, reward }. Resolves to the envelope. */
var addReward = (campaign, input) =>
  api('POST', '/reward', {
    campaign,
    ...input,
  });
function useAddReward(campaignId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input) => addReward(campaignId, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.one(campaignId) }),
  });
}
// src/features/campaigns/api/delete-reward.ts
/** DELETE /reward/{id}. Resolves to the envelope. */
var deleteReward = (id) => api('DELETE', `/reward/${id}`);
function useDeleteReward(campaignId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteReward,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.one(campaignId) }),
  });
}
// src/features/campaigns/api/update-reward.ts
/** PUT /reward/{id} { donation, reward_type, reward }. Resolves to the envelope. */
var updateReward = (id, input) => api('PUT', `/reward/${id}`, input);
function useUpdateReward(campaignId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }) => updateReward(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.one(campaignId) }),
  });
}
// src/features/campaigns/components/reward-manager.tsx
var messages = i18n('create/reward-manager', {
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
var empty = {
  donation: '',
  reward_type: '',
  reward: '',
  quantity: '',
};
/**
 * The rewards of a Reward based campaign: a list, and one form that adds or, after Edit, changes
 * a reward; Reset returns it to adding (spec §4). Deleting asks first.
 */
function RewardManager({ campaignId, rewards }) {
  const t = useT(messages);
  const tr = useLocalise();
  const [editing, setEditing] = d(null);
  const [removing, setRemoving] = d(null);
  const [error, setError] = d(null);
  const add = useAddReward(campaignId);
  const update = useUpdateReward(campaignId);
  const remove = useDeleteReward(campaignId);
  const form = useForm({
    resolver: u(rewardSchema),
    defaultValues: empty,
  });
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
      const res = editing
        ? await update.mutateAsync({
            id: editing._id,
            input: values,
          })
        : await add.mutateAsync(values);
      if (res.status.code === Code.OK) {
        toast(editing ? t.updated : t.added);
        reset();
        return;
      }
      const errors = res.entity?.errors;
      if (errors) for (const [k, m] of Object.entries(errors)) form.setError(k, { message: m });
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
  return /* @__PURE__ */ a('div', {
    className: 'grid gap-6 md:grid-cols-2',
    children: [
      /* @__PURE__ */ a('div', {
        children: [
          /* @__PURE__ */ a('h3', {
            className: 'text-base font-bold text-slate-900',
            children: t.yours,
          }),
          rewards.length === 0
            ? /* @__PURE__ */ a('p', {
                className: 'mt-2 text-sm text-slate-600',
                children: t.none({ none: tr(Msg.noRewards) }),
              })
            : /* @__PURE__ */ a('ul', {
                className: 'mt-3 space-y-3',
                children: rewards.map((r) =>
                  /* @__PURE__ */ a(
                    'li',
                    {
                      className: `rounded-lg border p-3 ${editing?._id === r._id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`,
                      children: [
                        /* @__PURE__ */ a('p', {
                          className: 'font-bold text-slate-900',
                          children: t.orMore({ amount: formatNaira(r.donation) }),
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'text-sm text-slate-700',
                          children: r.reward,
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'text-xs text-slate-600',
                          children: [
                            r.rewardType === 'Material' ? t.material : r.rewardType === 'Non-material' ? t.nonMaterial : r.rewardType,
                            ' · ',
                            r.quantity === null || r.left === null
                              ? t.noLimit
                              : r.left === 0
                                ? t.soldOut
                                : t.left({
                                    left: r.left.toLocaleString('en-NG'),
                                    quantity: r.quantity.toLocaleString('en-NG'),
                                  }),
                          ],
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'mt-2 flex gap-2',
                          children: [
                            /* @__PURE__ */ a(Button, {
                              type: 'button',
                              variant: 'ghost',
                              className: 'min-h-9 px-3',
                              onClick: () => {
                                setEditing(r);
                                setError(null);
                                form.reset({
                                  donation: String(r.donation),
                                  reward_type: r.rewardType,
                                  reward: r.reward,
                                  quantity: r.quantity === null ? '' : String(r.quantity),
                                });
                              },
                              children: [
                                t.edit,
                                ' ',
                                /* @__PURE__ */ a('span', {
                                  className: 'sr-only',
                                  children: t.rewardOf({ amount: formatNaira(r.donation) }),
                                }),
                              ],
                            }),
                            /* @__PURE__ */ a(Button, {
                              type: 'button',
                              variant: 'ghost',
                              className: 'min-h-9 px-3 text-red-800 hover:bg-red-50',
                              onClick: () => setRemoving(r),
                              children: [
                                t.delete,
                                ' ',
                                /* @__PURE__ */ a('span', {
                                  className: 'sr-only',
                                  children: t.rewardOf({ amount: formatNaira(r.donation) }),
                                }),
                              ],
                            }),
                          ],
                        }),
                      ],
                    },
                    r._id,
                  ),
                ),
              }),
        ],
      }),
      /* @__PURE__ */ a('form', {
        onSubmit: submit,
        noValidate: true,
        className: 'rounded-xl border border-slate-200 bg-slate-50 p-4',
        'aria-labelledby': 'reward-form-title',
        children: [
          /* @__PURE__ */ a('h3', {
            id: 'reward-form-title',
            className: 'mb-3 text-base font-bold text-slate-900',
            children: editing ? t.editTitle : t.addTitle,
          }),
          /* @__PURE__ */ a(FormError, { message: error }),
          /* @__PURE__ */ a(TextField, {
            label: t.amount,
            inputMode: 'numeric',
            placeholder: '5,000',
            error: e.donation?.message,
            ...form.register('donation'),
          }),
          /* @__PURE__ */ a(SelectField, {
            label: t.type,
            error: e.reward_type?.message,
            ...form.register('reward_type'),
            children: [
              /* @__PURE__ */ a('option', {
                value: '',
                children: t.chooseType,
              }),
              REWARD_TYPES.map((type) =>
                /* @__PURE__ */ a(
                  'option',
                  {
                    value: type,
                    children: type === 'Material' ? t.material : t.nonMaterial,
                  },
                  type,
                ),
              ),
            ],
          }),
          /* @__PURE__ */ a(TextField, {
            label: t.reward,
            maxLength: 60,
            hint: `${[...text].length}/50`,
            error: e.reward?.message,
            ...form.register('reward'),
          }),
          /* @__PURE__ */ a(TextField, {
            label: t.quantity,
            inputMode: 'numeric',
            placeholder: t.quantityPlaceholder,
            hint: t.quantityHint,
            error: e.quantity?.message,
            ...form.register('quantity'),
          }),
          /* @__PURE__ */ a('div', {
            className: 'flex flex-wrap gap-2',
            children: [
              /* @__PURE__ */ a(Button, {
                type: 'submit',
                loading: add.isPending || update.isPending,
                children: editing ? t.save : t.add,
              }),
              /* @__PURE__ */ a(Button, {
                type: 'button',
                variant: 'ghost',
                onClick: reset,
                children: t.reset,
              }),
            ],
          }),
        ],
      }),
      /* @__PURE__ */ a(ConfirmDialog, {
        open: !!removing,
        title: t.deleteTitle,
        confirm: t.deleteConfirm,
        busy: remove.isPending,
        onConfirm: confirmRemove,
        onClose: () => setRemoving(null),
        children: /* @__PURE__ */ a('p', {
          children:
            removing &&
            /* @__PURE__ */ a(Rich, {
              text: t.deleteText,
              parts: {
                reward: removing.reward,
                amount: formatNaira(removing.donation),
              },
            }),
        }),
      }),
    ],
  });
}
// src/features/campaigns/campaign-values.ts
/** A campaign's editable fields as the campaign form holds them (the wizard resuming a draft, the edit page). */
var formValuesOf = (c) => ({
  title: c.title,
  goal: String(c.amount),
  category: c.category,
  affiliatedOrganization: c.affiliatedOrganization ?? '',
  summary: c.summary,
  campaign_details: c.description,
  types: c.types,
  state: c.state ? String(c.state.state_id) : '',
  lga: c.lga ? String(c.lga.local_id) : '',
  funding_mode: c.funding_mode,
  ends_on: c.status === 0 && c.ends_at ? lagosDay(Date.parse(c.ends_at) - 1e3) : '',
});
export {
  StoryFields as a,
  useUpdateCampaign as c,
  FundingFields as i,
  RewardManager as n,
  useRecheckErrors as o,
  BasicFields as r,
  useUploadCampaignImage as s,
  formValuesOf as t,
};
