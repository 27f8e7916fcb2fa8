import { A as P, I as $, N as d, O as A, b as a, c as params, f as useLocalise, j as T, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Code } from './status-ClvZbWz5.js';
import { L as Msg, T as imageUrl, m as toast, w as fallbackToPlaceholder } from '../entry-server.js';
import { t as ProgressBar } from './progress-bar-C09t12Wr.js';
import { i as typesFor, n as IMAGE_TYPES, r as fileProblem } from './upload-rules-DCYkDjke.js';
// src/components/image-upload.tsx
var messages = i18n('shell/image-upload', {
  choose: 'Choose a picture',
  change: 'Change picture',
  required: '(required)',
  noPicture: 'No picture yet',
  upload: 'Upload image',
  uploading: params('Uploading: {label}'),
});
var box = {
  round: 'h-24 w-24 rounded-full',
  square: 'h-24 w-24 rounded-xl',
  wide: 'aspect-[363/232] w-full rounded-xl',
};
/**
 * A picture (or document) that uploads as soon as it is chosen, with a preview and its progress
 * (spec §4); with `confirm` (the campaign edit screen) it is chosen, then sent with "Upload image"
 * (spec §5). A refused upload clears the choice and shows the server's reason. The label turns red
 * when the form was submitted without it (`missing`). `preview` shows what is saved already when
 * that is not a public image (a private document).
 */
function ImageUpload({
  label,
  hint,
  current,
  upload,
  onUploaded,
  accept = IMAGE_TYPES,
  kind = 'image',
  shape = 'wide',
  missing = false,
  error,
  confirm = false,
  preview,
  uploadedText,
  chooseText,
  changeText,
  required = false,
}) {
  const t = useT(messages);
  const tr = useLocalise();
  const id = P();
  const input = T(null);
  const [local, setLocal] = d(null);
  const [chosen, setChosen] = d(null);
  const [progress, setProgress] = d(null);
  const [failure, setFailure] = d(null);
  A(() => () => void (local?.url && URL.revokeObjectURL(local.url)), [local]);
  const show = (file) =>
    setLocal({
      url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
      pdf: file.type === 'application/pdf',
    });
  const checked = (file) => {
    setFailure(null);
    if (!file) return null;
    const problem = fileProblem(file, kind, accept);
    if (problem) {
      setFailure(problem);
      return null;
    }
    return file;
  };
  const send = async (file) => {
    if (chosen !== file) show(file);
    setProgress(0);
    const res = await upload(file, setProgress);
    setProgress(null);
    setChosen(null);
    if (input.current) input.current.value = '';
    if (res.status.code === Code.OK) {
      toast(uploadedText ?? res.status.desc);
      onUploaded?.(res.entity);
      if (confirm) setLocal(null);
      return;
    }
    setLocal(null);
    const message = res.status.desc || Msg.errorImage;
    setFailure(message);
    toast.error(tr(message));
  };
  const pick = (file) => {
    const ok = checked(file);
    if (!ok) return;
    if (!confirm) return void send(ok);
    setChosen(ok);
    show(ok);
  };
  const saved =
    preview ??
    (current && kind === 'image'
      ? {
          url: imageUrl(current, shape === 'wide' ? 'card' : 'profile'),
          pdf: false,
        }
      : null);
  const shown = local ?? saved;
  const has = !!current || !!local;
  const message = failure ?? error;
  const red = !!message || (missing && !has);
  const busy = progress !== null;
  return /* @__PURE__ */ a('div', {
    className: 'mb-5',
    children: [
      /* @__PURE__ */ a('p', {
        id: `${id}-label`,
        className: `text-sm font-semibold ${missing && !has ? 'text-red-700' : 'text-slate-800'}`,
        children: [
          label,
          required &&
            /* @__PURE__ */ a($, {
              children: [
                /* @__PURE__ */ a('span', {
                  'aria-hidden': 'true',
                  className: 'ml-0.5 text-red-700',
                  children: '*',
                }),
                /* @__PURE__ */ a('span', {
                  className: 'sr-only',
                  children: [' ', t.required],
                }),
              ],
            }),
        ],
      }),
      hint &&
        /* @__PURE__ */ a('p', {
          className: 'mt-0.5 text-xs text-slate-600',
          children: hint,
        }),
      /* @__PURE__ */ a('div', {
        className: 'mt-2 flex flex-wrap items-center gap-3',
        children: [
          /* @__PURE__ */ a('div', {
            className: `${box[shape]} flex shrink-0 items-center justify-center overflow-hidden border-2 border-dashed bg-slate-50 ${red ? 'border-red-500' : 'border-slate-300'}`,
            children: shown?.url
              ? /* @__PURE__ */ a('img', {
                  src: shown.url,
                  alt: '',
                  onError: fallbackToPlaceholder,
                  className: 'h-full w-full object-cover',
                })
              : shown?.pdf
                ? /* @__PURE__ */ a('span', {
                    className: 'text-sm font-bold text-red-700',
                    children: 'PDF',
                  })
                : /* @__PURE__ */ a('span', {
                    className: 'flex flex-col items-center gap-2 text-slate-500',
                    children: [
                      /* @__PURE__ */ a('svg', {
                        viewBox: '0 0 24 24',
                        'aria-hidden': 'true',
                        className: 'h-8 w-8',
                        fill: 'none',
                        stroke: 'currentColor',
                        strokeWidth: '1.5',
                        children: [
                          /* @__PURE__ */ a('rect', {
                            x: '3',
                            y: '5',
                            width: '18',
                            height: '14',
                            rx: '2',
                          }),
                          /* @__PURE__ */ a('circle', {
                            cx: '9',
                            cy: '10',
                            r: '2',
                          }),
                          /* @__PURE__ */ a('path', { d: 'm21 17-5-5-8 7' }),
                        ],
                      }),
                      shape === 'wide' &&
                        /* @__PURE__ */ a('span', {
                          className: 'text-sm',
                          children: t.noPicture,
                        }),
                    ],
                  }),
          }),
          /* @__PURE__ */ a('div', {
            className: 'flex flex-wrap gap-2',
            children: [
              /* @__PURE__ */ a('label', {
                htmlFor: id,
                className: `inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`,
                children: [
                  has ? (changeText ?? t.change) : (chooseText ?? t.choose),
                  /* @__PURE__ */ a('span', {
                    className: 'sr-only',
                    children: [': ', label],
                  }),
                  /* @__PURE__ */ a('input', {
                    ref: input,
                    id,
                    type: 'file',
                    accept: typesFor(kind, accept).join(','),
                    className: 'sr-only',
                    disabled: busy,
                    'aria-describedby': message ? `${id}-error` : void 0,
                    onChange: (e) => pick(e.currentTarget.files?.[0]),
                  }),
                ],
              }),
              confirm &&
                /* @__PURE__ */ a('button', {
                  type: 'button',
                  disabled: busy,
                  onClick: () => (chosen ? void send(chosen) : setFailure(Msg.selectImageFirst)),
                  className:
                    'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60',
                  children: [
                    t.upload,
                    /* @__PURE__ */ a('span', {
                      className: 'sr-only',
                      children: [': ', label],
                    }),
                  ],
                }),
            ],
          }),
        ],
      }),
      busy &&
        /* @__PURE__ */ a(ProgressBar, {
          value: progress,
          label: t.uploading({ label }),
        }),
      message &&
        /* @__PURE__ */ a('p', {
          id: `${id}-error`,
          role: 'alert',
          className: 'mt-2 text-sm text-red-700',
          children: tr(message),
        }),
    ],
  });
}
export { ImageUpload as t };
