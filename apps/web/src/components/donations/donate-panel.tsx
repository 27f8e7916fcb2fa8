import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CampaignStatus } from '@ireti/shared/constants';
import { buttonClass } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { Spinner } from '../ui/spinner.tsx';

const DonateDialog = lazy(() => import('./donate-dialog.tsx'));
const preload = () => void import('./donate-dialog.tsx').catch(() => {});

/**
 * The donate button on a campaign page and, when pressed, the donate modal (loaded then: the
 * form, its rules and the checkout are code the page does not need until someone gives).
 * Only a live campaign (status 1, not suspended) takes donations.
 */
export function DonatePanel({
  campaignId,
  title,
  status,
  suspended,
  onPaid,
}: {
  campaignId: string;
  title: string;
  status: number;
  suspended: boolean;
  onPaid: () => void;
}) {
  const [open, setOpen] = useState(false);
  // The modal outlives the button: the donation that meets the goal closes donations (status 3)
  // while its thank-you is on screen, and the donor must still see it.
  const dialog = open && (
    <Suspense
      fallback={
        <Modal open onClose={() => setOpen(false)} title="Make a donation">
          <div className="flex justify-center py-10">
            <Spinner label="Opening the donation form" />
          </div>
        </Modal>
      }
    >
      <DonateDialog campaignId={campaignId} title={title} onClose={() => setOpen(false)} onPaid={onPaid} />
    </Suspense>
  );
  // The dialog keeps its place in the tree whatever the status, so its step survives the refetch.
  let body: ReactNode = null;
  if (status === CampaignStatus.ACTIVE && suspended)
    body = (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" role="status">
        Donations are paused while this campaign is under review.
      </p>
    );
  else if (status === CampaignStatus.ACTIVE)
    body = (
      <>
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
          className={buttonClass('sun', 'w-full text-base')}
        >
          <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
            <path d="M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z" />
          </svg>
          Donate now
        </button>
        <p className="mt-2 text-center text-xs text-slate-600">
          No fees for donors. Refunded in full if the campaign is deleted or falls short.
        </p>
      </>
    );
  return (
    <>
      {body}
      {dialog}
    </>
  );
}
