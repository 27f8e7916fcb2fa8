import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code, type Envelope } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import {
  campaignWizardSchema,
  WIZARD_STEP_FIELDS,
  type CampaignUpdateInput,
  type CampaignUpdateValues,
} from '@ireti/shared/campaigns/schemas';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useAccount } from '../../lib/account/get-account.ts';
import { useCampaign } from './api/get-campaign.ts';
import { Redirect } from './components/redirect.tsx';
import { useCreateCampaign } from './api/create-campaign.ts';
import { useSubmitCampaign } from './api/submit-campaign.ts';
import { updateCampaign, useUpdateCampaign } from './api/update-campaign.ts';
import { afterCampaignChange } from './api/invalidate.ts';
import { useUploadCampaignImage } from './api/upload-campaign-image.ts';
import { BasicFields, FundingFields, StoryFields, useRecheckErrors } from './components/campaign-fields.tsx';
import { ImageUpload } from '../../components/ui/image-upload.tsx';
import { IdentityStatus } from '../account/components/identity-status.tsx';
import { RewardManager } from './components/reward-manager.tsx';
import { formValuesOf } from './campaign-values.ts';
import { forgetWizardCopy, useWizardLocalCopy } from './wizard-local-copy.ts';
import { Rich } from '../../lib/i18n/rich.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { i18n, params, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('create/create-campaign-page', {
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

type Texts = ReturnType<typeof messages.get>;
const stepNames = (t: Texts) => [t.step1, t.step2, t.step3, t.step4, t.step5] as const;
type Step = 1 | 2 | 3 | 4 | 5;

/**
 * The steps a campaign has (issue 26): all five with rewards (or before its type is chosen);
 * without rewards 1, 2 and 5 (spec §2 skips 3 and 4), counted as "Step 3 of 3", never "5 of 5".
 */
export const stepsOf = (skipRewards: boolean): readonly Step[] => (skipRewards ? [1, 2, 5] : [1, 2, 3, 4, 5]);

/** The step asked for in the address (?step=), when it is one: steps 3 and 4 are only for rewards. */
function stepOf(raw: string | null, rewardBased: boolean): Step | null {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 5) return null;
  return !rewardBased && (n === 3 || n === 4) ? 5 : (n as Step);
}

/** Whether a step-1 or step-2 field now holds other text than the save sent. */
const changedSince = (sent: CampaignUpdateInput, now: CampaignUpdateInput) =>
  [...WIZARD_STEP_FIELDS[1], ...WIZARD_STEP_FIELDS[2]].some((f) => (sent[f] ?? '') !== (now[f] ?? ''));

/** Where a draft opened without a step resumes: the first thing it still lacks. */
function resumeStep(c: CampaignDetail): Step {
  if (c.types !== 'Reward based') return 5;
  if (c.imageUrl) return 5;
  return c.rewards.length ? 4 : 3;
}

