import { useState } from 'react';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import type { OwnerContact } from '@ireti/shared/campaigns/types';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAssignment } from '../../../lib/volunteers/get-assignment.ts';
import { useVerifyCampaign } from '../../../lib/volunteers/verify-campaign.ts';
import { useRecommendCampaign } from '../../../lib/volunteers/recommend-campaign.ts';
import { CampaignerContact } from './campaigner-contact.tsx';
import { i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/verify-campaign-button', {
  theCampaigner: 'the campaigner',
  actions: 'Volunteer actions',
  chosen: 'You were chosen to check this campaign',
  checked: 'You checked this campaign',
  verifyHint: 'Verify it only once you are sure the person and the need are genuine. It then goes live for donations.',
  verify: 'Verify campaign',
  recommend: 'Recommend for verified status',
  recommended: 'You recommended this campaign',
  confirmTitle: 'Verify this campaign?',
  confirm1: 'By verifying, you confirm that you checked this campaign yourself and that the person and the need are genuine.',
  confirm2: 'The campaign goes live at once and the owner is told. This cannot be undone.',
});

/**
 * On a campaign's page: Verify campaign for an assigned volunteer (or an admin) while it awaits
 * verification, Recommend for verified status for an assigned volunteer, and "Contact the
 * campaigner" when the campaign detail carries the owner's contact (owner_contact: given by the
 * API only to the volunteers vetting it and to admins). The server decides what the caller may do
 * and see; nothing shows for anyone else.
 */
export function VerifyCampaignButton({
  campaignId,
  status,
  onVerified,
  contact = null,
  campaigner,
}: {
  campaignId: string;
  status: number;
  onVerified: () => void;
  contact?: OwnerContact | null;
  /** The owner's name, as the page shows it. */
  campaigner?: string;
}) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useAssignment(campaignId, status);
  const verify = useVerifyCampaign(campaignId);
  const recommend = useRecommendCampaign(campaignId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const a = q.data;
  const acts = !!a && (a.can_verify || a.can_recommend || a.recommended);
  if (!acts && !contact) return null;

  const doVerify = async () => {
    setError(null);
    const res = await verify.mutateAsync();
    setConfirming(false);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      onVerified();
      return;
    }
    const failed = tr(Msg.errorVerifyCampaign);
    setError(res.status.code === Code.UNEXPECTED ? failed : `${failed}: ${res.status.desc}`);
    toast.error(failed);
  };

  const doRecommend = async () => {
    setError(null);
    const res = await recommend.mutateAsync();
    if (res.status.code === Code.OK) toast(res.status.desc);
    else {
      setError(res.status.desc);
      toast.error(res.status.desc);
    }
  };

  return (
    <section aria-label={t.actions} className="rounded-xl border border-sun-400 bg-amber-50 p-4">
      {(acts || a?.assigned) && <p className="text-sm font-semibold text-amber-950">{a?.can_verify || !acts ? t.chosen : t.checked}</p>}
      {a?.can_verify && <p className="mt-1 text-sm text-amber-950">{t.verifyHint}</p>}
      {contact && <CampaignerContact contact={contact} campaigner={campaigner ?? t.theCampaigner} />}
      <div className="mt-3 flex flex-wrap gap-2 empty:hidden">
        {a?.can_verify && (
          <Button onClick={() => setConfirming(true)} loading={verify.isPending}>
            {t.verify}
          </Button>
        )}
        {a?.can_recommend && (
          <Button variant="secondary" onClick={doRecommend} loading={recommend.isPending}>
            {t.recommend}
          </Button>
        )}
        {a?.recommended && (
          <span className="self-center rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">{t.recommended}</span>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.confirmTitle}
        confirm={t.verify}
        tone="primary"
        onConfirm={doVerify}
        busy={verify.isPending}
      >
        <p>{t.confirm1}</p>
        <p>{t.confirm2}</p>
      </ConfirmDialog>
    </section>
  );
}
