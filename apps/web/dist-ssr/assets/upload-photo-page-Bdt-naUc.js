import { A as P, N as d, O as A, b as a, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  D as useAuth,
  E as auth,
  L as Msg,
  T as imageUrl,
  W as Link,
  b as Button,
  m as toast,
  q as useNavigate,
  w as fallbackToPlaceholder,
} from '../entry-server.js';
import { t as Code } from './status-ClvZbWz5.js';
import { o as Delay } from './constants-DBX7dDmi.js';
import { t as AccountMsg } from './messages-BJG9K-nq.js';
import { r as FormError } from './field-BhGmjKt2.js';
import { t as useObjectUrl } from './object-url-8oyY9hhK.js';
import { t as useUploadProfileImage } from './upload-profile-image-B7kmAI2A.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { r as fileProblem, t as IMAGE_ACCEPT } from './upload-rules-DCYkDjke.js';
import { t as ProgressBar } from './progress-bar-C09t12Wr.js';
import { t as StatusPanel } from './status-panel-CN7cuanP.js';
// src/features/auth/upload-photo-page.tsx
var messages = i18n('auth/upload-photo-page', {
  title: 'Add a profile photo',
  intro: 'A clear photo of your face helps donors trust your campaigns.',
  toProfile: 'Taking you to your profile…',
  newPhoto: 'Your new profile photo',
  chooseAnother: 'Choose another photo',
  choose: 'Choose a photo',
  rule: 'PNG, JPEG or WebP, up to 10 MB.',
  uploading: 'Uploading your profile photo',
  skip: 'Skip for now',
  upload: 'Upload photo',
});
/**
 * /upload_profile_photo (spec §2, §5): an image must be chosen (else a form error), the upload
 * shows its progress, then /profile after 2 s. "Skip for now" goes to the home page.
 */
function UploadPhotoPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const id = P();
  const navigate = useNavigate();
  const { user } = useAuth();
  const upload = useUploadProfileImage();
  const [file, setFile] = d(null);
  const [error, setError] = d(null);
  const [done, setDone] = d(false);
  const preview = useObjectUrl(file);
  A(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/profile'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    if (!file) return setError(Msg.selectImageFirst);
    const res = await upload.run(file);
    if (res.status.code !== Code.OK) {
      setError(res.status.desc || Msg.errorProfileImage);
      toast.error(res.status.desc || tr(Msg.errorProfileImage));
      return;
    }
    auth.setUser(res.entity);
    toast(res.status.desc);
    setDone(true);
  };
  const shown = preview ?? (user?.image_url ? imageUrl(user.image_url, 'profile') : null);
  return /* @__PURE__ */ a(AuthShell, {
    title: t.title,
    intro: t.intro,
    children: done
      ? /* @__PURE__ */ a(StatusPanel, {
          ok: true,
          title: tr(AccountMsg.photoSaved),
          children: t.toProfile,
        })
      : /* @__PURE__ */ a('form', {
          onSubmit: (e) => void submit(e),
          noValidate: true,
          children: [
            /* @__PURE__ */ a(FormError, { message: error }),
            /* @__PURE__ */ a('div', {
              className: 'flex flex-col items-center gap-4',
              children: [
                /* @__PURE__ */ a('div', {
                  className:
                    'flex h-36 w-36 items-center justify-center overflow-hidden rounded-full border-4 border-brand-100 bg-slate-100',
                  children: shown
                    ? /* @__PURE__ */ a('img', {
                        src: shown,
                        alt: t.newPhoto,
                        onError: fallbackToPlaceholder,
                        className: 'h-full w-full object-cover',
                      })
                    : /* @__PURE__ */ a('svg', {
                        viewBox: '0 0 24 24',
                        className: 'h-16 w-16 text-slate-400',
                        'aria-hidden': 'true',
                        fill: 'currentColor',
                        children: /* @__PURE__ */ a('path', {
                          d: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.2 0-8 2.1-8 5v2h16v-2c0-2.9-3.8-5-8-5z',
                        }),
                      }),
                }),
                /* @__PURE__ */ a('input', {
                  id,
                  type: 'file',
                  accept: IMAGE_ACCEPT,
                  className: 'peer sr-only',
                  disabled: upload.pending,
                  onChange: (e) => {
                    setError(null);
                    const f = e.currentTarget.files?.[0] ?? null;
                    const problem = f && fileProblem(f);
                    if (problem) return setError(problem);
                    setFile(f);
                  },
                }),
                /* @__PURE__ */ a('label', {
                  htmlFor: id,
                  className:
                    'inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 peer-focus-visible:ring-3 peer-focus-visible:ring-sun-400 hover:bg-brand-50',
                  children: file ? t.chooseAnother : t.choose,
                }),
                /* @__PURE__ */ a('p', {
                  className: 'text-xs text-slate-500',
                  children: t.rule,
                }),
              ],
            }),
            upload.pending &&
              upload.progress !== null &&
              /* @__PURE__ */ a(ProgressBar, {
                value: upload.progress,
                label: t.uploading,
              }),
            /* @__PURE__ */ a('div', {
              className: 'mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between',
              children: [
                /* @__PURE__ */ a(Link, {
                  to: '/',
                  className: 'py-2 text-center text-sm font-semibold text-slate-600 underline-offset-2 hover:underline',
                  children: t.skip,
                }),
                /* @__PURE__ */ a(Button, {
                  type: 'submit',
                  loading: upload.pending,
                  children: t.upload,
                }),
              ],
            }),
          ],
        }),
  });
}
export { UploadPhotoPage as default, messages };
