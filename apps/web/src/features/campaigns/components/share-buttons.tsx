import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { copyLink, shareTargets } from '../../../lib/share.ts';
import { ShareLink } from '../../../components/ui/share-link.tsx';
import { fill } from '@ireti/shared/i18n';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { AccountNumber, useAccountLine } from '../../donations/components/transfer-account.tsx';
import { useActiveTransferAccount } from '../../../lib/donations/transfer-account.ts';

export const messages = i18n('campaign/share-buttons', {
  text: '{title} — please support this campaign on Ireti:',
  copied: 'Link copied',
  notCopied: 'Could not copy the link; copy it from the address bar.',
  heading: 'Share this campaign',
  copy: 'Copy link',
  qr: 'QR code',
  byTransfer: 'Or give by bank transfer, any time:',
});

// Its QR library is loaded only when the QR code is asked for.
const QrCodeDialog = lazy(() => import('./qr-code-dialog.tsx'));

/** Share a campaign: WhatsApp first (most Nigerian sharing happens there), Facebook, X, SMS, copy link, and a QR code to print. */
export function ShareButtons({
  url,
  title,
  campaignId,
  heading,
}: {
  url: string;
  title: string;
  campaignId?: string;
  /** What is shared, when it is not the campaign's own page (a supporter's page, decision 094). */
  heading?: string;
}) {
  const t = useT(messages);
  const [qr, setQr] = useState(false);
  // The permanent account number travels with the link (WhatsApp, SMS), for those who give by transfer.
  const account = useActiveTransferAccount(campaignId ?? '', !!campaignId);
  const line = useAccountLine();
  const text = fill(t.text, { title });
  const links = shareTargets(url, text, account ? line(account) : undefined);
  const copy = async () => {
    if (await copyLink(url)) toast(t.copied);
    else toast.error(t.notCopied);
  };
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">{heading ?? t.heading}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.name}>
            <ShareLink target={l} className="inline-flex" />
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
            </svg>
            {t.copy}
          </button>
        </li>
        {campaignId && (
          <li>
            <button
              type="button"
              onClick={() => setQr(true)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor">
                <path d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm4 0h4v2h-2v2h-2zm-4 4h2v4h-2zm4 2h2v2h2v-4h2v6h-6z" />
              </svg>
              {t.qr}
            </button>
          </li>
        )}
      </ul>
      {account && (
        <div className="mt-3 rounded-lg border border-slate-200 p-3">
          <p className="mb-2 text-sm font-semibold text-slate-800">{t.byTransfer}</p>
          <AccountNumber account={account} compact />
        </div>
      )}
      {qr && campaignId && (
        <Suspense fallback={null}>
          <QrCodeDialog
            url={url}
            title={title}
            campaignId={campaignId}
            account={account ? line(account) : null}
            onClose={() => setQr(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
