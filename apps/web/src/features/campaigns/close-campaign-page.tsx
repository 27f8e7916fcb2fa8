import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { closeCampaignSchema, THANK_YOU_MAX, type CloseCampaignInput } from '@ireti/shared/campaigns/schemas';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormError, TextArea } from '../../components/ui/field.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useCloseCampaign } from './api/close-campaign.ts';
import { useCampaign } from './api/get-campaign.ts';
import { Redirect } from './components/redirect.tsx';
import { useUploadThankYouImage } from './api/upload-thank-you-image.ts';
import { ImageUpload } from '../../components/ui/image-upload.tsx';
import { Rich } from '../../lib/i18n/rich.tsx';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { editCampaignPath } from '../../lib/campaigns/paths.ts';

export const messages = i18n('create/close-campaign-page', {
  label1: 'SELECT YOUR FIRST THANK YOU IMAGE',
  label2: 'SELECT YOUR SECOND THANK YOU IMAGE',
  missing1: 'Select your first thank you image',
  missing2: 'Select your second thank you image',
  title: 'Close campaign',
  notFound: 'Campaign not found',
  alreadyClosed: 'This campaign is already closed',
  cannotClose: 'This campaign cannot be closed now',
  whenClosed: 'A campaign is closed by its owner once donations are closed.',
  back: 'Back to the campaign',
  myCampaigns: 'My campaigns',
  closed: 'Campaign closed. Thank you!',
  intro:
    "Thank your donors and show them what their money did. Your message and pictures replace the campaign's tabs and it joins the success stories.",
  message: 'Thank-you message',
  uploaded: 'Image uploaded',
  cancel: 'Cancel',
  close: 'Close Campaign',
  confirmTitle: 'Close this campaign?',
  confirmText:
    '“{title}” will be closed for good: your thank-you message and pictures replace its tabs and it joins the success stories. This cannot be undone.',
  noChange: 'You will not be able to change the message or the pictures afterwards.',
});

/**
 * /close_campaign (spec §2, §4, §5): the campaign comes in navigation state (none → /profile).
 * A thank-you message and two thank-you pictures (each uploaded when chosen), then the campaign
 * is closed and the owner lands on its page.
 */
export default function CloseCampaignPage() {
  const t = useT(messages);
  const LABELS = { 1: t.label1, 2: t.label2 } as const;
  const MISSING = { 1: t.missing1, 2: t.missing2 } as const;
  const location = useLocation();
  const navigate = useNavigate();
  const id = (location.state as { campaign_id?: string } | null)?.campaign_id;
  const q = useCampaign(id);
  const close = useCloseCampaign(id ?? '');
  const upload = useUploadThankYouImage(id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ 1?: string; 2?: string }>({});
  /** The checked message, waiting for the owner's confirmation: closing cannot be undone. */
  const [asking, setAsking] = useState<string | null>(null);
  const form = useForm<CloseCampaignInput>({ resolver: zodResolver(closeCampaignSchema), defaultValues: { message: '' } });
  const message = form.watch('message') ?? '';
  useTitle(t.title);

  if (!id) return <Redirect to="/profile" state={{ redirectFromCampaign: true, tab: 'campaigns' }} />;
  if (q.isPending) return <PageSpinner />;
  const c = q.data;
  if (!c || !c.viewer.is_owner || c.status !== 3) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{!c ? t.notFound : c.status === 2 ? t.alreadyClosed : t.cannotClose}</h1>
        <p className="mt-2 text-slate-600">{t.whenClosed}</p>
        <Link to={c ? `/campaign/${c.campaign_id}` : '/profile'} className={buttonClass('primary', 'mt-6')}>
          {c ? t.back : t.myCampaigns}
        </Link>
      </div>
    );
  }

  const submit = form.handleSubmit(
    async (v) => {
      const gaps = { ...(c.messageUrl1 ? {} : { 1: MISSING[1] }), ...(c.messageUrl2 ? {} : { 2: MISSING[2] }) };
      setMissing(gaps);
      if (Object.keys(gaps).length) return setError(Msg.formInvalid);
      setError(null);
      setAsking(v.message);
    },
    () => {
      setMissing({ ...(c.messageUrl1 ? {} : { 1: MISSING[1] }), ...(c.messageUrl2 ? {} : { 2: MISSING[2] }) });
      setError(Msg.formInvalid);
    },
  );

  const confirmClose = async (message: string) => {
    const res = await close.mutateAsync(message);
    setAsking(null);
    if (res.status.code === Code.OK) {
      toast(t.closed);
      navigate(`/campaign/${c.campaign_id.toLowerCase()}`);
      return;
    }
    setError(res.status.desc);
    toast.error(res.status.desc);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.title}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{c.title}</h1>
      <p className="mt-3 text-slate-700">{t.intro}</p>
      <form onSubmit={submit} noValidate className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <FormError message={error} />
        <TextArea
          label={t.message}
          rows={6}
          maxLength={THANK_YOU_MAX}
          hint={`${message.length}/${THANK_YOU_MAX}`}
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        <div className="grid gap-x-6 sm:grid-cols-2">
          {([1, 2] as const).map((n) => (
            <ImageUpload
              key={n}
              label={LABELS[n]}
              current={n === 1 ? c.messageUrl1 : c.messageUrl2}
              accept={['image/png', 'image/jpeg', 'image/webp']}
              upload={upload(n)}
              uploadedText={t.uploaded}
              onUploaded={() => {
                const left = { ...missing, [n]: undefined };
                setMissing(left);
                // the form-level line goes once nothing it spoke of is left
                if (!left[1] && !left[2] && !form.formState.errors.message && error === Msg.formInvalid) setError(null);
              }}
              error={missing[n] ? MISSING[n] : undefined}
            />
          ))}
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-5">
          <Link to={editCampaignPath(c.campaign_id)} className={buttonClass('ghost')}>
            {t.cancel}
          </Link>
          <Button type="submit" loading={close.isPending}>
            {t.close}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmTitle}
        confirm={t.close}
        tone="primary"
        busy={close.isPending}
        onConfirm={() => asking !== null && void confirmClose(asking)}
        onClose={() => setAsking(null)}
      >
        <p>
          <Rich text={t.confirmText} parts={{ title: c.title }} />
        </p>
        <p>{t.noChange}</p>
      </ConfirmDialog>
    </div>
  );
}
