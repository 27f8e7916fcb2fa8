import { I as $, N as d, O as A, b as a, c as params, j as T, k as F, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  D as useAuth,
  L as Msg,
  S as PageSpinner,
  W as Link,
  Y as useSearchParams,
  b as Button,
  m as toast,
  n as useCampaign,
  q as useNavigate,
  r as campaignKeys,
  s as formatDateTime,
  v as IdentityStatus,
  x as buttonClass,
} from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { t as Code } from './status-ClvZbWz5.js';
import { n as WIZARD_STEP_FIELDS, s as campaignWizardSchema } from './schemas-D9SZSjxt.js';
import { r as FormError } from './field-BhGmjKt2.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { r as useAccount } from './get-account-BItFdri6.js';
import { n as afterCampaignChange, t as Redirect } from './redirect-CWzXhG8D.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import {
  a as StoryFields,
  c as useUpdateCampaign,
  i as FundingFields,
  n as RewardManager,
  o as useRecheckErrors,
  r as BasicFields,
  s as useUploadCampaignImage,
  t as formValuesOf,
} from './campaign-values-BrEV6QV6.js';
import { t as ImageUpload } from './image-upload-CH1QTHLR.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/campaigns/api/create-campaign.ts
/** POST /campaigns: the new campaign (status 0, awaiting verification). Resolves to the envelope. */
var createCampaign = (input) => api('POST', '/campaigns', input);
function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (res) => {
      if (res.status.code !== Code.OK) return;
      qc.setQueryData(campaignKeys.one(res.entity.campaign_id), res.entity);
      qc.invalidateQueries({ queryKey: campaignKeys.mine });
    },
  });
}
// src/features/campaigns/api/submit-campaign.ts
/** POST /campaigns/{id}/submit: the wizard's draft goes to the volunteers. Resolves to the envelope. */
var submitCampaign = (id) => api('POST', `/campaigns/${id}/submit`);
function useSubmitCampaign(id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => submitCampaign(id),
    onSuccess: (res) => afterCampaignChange(qc, id, res),
  });
}
// src/features/campaigns/wizard-local-copy.ts
var TYPED = ['title', 'goal', 'category', 'affiliatedOrganization', 'summary', 'campaign_details', 'types'];
/** The place (issue 14) is kept too, but alone (it starts as the owner's) it is not "something typed". */
var FIELDS = [...TYPED, 'state', 'lga'];
/** A copy older than this is not offered back. */
var KEEP_MS = 2592e6;
var keyOf = (userId) => `ireti.wizard.${userId}`;
function read(userId) {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const c = JSON.parse(raw);
    if (!c || typeof c !== 'object' || !c.values || Date.now() - c.savedAt > KEEP_MS) return null;
    const text = (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
    return {
      values: Object.fromEntries(FIELDS.map((f) => [f, text(c.values[f])])),
      step: c.step === 2 ? 2 : 1,
      savedAt: c.savedAt,
    };
  } catch {
    return null;
  }
}
function forgetWizardCopy(userId) {
  if (userId === void 0) return;
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {}
}
/**
 * Restores the local copy into `form` once (when there is no draft on the server), and keeps it
 * up to date while `active`. Returns whether a copy was restored, and a way to start afresh.
 */