/** A new campaign's form: empty, but for its place, which is where its owner is (issue 14). */
const emptyFor = (user: { state_id: number | null; local_id: number | null } | null | undefined): CampaignUpdateInput => ({
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

function Stepper({ step, skipRewards }: { step: Step; skipRewards: boolean }) {
  const t = useT(messages);
  // Spec §2: without rewards the wizard goes from step 2 straight to step 5; only its steps are shown.
  const steps = stepsOf(skipRewards);
  return (
    <ol className={`mb-8 grid ${skipRewards ? 'grid-cols-3' : 'grid-cols-5'} gap-1.5`} aria-label={t.steps}>
      {steps.map((n, i) => {
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        const label = n === 5 && skipRewards ? t.pictures : stepNames(t)[n - 1]!;
        return (
          <li key={n} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
            <div className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand-600'}`} />
            <p className={`mt-2 hidden truncate text-xs sm:block ${state === 'current' ? 'font-bold text-brand-800' : 'text-slate-600'}`}>
              {i + 1}. {label}
            </p>
          </li>
        );
      })}
    </ol>
  );
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
export default function CreateCampaignPage() {
  const t = useT(messages);
  const { user } = useAuth();
  const account = useAccount();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [campaignId, setCampaignId] = useState<string | null>(() => params.get('draft')?.toLowerCase() || null);
  const [step, setStep] = useState<Step>(() => (campaignId ? (stepOf(params.get('step'), true) ?? 1) : 1));
  const [formError, setFormError] = useState<string | null>(null);
  /** What the step still lacks, said beside its button (issue 26): the feature image, a reward. */
  const [missing, setMissing] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /**
   * Set once the form holds the draft's values (resumed) or the draft was made here. A resumed
   * draft's fields are not shown before: what is typed can never be overwritten by its values.
   */
  const prefilled = useRef(false);
  const [, setPrefilledShown] = useState(false);
  /** Step 2's save runs (it may save twice, see `save`): the button waits and a second press does nothing. */
  const [saving, setSaving] = useState(false);
  const savingNow = useRef(false);
  const qc = useQueryClient();
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaignId ?? '');
  const submit = useSubmitCampaign(campaignId ?? '');
  const { data: campaign, isError: draftMissing } = useCampaign(campaignId ?? undefined);
  const uploadImage = useUploadCampaignImage(campaignId ?? '');
  const form = useForm<CampaignUpdateInput, unknown, CampaignUpdateValues>({
    resolver: zodResolver(campaignWizardSchema),
    defaultValues: emptyFor(user),
    mode: 'onTouched',
  });
  const types = form.watch('types');
  const rewardBased = types === 'Reward based';
  useRecheckErrors(form);
  useTitle(t.start);
  // Before the draft exists (steps 1 and 2), what was typed is kept on this device.
  const local = useWizardLocalCopy(form, user?._id, !campaignId, step, setStep);

  // In the same task as the step's render (a layout effect), not a frame later: a person (or a
  // journey) already typing in the new step's first field must not have the focus taken away
  // mid-word, the text then going nowhere.
  useLayoutEffect(() => {
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  // Resuming a draft: its fields into the form, and the step the address names (or where it stopped).
  useEffect(() => {
    if (!campaign || prefilled.current) return;
    prefilled.current = true;
    form.reset(formValuesOf(campaign));
    setStep(stepOf(params.get('step'), campaign.types === 'Reward based') ?? resumeStep(campaign));
    setPrefilledShown(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the draft arrives
  }, [campaign]);

  // The address follows the draft, so a reload comes back here.
  useEffect(() => {
    if (!campaignId || !prefilled.current) return;
    if (params.get('draft') === campaignId && params.get('step') === String(step)) return;
    setParams({ draft: campaignId, step: String(step) }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params is what this writes
  }, [campaignId, step, campaign]);

  // The user this device kept may be older than the account (the identity sent from another
  // device): only the account's fresh answer sends the campaigner to /verify.
  if (user && user.identity_status !== 'submitted' && user.identity_status !== 'approved') {
    if (!account.isFetchedAfterMount) return <PageSpinner />;
    return <Redirect to="/verify" state={{ redirectFromCampaign: true, message: Msg.verifyBeforeCreate }} />;
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
      if (savingNow.current) return;
      savingNow.current = true;
      setSaving(true);
      // What the save sends: handleSubmit reads the form's values now, in this same task.
      const sent = { ...form.getValues() };
      try {
        await form.handleSubmit(
          (values) => save(values, sent),
          () => setFormError(Msg.formInvalid),
        )();
      } finally {
        savingNow.current = false;
        setSaving(false);
      }
      return;
    }
    if (step === 3) {
      // A Reward based campaign goes to the volunteers with a reward (the API refuses it too).
      if (!campaign?.rewards.length) return setMissing(t.addReward);
      return setStep(4);
    }
    // A feature image must be there (step 4, or step 5 when the wizard skipped to it): the spec's
    // form error at the top, and what to do beside the button.
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

  /**
   * After step 2: create the campaign (or save the changes when coming back to it). The fields stay
   * editable while it saves, so what is typed meanwhile is saved too (PUT) before the wizard moves
   * on: a save that sent a prefix of the text never stays the draft's last word (issue 24, the
   * drafts journey's summary prefix).
   */
  const save = async (values: CampaignUpdateValues, sent: CampaignUpdateInput) => {
    let res: Envelope<unknown> = campaignId ? await update.mutateAsync(values) : await create.mutateAsync(values);
    let types = values.types;
    if (res.status.code === Code.OK) {
      const c = res.entity as CampaignDetail;
      if (!campaignId) toast(t.created);
      forgetWizardCopy(user?._id);
      prefilled.current = true;
      setCampaignId(c.campaign_id);
      for (;;) {
        const now = { ...form.getValues() };
        if (!changedSince(sent, now)) break;
        const checked = campaignWizardSchema.safeParse(now);
        // Changed into something the form refuses: it stays on step 2, saying why, to be saved again.
        if (!checked.success) {
          await form.trigger([...WIZARD_STEP_FIELDS[1], ...WIZARD_STEP_FIELDS[2]]);
          setFormError(Msg.formInvalid);
          return;
        }
        sent = now;
        types = checked.data.types;
        const again = await updateCampaign(c.campaign_id, checked.data);
        afterCampaignChange(qc, c.campaign_id, again);
        res = again;
        if (again.status.code !== Code.OK) break;
      }
      if (res.status.code === Code.OK) {
        setStep(types === 'Reward based' ? 3 : 5);
        return;
      }
    }
    if (res.status.code === Code.FORBIDDEN && res.status.desc === Msg.verifyBeforeCreate) {
      navigate('/verify', { state: { redirectFromCampaign: true, message: Msg.verifyBeforeCreate } });
      return;
    }
    const errors = (res.entity as { errors?: Record<string, string> } | null)?.errors;
    if (errors) {
      for (const [k, m] of Object.entries(errors)) form.setError(k as keyof CampaignUpdateInput, { message: m });
      if (Object.keys(errors).some((k) => (WIZARD_STEP_FIELDS[1] as readonly string[]).includes(k))) setStep(1);
    }
    setFormError(res.status.desc);
    toast.error(res.status.desc);
  };

  const steps = stepsOf(types === 'Non-reward based');

  const back = () => {
    setFormError(null);
    setMissing(null);
    setStep((s) => (s === 5 && !rewardBased ? 2 : ((s - 1) as Step)));
  };

  if (campaignId && (draftMissing || campaign?.status === 4)) {
    return (
      <WizardNote title={t.notFound}>
        <p className="text-slate-700">{t.notFoundText}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="/create_campaigns" className={buttonClass('primary')}>
            {t.startNew}
          </a>
          <Link to="/profile" className={buttonClass('secondary')}>
            {t.yourCampaigns}
          </Link>
        </div>
      </WizardNote>
    );
  }
  if (campaignId && (!campaign || !prefilled.current)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <div role="status" aria-label={t.loadingDraft} className="h-96 animate-pulse rounded-xl bg-slate-100" />
      </div>
    );
  }
  if (campaign?.submitted_at) return <Submitted campaign={campaign} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.start}</p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 mb-6 text-3xl font-extrabold tracking-tight text-slate-900 focus:outline-none">
        {t.heading({
          step: steps.indexOf(step) + 1,
          total: steps.length,
          name: step === 5 && !rewardBased ? t.pictures : stepNames(t)[step - 1]!,
        })}
      </h1>
      {step === 1 && user?.identity_status === 'submitted' && <IdentityStatus user={user} />}
      {!campaignId && local.restored !== null && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <p className="flex-1">
            <Rich
              text={t.kept}
              parts={{
                welcome: <span className="font-semibold">{t.welcome}</span>,
                date: formatDateTime(new Date(local.restored)),
              }}
            />
          </p>
          <Button type="button" variant="ghost" onClick={local.startAfresh}>
            {t.startAfresh}
          </Button>
        </div>
      )}
      <Stepper step={step} skipRewards={types === 'Non-reward based'} />
      {campaignId && (
        <p role="status" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <Rich text={t.draftNote} parts={{ saved: <span className="font-semibold">{t.draftSaved}</span> }} />
        </p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
      >
        <FormError message={formError} />
        <div className={step === 1 ? '' : 'hidden'}>
          <BasicFields form={form} />
          <FundingFields form={form} />
        </div>
        <div className={step === 2 ? '' : 'hidden'}>
          <StoryFields form={form} />
        </div>
        {step === 3 && campaignId && (
          <>
            <p className="mb-5 text-slate-700">{t.rewardsIntro}</p>
            <RewardManager campaignId={campaignId} rewards={campaign?.rewards ?? []} />
          </>
        )}
        {step === 4 && campaignId && (
          <ImageUpload
            label={t.featureImage}
            hint={t.featureHint}
            current={campaign?.imageUrl ?? null}
            accept={['image/png', 'image/jpeg']}
            upload={uploadImage(0)}
            uploadedText={t.uploaded}
            onUploaded={() => {
              setFormError(null);
              setMissing(null);
            }}
          />
        )}
        {step === 5 && campaignId && (
          <>
            {!rewardBased && (
              <ImageUpload
                label={t.featureImage}
                hint={t.featureHint}
                current={campaign?.imageUrl ?? null}
                accept={['image/png', 'image/jpeg']}
                upload={uploadImage(0)}
                uploadedText={t.uploaded}
                onUploaded={() => {
                  setFormError(null);
                  setMissing(null);
                }}
              />
            )}
            <p className="mb-5 text-slate-700">{t.galleryIntro}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              {([1, 2, 3] as const).map((n) => (
                <ImageUpload
                  key={n}
                  label={t.picture({ n })}
                  current={campaign?.[`imageUrl${n}`] ?? null}
                  accept={['image/png', 'image/jpeg', 'image/webp']}
                  upload={uploadImage(n)}
                  uploadedText={t.uploaded}
                />
              ))}
            </div>
          </>
        )}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
          {step > 1 ? (
            <Button type="button" variant="ghost" onClick={back}>
              {t.back}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
            {missing && (
              <p id="wizard-missing" role="alert" className="text-sm font-semibold text-red-700">
                {missing}
              </p>
            )}
            {/* Step 2 saves the draft (it is created there the first time): named for what it does. */}
            <Button
              type="submit"
              aria-describedby={missing ? 'wizard-missing' : undefined}
              loading={saving || create.isPending || update.isPending || submit.isPending}
            >
              {step === 2 ? t.saveContinue : step === 5 ? t.submit : t.next}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}

function WizardNote({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useT(messages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.start}</p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 mb-6 text-3xl font-extrabold tracking-tight text-slate-900 focus:outline-none">
        {title}
      </h1>
      {children}
    </div>
  );
}

/** After Submit: what happens next, in order. */
function Submitted({ campaign }: { campaign: CampaignDetail }) {
  const t = useT(messages);
  const steps = [
    [t.checkTitle, campaign.state ? t.checkText({ state: campaign.state.name }) : t.checkTextNoState],
    [t.liveTitle, t.liveText],
    [t.shareTitle, t.shareText],
  ] as const;
  return (
    <WizardNote title={t.submittedTitle}>
      <p className="text-slate-700">
        <Rich text={t.submittedText} parts={{ title: <span className="font-semibold text-slate-900">{campaign.title}</span> }} />
      </p>
      <ol className="mt-6 space-y-4">
        {steps.map(([title, text], i) => (
          <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h2 className="font-bold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-slate-700">{t.stillEdit}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={`/campaign/${campaign.campaign_id.toLowerCase()}`} className={buttonClass('primary')}>
          {t.view}
        </Link>
        <Link to="/profile" className={buttonClass('secondary')}>
          {t.profile}
        </Link>
      </div>
    </WizardNote>
  );
}
