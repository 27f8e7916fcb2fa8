import { useState } from 'react';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import type { OwnerContact } from '@ireti/shared/campaigns/types';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { toast } from '../ui/toast.tsx';
import { useAssignment } from '../../lib/volunteers/get-assignment.ts';
import { useVerifyCampaign } from '../../lib/volunteers/verify-campaign.ts';
import { useRecommendCampaign } from '../../lib/volunteers/recommend-campaign.ts';
import { CampaignerContact } from './campaigner-contact.tsx';

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
  campaigner = 'the campaigner',
}: {
  campaignId: string;
  status: number;
  onVerified: () => void;
  contact?: OwnerContact | null;
  /** The owner's name, as the page shows it. */
  campaigner?: string;
}) {
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
    setError(res.status.code === Code.UNEXPECTED ? Msg.errorVerifyCampaign : `${Msg.errorVerifyCampaign}: ${res.status.desc}`);
    toast.error(Msg.errorVerifyCampaign);
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
    <section aria-label="Volunteer actions" className="rounded-xl border border-sun-400 bg-amber-50 p-4">
      {(acts || a?.assigned) && (
        <p className="text-sm font-semibold text-amber-950">
          {a?.can_verify || !acts ? 'You were chosen to check this campaign' : 'You checked this campaign'}
        </p>
      )}
      {a?.can_verify && (
        <p className="mt-1 text-sm text-amber-950">
          Verify it only once you are sure the person and the need are genuine. It then goes live for donations.
        </p>
      )}
      {contact && <CampaignerContact contact={contact} campaigner={campaigner} />}
      <div className="mt-3 flex flex-wrap gap-2 empty:hidden">
        {a?.can_verify && (
          <Button onClick={() => setConfirming(true)} loading={verify.isPending}>
            Verify campaign
          </Button>
        )}
        {a?.can_recommend && (
          <Button variant="secondary" onClick={doRecommend} loading={recommend.isPending}>
            Recommend for verified status
          </Button>
        )}
        {a?.recommended && (
          <span className="self-center rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
            You recommended this campaign
          </span>
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
        title="Verify this campaign?"
        confirm="Verify campaign"
        tone="primary"
        onConfirm={doVerify}
        busy={verify.isPending}
      >
        <p>By verifying, you confirm that you checked this campaign yourself and that the person and the need are genuine.</p>
        <p>The campaign goes live at once and the owner is told. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