function useWizardLocalCopy(form, userId, active, step, onRestore) {
  const [restored, setRestored] = d(null);
  const done = T(false);
  A(() => {
    if (done.current || !active || userId === void 0) return;
    done.current = true;
    const copy = read(userId);
    if (!copy || TYPED.every((f) => !String(copy.values[f] ?? '').trim())) return;
    const place = copy.values.state
      ? {}
      : {
          state: form.getValues('state'),
          lga: form.getValues('lga'),
        };
    form.reset(
      {
        ...copy.values,
        ...place,
      },
      { keepDefaultValues: true },
    );
    setRestored(copy.savedAt);
    onRestore(copy.step);
  }, [active, userId]);
  A(() => {
    if (!active || userId === void 0) return;
    const save = () => {
      try {
        const copy = {
          values: form.getValues(),
          step: step === 2 ? 2 : 1,
          savedAt: Date.now(),
        };
        localStorage.setItem(keyOf(userId), JSON.stringify(copy));
      } catch {}
    };
    const sub = form.watch(save);
    save();
    return () => sub.unsubscribe();
  }, [active, userId, step, form]);
  const startAfresh = () => {
    forgetWizardCopy(userId);
    setRestored(null);
    form.reset();
    onRestore(1);
  };
  return {
    restored,
    startAfresh,
  };
}
// src/features/campaigns/create-campaign-page.tsx
var messages = i18n('create/create-campaign-page', {
  start: 'Start a campaign',
  steps: 'Steps',
  step1: 'Basic information',
  step2: 'Your story',
  step3: 'Rewards',
  step4: 'Feature image',
  step5: 'More pictures',
  pictures: 'Pictures',
  heading: params('Step {step} of {total}: {name}'),
  sent: 'Your campaign was sent for verification',
  created: 'Campaign created',
  notFound: "We couldn't find this draft",
  notFoundText: 'It may have been deleted, or it belongs to another account.',
  startNew: 'Start a new campaign',
  yourCampaigns: 'Your campaigns',
  loadingDraft: 'Loading your draft',
  welcome: 'Welcome back.',
  kept: '{welcome} We kept what you typed on this device on {date}.',
  startAfresh: 'Start afresh',
  draftSaved: 'Draft saved.',
  draftNote: '{saved} Only you can see it until you submit it. You can leave and come back to it from your profile.',
  rewardsIntro:
    'Rewards are gifts or experiences you send to donors who give a set amount or more. You can change them until the campaign closes.',
  featureImage: 'Feature image',
  featureHint: 'PNG or JPEG. Shown on every card and when your link is shared. A wide picture works best.',
  uploaded: 'Image uploaded',
  galleryIntro: "Add up to three more pictures for your campaign's gallery (optional): the people, the place, the bill or the quote.",
  picture: params('Picture {n}'),
  back: '← Back',
  saveContinue: 'Save and continue',
  addFeatureImage: 'Add a feature image',
  addReward: 'Add at least one reward, or go back and choose Non-reward based.',
  submit: 'Submit campaign',
  next: 'Next →',
  submittedTitle: 'Your campaign was submitted',
  submittedText: '{title} is now awaiting verification. Here is what happens next:',
  checkTitle: 'Volunteers check it',
  checkText: params('Volunteers in {state} look at your story and pictures and may call you to confirm the details.'),
  checkTextNoState: 'Volunteers in its state look at your story and pictures and may call you to confirm the details.',
  liveTitle: 'It goes live',
  liveText: 'Once a volunteer verifies it, it opens for donations. We e-mail you when it does.',
  shareTitle: 'Share it',
  shareText: 'Then share its link with family, friends and your community: most donations come from people who know you.',
  stillEdit: 'You can still edit it, and add rewards and pictures, while it waits.',
  view: 'View your campaign',
  profile: 'Go to your profile',
});
var stepNames = (t) => [t.step1, t.step2, t.step3, t.step4, t.step5];
/**
 * The steps a campaign has (issue 26): all five with rewards (or before its type is chosen);
 * without rewards 1, 2 and 5 (spec §2 skips 3 and 4), counted as "Step 3 of 3", never "5 of 5".
 */
