import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { campaignUpdateSchema, type CampaignUpdateInput, type CampaignUpdateValues } from '@ireti/shared/campaigns/schemas';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { ClaimAction } from '../donations/components/claim-action.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useCloseDonations } from './api/close-donations.ts';
import { useDeleteCampaign } from './api/delete-campaign.ts';
import { useCampaign } from './api/get-campaign.ts';
import { Redirect } from './components/redirect.tsx';
import { useUpdateCampaign } from './api/update-campaign.ts';
import { useUploadCampaignImage } from './api/upload-campaign-image.ts';
import { BasicFields, FundingFields, StoryFields, useRecheckErrors } from './components/campaign-fields.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ImageUpload } from '../../components/ui/image-upload.tsx';
import { RewardManager } from './components/reward-manager.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formValuesOf } from './campaign-values.ts';
import { editCampaignPath } from '../../lib/campaigns/paths.ts';
import { Rich } from '../../lib/i18n/rich.tsx';
import { i18n, params, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('create/edit-campaign-page', {
  donationsClosed: 'Donations closed',
  deleted: 'Campaign deleted',
  status: 'Status',
  suspended: 'This campaign is suspended while our team reviews it. It cannot be changed or closed until then.',
  awaiting: 'Awaiting verification.',
  awaitingText:
    '{awaiting} Volunteers in {state} are checking your campaign; it opens for donations once verified. Meanwhile you can improve it below.',
  awaitingTextNoState:
    '{awaiting} Volunteers in its state are checking your campaign; it opens for donations once verified. Meanwhile you can improve it below.',
  closed: 'This campaign is closed. Thank you for your thank-you: it now appears among the success stories.',
  wasDeleted: 'This campaign was deleted. Everyone who gave to it is refunded in full.',
  closeNow:
    'Donations are closed. Close the campaign with a thank-you message and two pictures for your donors; it then becomes a success story.',
  closeCampaign: 'Close Campaign',
  closeDonations: 'Close Donations',
  deleteCampaign: 'Delete Campaign',
  closeTitle: 'Close donations?',
  closeText: 'Nobody will be able to give to “{title}” any more. This cannot be undone.',
  goalNotReached: 'Your goal is not reached yet: under our policy, donors are then refunded in full.',
  deleteTitle: 'Delete this campaign?',
  deleteText: '“{title}” will be deleted and every donor refunded in full. This cannot be undone.',
  updated: 'Campaign updated',
  details: 'Details',
  save: 'Save changes',
  manageTitle: params('Manage · {title}'),
  manage: 'Manage campaign',
  notFound: 'Campaign not found',
  notOwner: 'Only the owner can manage this campaign',
  myCampaigns: 'My campaigns',
  viewPage: 'View campaign page →',
  pictures: 'Pictures',
  picturesIntro: 'Choose a picture, then press Upload image. The feature image is shown on cards and when your link is shared.',
  featureImage: 'Feature image',
  featureHint: 'PNG or JPEG',
  galleryPicture: params('Gallery picture {n}'),
  galleryHint: 'PNG, JPEG or WebP',
  uploaded: 'Image uploaded',
  rewards: 'Rewards',
});

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-extrabold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The owner screen's status part (spec §4): what the owner may do next, each irreversible step confirmed. */
function StatusActions({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useT(messages);
  const [asking, setAsking] = useState<'close' | 'delete' | null>(null);
  const closeDonations = useCloseDonations(c.campaign_id);
  const remove = useDeleteCampaign(c.campaign_id);
  const run = async () => {
    const res = asking === 'close' ? await closeDonations.mutateAsync() : await remove.mutateAsync();
    setAsking(null);
    if (res.status.code === Code.OK) toast(asking === 'close' ? t.donationsClosed : t.deleted);
    else toast.error(res.status.desc);
  };
  const claim = c.goal_reached && c.status !== 4 && <ClaimAction campaignId={c.campaign_id} />;
  return (
    <Section title={t.status} id="status-title">
      <div className="mb-4">
        <StatusBadge status={c.status} suspended={c.suspended} />
      </div>
      {c.suspended && <p className="mb-3 text-slate-700">{t.suspended}</p>}
      {c.status === 0 && (
        <p className="mb-4 rounded-lg border border-orange-300 bg-orange-50 px-4 py-3 text-orange-950">
          <Rich
            text={c.state ? t.awaitingText : t.awaitingTextNoState}
            parts={{ awaiting: <strong>{t.awaiting}</strong>, state: c.state?.name ?? '' }}
          />
        </p>
      )}
      {c.status === 2 && <p className="rounded-lg border border-blue-300 bg-blue-50 px-4 py-3 text-blue-950">{t.closed}</p>}
      {c.status === 4 && <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-950">{t.wasDeleted}</p>}
      {c.status === 3 && (
        <div>
          <p className="mb-4 text-slate-700">{t.closeNow}</p>
          <div className="flex flex-wrap gap-2">
            {!c.suspended && (
              <Link to="/close_campaign" state={{ campaign_id: c.campaign_id }} className={buttonClass('primary')}>
                {t.closeCampaign}
              </Link>
            )}
            {claim}
          </div>
        </div>
      )}
      {(c.status === 0 || c.status === 1) && (
        <div className="flex flex-wrap gap-2">
          {c.status === 1 && (
            <Button variant="secondary" onClick={() => setAsking('close')}>
              {t.closeDonations}
            </Button>
          )}
          <Button variant="danger" onClick={() => setAsking('delete')}>
            {t.deleteCampaign}
          </Button>
          {claim}
        </div>
      )}
      <ConfirmDialog
        open={asking === 'close'}
        title={t.closeTitle}
        confirm={t.closeDonations}
        tone="primary"
        busy={closeDonations.isPending}
        onConfirm={run}
        onClose={() => setAsking(null)}
      >
        <p>
          <Rich text={t.closeText} parts={{ title: c.title }} />
        </p>
        {!c.goal_reached && <p>{t.goalNotReached}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t.deleteTitle}
        confirm={t.deleteCampaign}
        busy={remove.isPending}
        onConfirm={run}
        onClose={() => setAsking(null)}
      >
        <p>
          <Rich text={t.deleteText} parts={{ title: c.title }} />
        </p>
      </ConfirmDialog>
    </Section>
  );
}

function DetailsForm({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useT(messages);
  const update = useUpdateCampaign(c.campaign_id);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CampaignUpdateInput, unknown, CampaignUpdateValues>({
    resolver: zodResolver(campaignUpdateSchema),
    defaultValues: formValuesOf(c),
    mode: 'onTouched',
  });
  useRecheckErrors(form);
  // Its place changes only while it awaits verification (its state's volunteers then verify it).
  const placeEditable = c.status === 0;
  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      const { state, lga, ...rest } = values;
      const res = await update.mutateAsync(placeEditable ? { ...rest, state, lga } : rest);
      if (res.status.code === Code.OK) {
        toast(t.updated);
        form.reset(formValuesOf(res.entity));
        return;
      }
      const errors = (res.entity as { errors?: Record<string, string> } | null)?.errors;
      if (errors) for (const [k, m] of Object.entries(errors)) form.setError(k as keyof CampaignUpdateInput, { message: m });
      setError(res.status.desc);
      toast.error(res.status.desc);
    },
    () => setError(Msg.formInvalid),
  );
  return (
    <Section title={t.details} id="details-title">
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        <BasicFields form={form} goalLocked={c.pledged > 0} place={placeEditable ? 'editable' : 'fixed'} />
        <FundingFields form={form} editable={c.status === 0 && c.pledged === 0} />
        <StoryFields form={form} />
        <Button type="submit" loading={update.isPending}>
          {t.save}
        </Button>
      </form>
    </Section>
  );
}

/**
 * /edit_campaign (spec §4): the owner screen of a campaign. The campaign is in the address
 * (/edit_campaign?id=…, issue 26), so a reload or a shared link keeps it; one passed in navigation
 * state, as the spec has it, is written into the address.
 */
export default function EditCampaignPage() {
  const t = useT(messages);
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromState = (location.state as { campaign_id?: string } | null)?.campaign_id;
  const id = search.get('id')?.toLowerCase() || fromState?.toLowerCase();
  useEffect(() => {
    if (id && !search.get('id')) void navigate(editCampaignPath(id), { replace: true, state: location.state });
  }, [id, search, navigate, location.state]);
  const q = useCampaign(id);
  const upload = useUploadCampaignImage(id ?? '');
  useTitle(q.data ? t.manageTitle({ title: q.data.title }) : t.manage);
  useEffect(() => window.scrollTo({ top: 0 }), []);

  if (!id) return <Redirect to="/profile" state={{ redirectFromCampaign: true, tab: 'campaigns' }} />;
  if (q.isPending) return <PageSpinner />;
  if (q.isError || !q.data.viewer.is_owner) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{q.isError ? t.notFound : t.notOwner}</h1>
        <Link to="/profile" state={{ tab: 'campaigns' }} className={buttonClass('primary', 'mt-6')}>
          {t.myCampaigns}
        </Link>
      </div>
    );
  }
  const c = q.data;
  const editable = (c.status === 0 || c.status === 1) && !c.suspended;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.manage}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{c.title}</h1>
      <p className="mt-2">
        <Link to={`/campaign/${c.campaign_id}`} className="font-semibold text-brand-800 hover:underline">
          {t.viewPage}
        </Link>
      </p>
      <div className="mt-6 space-y-6">
        <StatusActions campaign={c} />
        {editable && <DetailsForm key={c.campaign_id} campaign={c} />}
        {editable && (
          <Section title={t.pictures} id="pictures-title">
            <p className="mb-4 text-sm text-slate-600">{t.picturesIntro}</p>
            <div className="grid gap-x-6 sm:grid-cols-2">
              <ImageUpload
                confirm
                label={t.featureImage}
                hint={t.featureHint}
                current={c.imageUrl}
                accept={['image/png', 'image/jpeg']}
                upload={upload(0)}
                uploadedText={t.uploaded}
              />
              {([1, 2, 3] as const).map((n) => (
                <ImageUpload
                  key={n}
                  confirm
                  label={t.galleryPicture({ n })}
                  hint={t.galleryHint}
                  current={c[`imageUrl${n}`]}
                  accept={['image/png', 'image/jpeg', 'image/webp']}
                  upload={upload(n)}
                  uploadedText={t.uploaded}
                />
              ))}
            </div>
          </Section>
        )}
        {editable && c.types === 'Reward based' && (
          <Section title={t.rewards} id="rewards-title">
            <RewardManager campaignId={c.campaign_id} rewards={c.rewards} />
          </Section>
        )}
      </div>
    </div>
  );
}
