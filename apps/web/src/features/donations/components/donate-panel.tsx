import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CampaignStatus } from '@ireti/shared/constants';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isOffline } from '../../../lib/offline.ts';
import { isLowData } from '../../../lib/low-data.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { useMonthlyOffer } from '../../../lib/donations/monthly.ts';

export const messages = i18n('donations/donate-panel', {
  offline: "You're offline. Giving needs a connection: try again when you're back online.",
  makeDonation: 'Make a donation',
  opening: 'Opening the donation form',
  paused: 'Donations are paused while this campaign is under review.',
  donateNow: 'Donate now',
  noFees: 'No fees for donors. Refunded in full if the campaign is deleted or falls short.',
  noFeesKeeps: 'No fees for donors. This campaign keeps what it raises, even short of its goal.',
  donate: 'Donate',
  oneMonthlyDonor: '1 person gives to this campaign every month',
  monthlyDonors: params('{n} people give to this campaign every month'),
});

/** The address's ask to open the donate dialog: the drawn button's form, pressed before the app was live. */
const GIVE_PARAM = 'give';

const DonateDialog = lazy(() => import('./donate-dialog.tsx'));
// Fetched ahead when a hand or focus comes near the button, unless saving data (lib/low-data.ts).
const preload = () => void (isLowData() ? null : import('./donate-dialog.tsx').catch(() => {}));

/**
 * The donate button on a campaign page and, when pressed, the donate modal (loaded then: the
 * form, its rules and the checkout are code the page does not need until someone gives).
 * Only a live campaign (status 1, not suspended) takes donations. On a phone or tablet (one
 * column) a Donate bar stays at the bottom of the screen while the in-page button is out of view
 * (scrolled past or not reached yet) and the footer is not in view: it opens the same dialog.
 */
export function DonatePanel({
  campaignId,
  title,
  status,
  suspended,
  onPaid,
  supporterPage,
  funding = null,
  keeps = false,
}: {
  campaignId: string;
  title: string;
  status: number;
  suspended: boolean;
  onPaid: () => void;
  /** The supporter page the gift is given through (decision 094): the gift is the campaign's, credited to the page. */
  supporterPage?: string;
  /** How the campaign is funded, in one sentence (issue 25), repeated in the dialog. */
  funding?: string | null;
  /** Keep what you raise (issue 25): donors are not refunded when it falls short. */
  keeps?: boolean;
}) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  // Giving needs the network: offline, the button says so rather than open a form that cannot send.
  const give = () => (isOffline() ? toast.error(t.offline) : setOpen(true));
  const live = status === CampaignStatus.ACTIVE && !suspended;
  // The drawn page's button is a form's (decision 107): pressed before the app has loaded, it
  // asks for the page again with ?give=1, and the dialog opens once the app is live.
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const asked = live && params.get(GIVE_PARAM) !== null;
  useEffect(() => {
    if (!asked) return;
    setParams(
      (p) => {
        p.delete(GIVE_PARAM);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
    give();
    // once, when the address asks
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  const inPage = useRef<HTMLDivElement>(null);
  const stuck = useOutOfView(inPage, live);
  const monthlyDonors = useMonthlyOffer(campaignId).data?.monthly_donors ?? 0;
  // The modal outlives the button: the donation that meets the goal closes donations (status 3)
  // while its thank-you is on screen, and the donor must still see it.
  const dialog = open && (
    <Suspense
      fallback={
        <Modal open onClose={() => setOpen(false)} title={t.makeDonation}>
          <div className="flex justify-center py-10">
            <Spinner label={t.opening} />
          </div>
        </Modal>
      }
    >
      <DonateDialog
        campaignId={campaignId}
        title={title}
        funding={funding}
        onClose={() => setOpen(false)}
        onPaid={onPaid}
        supporterPage={supporterPage}
      />
    </Suspense>
  );
  // The dialog keeps its place in the tree whatever the status, so its step survives the refetch.
  let body: ReactNode = null;
  if (status === CampaignStatus.ACTIVE && suspended)
    body = (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" role="status">
        {t.paused}
      </p>
    );
  else if (status === CampaignStatus.ACTIVE)
    body = (
      <div ref={inPage}>
        <form
          method="get"
          action={pathname}
          onSubmit={(e) => {
            e.preventDefault();
            give();
          }}
        >
          <input type="hidden" name={GIVE_PARAM} value="1" />
          <button type="submit" onPointerEnter={preload} onFocus={preload} className={buttonClass('sun', 'w-full text-base')}>
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
              <path d="M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z" />
            </svg>
            {t.donateNow}
          </button>
        </form>
        <p className="mt-2 text-center text-xs text-slate-600">{keeps ? t.noFeesKeeps : t.noFees}</p>
        {monthlyDonors > 0 && (
          <p className="mt-2 text-center text-sm font-semibold text-brand-800" data-testid="monthly-donors">
            {monthlyDonors === 1 ? t.oneMonthlyDonor : t.monthlyDonors({ n: String(monthlyDonors) })}
          </p>
        )}
        {stuck && !open && (
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
            <div className="mx-auto flex max-w-2xl items-center gap-3">
              <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">{title}</p>
              <button
                type="button"
                onClick={give}
                onPointerEnter={preload}
                onFocus={preload}
                className={buttonClass('sun', 'shrink-0 px-6 text-base')}
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
                  <path d="M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z" />
                </svg>
                {t.donate}
              </button>
            </div>
          </div>
        )}
      </div>
    );
  return (
    <>
      {body}
      {dialog}
    </>
  );
}

/**
 * True while `ref`'s element is out of the viewport and the page's footer is not in it
 * (IntersectionObserver; false where there is none, and while `active` is false).
 */
function useOutOfView(ref: { current: HTMLElement | null }, active: boolean) {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') {
      setOut(false);
      return;
    }
    const seen = new Map<Element, boolean>();
    const footer = document.querySelector('footer');
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) seen.set(e.target, e.isIntersecting);
      setOut(seen.get(el) === false && !(footer && seen.get(footer)));
    });
    io.observe(el);
    if (footer) io.observe(footer);
    return () => io.disconnect();
  }, [ref, active]);
  return out;
}