var stepsOf = (skipRewards) => (skipRewards ? [1, 2, 5] : [1, 2, 3, 4, 5]);
/** The step asked for in the address (?step=), when it is one: steps 3 and 4 are only for rewards. */
function stepOf(raw, rewardBased) {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 5) return null;
  return !rewardBased && (n === 3 || n === 4) ? 5 : n;
}
/** Where a draft opened without a step resumes: the first thing it still lacks. */
function resumeStep(c) {
  if (c.types !== 'Reward based') return 5;
  if (c.imageUrl) return 5;
  return c.rewards.length ? 4 : 3;
}
/** A new campaign's form: empty, but for its place, which is where its owner is (issue 14). */
var emptyFor = (user) => ({
  title: '',
  goal: '',
  category: '',
  affiliatedOrganization: '',
  summary: '',
  campaign_details: '',
  types: '',
  state: user?.state_id ? String(user.state_id) : '',
  lga: user?.state_id && user.local_id ? String(user.local_id) : '',
  funding_mode: 'all_or_nothing',
  ends_on: '',
});
function Stepper({ step, skipRewards }) {
  const t = useT(messages);
  const steps = stepsOf(skipRewards);
  return /* @__PURE__ */ a('ol', {
    className: `mb-8 grid ${skipRewards ? 'grid-cols-3' : 'grid-cols-5'} gap-1.5`,
    'aria-label': t.steps,
    children: steps.map((n, i) => {
      const state = n < step ? 'done' : n === step ? 'current' : 'todo';
      const label = n === 5 && skipRewards ? t.pictures : stepNames(t)[n - 1];
      return /* @__PURE__ */ a(
        'li',
        {
          'aria-current': state === 'current' ? 'step' : void 0,
          className: 'min-w-0',
          children: [
            /* @__PURE__ */ a('div', { className: `h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand-600'}` }),
            /* @__PURE__ */ a('p', {
              className: `mt-2 hidden truncate text-xs sm:block ${state === 'current' ? 'font-bold text-brand-800' : 'text-slate-600'}`,
              children: [i + 1, '. ', label],
            }),
          ],
        },
        n,
      );
    }),
  });
}
/**
 * /create_campaigns (spec §2, §4): five steps. 1 basic information, 2 summary, story and type —
 * then the campaign is created as a draft (status 0, seen only by its owner); 3 rewards and 4 the
 * feature image (Reward based); without rewards the wizard goes on to step 5 (spec §2), which then
 * asks for the feature image too; 5 extra pictures and Submit, which sends it to the volunteers.
 * Each picture uploads when chosen.
 *
 * The draft is kept: once created, its id and step are in the address (?draft=…&step=…), so a
 * reload, a lost connection or the profile's Continue (or the e-mail's link) resumes it where it
 * stopped, prefilled; going back to step 2 saves it (PUT), never creates a second campaign.
 */
