import { F as w, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { n as e, t as P } from './lean-qr-CyzNR2fz.js';
import { t as Modal } from './modal-CQEXYd9c.js';
// src/features/campaigns/components/qr-code-dialog.tsx
var messages = i18n('campaign/qr-code-dialog', {
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
var SCALE = 16;
var MARGIN = 4;
var WIDTH = 960;
/** Writes `text` centred at `y`, in the largest size up to `px` that fits the flyer's width. */
function fitText(ctx, text, y, px, weight = '') {
  let size = px;
  do ctx.font = `${weight} ${size}px sans-serif`.trim();
  while (ctx.measureText(text).width > 900 && --size > 12);
  ctx.fillText(text, WIDTH / 2, y);
}
function flyerPng(url, title, scan, account) {
  const code = P(url, { minCorrectionLevel: e.M });
  const side = (code.size + 8) * SCALE;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx)
    return code.toDataURL({
      type: 'image/png',
      scale: SCALE,
      pad: MARGIN,
    });
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
  if (account) {
    ctx.fillStyle = '#0f172a';
    fitText(ctx, account, side + 210, 30, 'bold');
  }
  return canvas.toDataURL('image/png');
}
function QrCodeDialog({ url, title, campaignId, account = null, onClose }) {
  const t = useT(messages);
  const screen = w(
    () =>
      P(url, { minCorrectionLevel: e.M }).toDataURL({
        type: 'image/png',
        scale: 8,
        pad: MARGIN,
      }),
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
  return /* @__PURE__ */ a(Modal, {
    open: true,
    onClose,
    title: t.title,
    children: /* @__PURE__ */ a('div', {
      className: 'text-center',
      children: [
        /* @__PURE__ */ a('img', {
          src: screen,
          alt: t.alt({ url }),
          width: 240,
          height: 240,
          className: 'mx-auto h-60 w-60 [image-rendering:pixelated]',
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-3 font-semibold text-slate-900',
          children: title,
        }),
        /* @__PURE__ */ a('p', {
          className: 'text-sm break-all text-slate-600',
          children: url,
        }),
        account &&
          /* @__PURE__ */ a('p', {
            className: 'mt-2 font-semibold text-slate-900',
            children: account,
          }),
        /* @__PURE__ */ a('p', {
          className: 'mt-3 text-sm text-slate-700',
          children: t.print,
        }),
        /* @__PURE__ */ a('button', {
          type: 'button',
          onClick: download,
          className:
            'mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800',
          children: t.download,
        }),
      ],
    }),
  });
}
export { QrCodeDialog as default, messages };
