import { useMemo } from 'react';
import { correction, generate } from 'lean-qr';
import { Modal } from '../../../components/ui/modal.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('campaign/qr-code-dialog', {
  title: 'QR code',
  alt: params('QR code of the link {url}'),
  scan: 'Scan with your phone camera to give on Ireti',
  print: 'Print it on a flyer or a poster: anyone can scan it with a phone camera to open this campaign.',
  download: 'Download PNG for printing',
});

/**
 * The campaign's link as a QR code (issue 17), for a flyer on a church board or a market stall:
 * drawn in the browser (lean-qr, a few KB, loaded only when asked for), shown on screen and
 * downloadable as a PNG with the campaign's title and link under it, ready to print.
 */
const SCALE = 16;
const MARGIN = 4; // modules of white around the code, as QR readers expect
const WIDTH = 960;

/** Writes `text` centred at `y`, in the largest size up to `px` that fits the flyer's width. */
function fitText(ctx: CanvasRenderingContext2D, text: string, y: number, px: number, weight = '') {
  let size = px;
  do ctx.font = `${weight} ${size}px sans-serif`.trim();
  while (ctx.measureText(text).width > WIDTH - 60 && --size > 12);
  ctx.fillText(text, WIDTH / 2, y);
}

function flyerPng(url: string, title: string, scan: string, account: string | null): string {
  const code = generate(url, { minCorrectionLevel: correction.M });
  const side = (code.size + MARGIN * 2) * SCALE;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return code.toDataURL({ type: 'image/png', scale: SCALE, pad: MARGIN });
  canvas.width = Math.max(WIDTH, side);
  canvas.height = side + (account ? 250 : 200);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#0f172a';
  const left = (canvas.width - side) / 2;
  for (let y = 0; y < code.size; y++)
    for (let x = 0; x < code.size; x++) if (code.get(x, y)) ctx.fillRect(left + (x + MARGIN) * SCALE, (y + MARGIN) * SCALE, SCALE, SCALE);
  ctx.textAlign = 'center';
  fitText(ctx, title, side + 40, 44, 'bold');
  fitText(ctx, scan, side + 100, 30);
  ctx.fillStyle = '#166534';
  fitText(ctx, url.replace(/^https?:\/\//, ''), side + 155, 30, 'bold');
  // The campaign's permanent account number (issue 27), for those who give by transfer.
  if (account) {
    ctx.fillStyle = '#0f172a';
    fitText(ctx, account, side + 210, 30, 'bold');
  }
  return canvas.toDataURL('image/png');
}

export default function QrCodeDialog({
  url,
  title,
  campaignId,
  account = null,
  onClose,
}: {
  url: string;
  title: string;
  campaignId: string;
  /** The campaign's permanent account number in one line, printed under the link. */
  account?: string | null;
  onClose: () => void;
}) {
  const t = useT(messages);
  const screen = useMemo(
    () => generate(url, { minCorrectionLevel: correction.M }).toDataURL({ type: 'image/png', scale: 8, pad: MARGIN }),
    [url],
  );
  const download = () => {
    const a = document.createElement('a');
    a.href = flyerPng(url, title, t.scan, account);
    a.download = `ireti-${campaignId}-qr.png`;
    document.body.append(a);
    a.click();
    a.remove();
  };
  return (
    <Modal open onClose={onClose} title={t.title}>
      <div className="text-center">
        <img src={screen} alt={t.alt({ url })} width={240} height={240} className="mx-auto h-60 w-60 [image-rendering:pixelated]" />
        <p className="mt-3 font-semibold text-slate-900">{title}</p>
        <p className="text-sm break-all text-slate-600">{url}</p>
        {account && <p className="mt-2 font-semibold text-slate-900">{account}</p>}
        <p className="mt-3 text-sm text-slate-700">{t.print}</p>
        <button
          type="button"
          onClick={download}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t.download}
        </button>
      </div>
    </Modal>
  );
}