function CreateCampaignPage() {
  const t = useT(messages);
  const { user } = useAuth();
  const account = useAccount();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [campaignId, setCampaignId] = d(() => params.get('draft')?.toLowerCase() || null);
  const [step, setStep] = d(() => (campaignId ? (stepOf(params.get('step'), true) ?? 1) : 1));
  const [formError, setFormError] = d(null);
  /** What the step still lacks, said beside its button (issue 26): the feature image, a reward. */
  const [missing, setMissing] = d(null);
  const heading = T(null);
  /**
   * Set once the form holds the draft's values (resumed) or the draft was made here. A resumed
   * draft's fields are not shown before: what is typed can never be overwritten by its values.
   */
  const prefilled = T(false);
  const [, setPrefilledShown] = d(false);
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaignId ?? '');
  const submit = useSubmitCampaign(campaignId ?? '');
  const { data: campaign, isError: draftMissing } = useCampaign(campaignId ?? void 0);
  const uploadImage = useUploadCampaignImage(campaignId ?? '');
  const form = useForm({
    resolver: u(campaignWizardSchema),
    defaultValues: emptyFor(user),
    mode: 'onTouched',
  });
  const types = form.watch('types');
  const rewardBased = types === 'Reward based';
  useRecheckErrors(form);
  useTitle(t.start);
  const local = useWizardLocalCopy(form, user?._id, !campaignId, step, setStep);
  F(() => {
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);
  A(() => {
    if (!campaign || prefilled.current) return;
    prefilled.current = true;
    form.reset(formValuesOf(campaign));
    setStep(stepOf(params.get('step'), campaign.types === 'Reward based') ?? resumeStep(campaign));
    setPrefilledShown(true);
  }, [campaign]);
  A(() => {
    if (!campaignId || !prefilled.current) return;
    if (params.get('draft') === campaignId && params.get('step') === String(step)) return;
    setParams(
      {
        draft: campaignId,
        step: String(step),
      },
      { replace: true },
    );
  }, [campaignId, step, campaign]);
  if (user && user.identity_status !== 'submitted' && user.identity_status !== 'approved') {
    if (!account.isFetchedAfterMount) return /* @__PURE__ */ a(PageSpinner, {});
    return /* @__PURE__ */ a(Redirect, {
      to: '/verify',
      state: {
        redirectFromCampaign: true,
        message: Msg.verifyBeforeCreate,
      },
    });
  }
  const next = async () => {
    setFormError(null);
    setMissing(null);
    if (step === 1) {
      if (await form.trigger([...WIZARD_STEP_FIELDS[1]])) setStep(2);
      else setFormError(Msg.formInvalid);
      return;
    }
    if (step === 2) {
      await form.handleSubmit(save, () => setFormError(Msg.formInvalid))();
      return;
    }
    if (step === 3) {
      if (!campaign?.rewards.length) return setMissing(t.addReward);
      return setStep(4);
    }
    if (!campaign?.imageUrl) {
      setFormError(Msg.somethingWrong);
      setMissing(t.addFeatureImage);
      return;
    }
    if (step === 4) return setStep(5);
    const res = await submit.mutateAsync();
    if (res.status.code !== Code.OK) {
      setFormError(res.status.desc);
      toast.error(res.status.desc);
      return;
    }
    toast(t.sent);
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  };
  /** After step 2: create the campaign (or save the changes when coming back to it). */
  const save = async (values) => {
    const res = campaignId ? await update.mutateAsync(values) : await create.mutateAsync(values);
    if (res.status.code === Code.OK) {
      const c = res.entity;
      if (!campaignId) toast(t.created);
      forgetWizardCopy(user?._id);
      prefilled.current = true;
      setCampaignId(c.campaign_id);
      setStep(values.types === 'Reward based' ? 3 : 5);
      return;
    }
    if (res.status.code === Code.FORBIDDEN && res.status.desc === Msg.verifyBeforeCreate) {
      navigate('/verify', {
        state: {
          redirectFromCampaign: true,
          message: Msg.verifyBeforeCreate,
        },
      });
      return;
    }
    const errors = res.entity?.errors;
    if (errors) {
      for (const [k, m] of Object.entries(errors)) form.setError(k, { message: m });
      if (Object.keys(errors).some((k) => WIZARD_STEP_FIELDS[1].includes(k))) setStep(1);
    }
    setFormError(res.status.desc);
    toast.error(res.status.desc);
  };
  const steps = stepsOf(types === 'Non-reward based');
  const back = () => {
    setFormError(null);
    setMissing(null);
    setStep((s) => (s === 5 && !rewardBased ? 2 : s - 1));
  };
  if (campaignId && (draftMissing || campaign?.status === 4))
    return /* @__PURE__ */ a(WizardNote, {
      title: t.notFound,
      children: [
        /* @__PURE__ */ a('p', {
          className: 'text-slate-700',
          children: t.notFoundText,
        }),
        /* @__PURE__ */ a('div', {
          className: 'mt-6 flex flex-wrap gap-3',
          children: [
            /* @__PURE__ */ a('a', {
              href: '/create_campaigns',
              className: buttonClass('primary'),
              children: t.startNew,
            }),
            /* @__PURE__ */ a(Link, {
              to: '/profile',
              className: buttonClass('secondary'),
              children: t.yourCampaigns,
            }),
          ],
        }),
      ],
    });
  if (campaignId && (!campaign || !prefilled.current))
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-3xl px-4 py-8 sm:py-12',
      children: /* @__PURE__ */ a('div', {
        role: 'status',
        'aria-label': t.loadingDraft,
        className: 'h-96 animate-pulse rounded-xl bg-slate-100',
      }),
    });
  if (campaign?.submitted_at) return /* @__PURE__ */ a(Submitted, { campaign });
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto max-w-3xl px-4 py-8 sm:py-12',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-sm font-semibold tracking-wide text-brand-700 uppercase',
        children: t.start,
      }),
      /* @__PURE__ */ a('h1', {
        ref: heading,
        tabIndex: -1,
        className: 'mt-1 mb-6 text-3xl font-extrabold tracking-tight text-slate-900 focus:outline-none',
        children: t.heading({
          step: steps.indexOf(step) + 1,
          total: steps.length,
          name: step === 5 && !rewardBased ? t.pictures : stepNames(t)[step - 1],
        }),
      }),
      step === 1 && user?.identity_status === 'submitted' && /* @__PURE__ */ a(IdentityStatus, { user }),
      !campaignId &&
        local.restored !== null &&
        /* @__PURE__ */ a('div', {
          role: 'status',
          className:
            'mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900',
          children: [
            /* @__PURE__ */ a('p', {
              className: 'flex-1',
              children: /* @__PURE__ */ a(Rich, {
                text: t.kept,
                parts: {
                  welcome: /* @__PURE__ */ a('span', {
                    className: 'font-semibold',
                    children: t.welcome,
                  }),
                  date: formatDateTime(new Date(local.restored)),
                },
              }),
            }),
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: local.startAfresh,
              children: t.startAfresh,
            }),
          ],
        }),
      /* @__PURE__ */ a(Stepper, {
        step,
        skipRewards: types === 'Non-reward based',
      }),
      campaignId &&
        /* @__PURE__ */ a('p', {
          role: 'status',
          className: 'mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900',
          children: /* @__PURE__ */ a(Rich, {
            text: t.draftNote,
            parts: {
              saved: /* @__PURE__ */ a('span', {
                className: 'font-semibold',
                children: t.draftSaved,
              }),
            },
          }),
        }),
      /* @__PURE__ */ a('form', {
        noValidate: true,
        onSubmit: (e) => {
          e.preventDefault();
          next();
        },
        children: [
          /* @__PURE__ */ a(FormError, { message: formError }),
          /* @__PURE__ */ a('div', {
            className: step === 1 ? '' : 'hidden',
            children: [/* @__PURE__ */ a(BasicFields, { form }), /* @__PURE__ */ a(FundingFields, { form })],
          }),
          /* @__PURE__ */ a('div', {
            className: step === 2 ? '' : 'hidden',
            children: /* @__PURE__ */ a(StoryFields, { form }),
          }),
          step === 3 &&
            campaignId &&
            /* @__PURE__ */ a($, {
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'mb-5 text-slate-700',
                  children: t.rewardsIntro,
                }),
                /* @__PURE__ */ a(RewardManager, {
                  campaignId,
                  rewards: campaign?.rewards ?? [],
                }),
              ],
            }),
          step === 4 &&
            campaignId &&
            /* @__PURE__ */ a(ImageUpload, {
              label: t.featureImage,
              hint: t.featureHint,
              current: campaign?.imageUrl ?? null,
              accept: ['image/png', 'image/jpeg'],
              upload: uploadImage(0),
              uploadedText: t.uploaded,
              onUploaded: () => {
                setFormError(null);
                setMissing(null);
              },
            }),
          step === 5 &&
            campaignId &&
            /* @__PURE__ */ a($, {
              children: [
                !rewardBased &&
                  /* @__PURE__ */ a(ImageUpload, {
                    label: t.featureImage,
                    hint: t.featureHint,
                    current: campaign?.imageUrl ?? null,
                    accept: ['image/png', 'image/jpeg'],
                    upload: uploadImage(0),
                    uploadedText: t.uploaded,
                    onUploaded: () => {
                      setFormError(null);
                      setMissing(null);
                    },
                  }),
                /* @__PURE__ */ a('p', {
                  className: 'mb-5 text-slate-700',
                  children: t.galleryIntro,
                }),
                /* @__PURE__ */ a('div', {
                  className: 'grid gap-4 sm:grid-cols-3',
                  children: [1, 2, 3].map((n) =>
                    /* @__PURE__ */ a(
                      ImageUpload,
                      {
                        label: t.picture({ n }),
                        current: campaign?.[`imageUrl${n}`] ?? null,
                        accept: ['image/png', 'image/jpeg', 'image/webp'],
                        upload: uploadImage(n),
                        uploadedText: t.uploaded,
                      },
                      n,
                    ),
                  ),
                }),
              ],
            }),
          /* @__PURE__ */ a('div', {
            className: 'mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6',
            children: [
              step > 1
                ? /* @__PURE__ */ a(Button, {
                    type: 'button',
                    variant: 'ghost',
                    onClick: back,
                    children: t.back,
                  })
                : /* @__PURE__ */ a('span', {}),
              /* @__PURE__ */ a('div', {
                className: 'flex flex-wrap items-center justify-end gap-x-3 gap-y-2',
                children: [
                  missing &&
                    /* @__PURE__ */ a('p', {
                      id: 'wizard-missing',
                      role: 'alert',
                      className: 'text-sm font-semibold text-red-700',
                      children: missing,
                    }),
                  /* @__PURE__ */ a(Button, {
                    type: 'submit',
                    'aria-describedby': missing ? 'wizard-missing' : void 0,
                    loading: create.isPending || update.isPending || submit.isPending,
                    children: step === 2 ? t.saveContinue : step === 5 ? t.submit : t.next,
                  }),
                ],
              }),
            ],
          }),
        ],
      }),
    ],
  });
}
function WizardNote({ title, children }) {
  const t = useT(messages);
  const heading = T(null);
  A(() => heading.current?.focus(), []);
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto max-w-3xl px-4 py-8 sm:py-12',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-sm font-semibold tracking-wide text-brand-700 uppercase',
        children: t.start,
      }),
      /* @__PURE__ */ a('h1', {
        ref: heading,
        tabIndex: -1,
        className: 'mt-1 mb-6 text-3xl font-extrabold tracking-tight text-slate-900 focus:outline-none',
        children: title,
      }),
      children,
    ],
  });
}
/** After Submit: what happens next, in order. */
function Submitted({ campaign }) {
  const t = useT(messages);
  const steps = [
    [t.checkTitle, campaign.state ? t.checkText({ state: campaign.state.name }) : t.checkTextNoState],
    [t.liveTitle, t.liveText],
    [t.shareTitle, t.shareText],
  ];
  return /* @__PURE__ */ a(WizardNote, {
    title: t.submittedTitle,
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-slate-700',
        children: /* @__PURE__ */ a(Rich, {
          text: t.submittedText,
          parts: {
            title: /* @__PURE__ */ a('span', {
              className: 'font-semibold text-slate-900',
              children: campaign.title,
            }),
          },
        }),
      }),
      /* @__PURE__ */ a('ol', {
        className: 'mt-6 space-y-4',
        children: steps.map(([title, text], i) =>
          /* @__PURE__ */ a(
            'li',
            {
              className: 'flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
              children: [
                /* @__PURE__ */ a('span', {
                  'aria-hidden': 'true',
                  className: 'flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white',
                  children: i + 1,
                }),
                /* @__PURE__ */ a('div', {
                  children: [
                    /* @__PURE__ */ a('h2', {
                      className: 'font-bold text-slate-900',
                      children: title,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-1 text-sm text-slate-700',
                      children: text,
                    }),
                  ],
                }),
              ],
            },
            title,
          ),
        ),
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-6 text-sm text-slate-700',
        children: t.stillEdit,
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-6 flex flex-wrap gap-3',
        children: [
          /* @__PURE__ */ a(Link, {
            to: `/campaign/${campaign.campaign_id.toLowerCase()}`,
            className: buttonClass('primary'),
            children: t.view,
          }),
          /* @__PURE__ */ a(Link, {
            to: '/profile',
            className: buttonClass('secondary'),
            children: t.profile,
          }),
        ],
      }),
    ],
  });
}
export { CreateCampaignPage as default, messages, stepsOf };
