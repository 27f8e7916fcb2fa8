import { A as P, I as $, N as d, O as A, b as a, c as params, f as useLocalise, j as T, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import { o as Delay } from './constants-DBX7dDmi.js';
import {
  D as useAuth,
  L as Msg,
  P as upload,
  S as PageSpinner,
  W as Link,
  b as Button,
  m as toast,
  q as useNavigate,
  x as buttonClass,
} from '../entry-server.js';
import { r as FormError, t as ChoiceField } from './field-BhGmjKt2.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { r as idDocumentSchema } from './schemas-BqxSaobd.js';
import { r as LoadError } from './list-states-BuPyhDkz.js';
import { t as serverErrors } from './forms-CuVYEf0F.js';
import { t as useObjectUrl } from './object-url-8oyY9hhK.js';
import { t as ProgressBar } from './progress-bar-C09t12Wr.js';
import { i as useMyApplication, n as ApplicationStatus, r as myApplicationKey, t as useIdTypes } from './id-types-bqB6-VBs.js';
// src/features/volunteers/components/apply-gate.tsx
var messages$2 = i18n('volunteers/apply-gate', {
  title: 'Sign in to apply',
  text: 'Your application is linked to your Ireti account, so we can tell you about your interview and the campaigns you check.',
  signIn: 'Sign In',
  create: 'Create an account',
});
/**
 * What the upload pages need before showing the forms: a signed-in person who may apply. A visitor
 * is asked to sign in (and comes back here); an organisation or a volunteer is told why not.
 */
function ApplyGate({ from, children }) {
  const t = useT(messages$2);
  const tr = useLocalise();
  const { token } = useAuth();
  const q = useMyApplication();
  if (!token)
    return /* @__PURE__ */ a('div', {
      className: 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm',
      children: [
        /* @__PURE__ */ a('h2', {
          className: 'text-lg font-semibold text-slate-900',
          children: t.title,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-slate-700',
          children: t.text,
        }),
        /* @__PURE__ */ a('div', {
          className: 'mt-4 flex flex-wrap gap-3',
          children: [
            /* @__PURE__ */ a(Link, {
              to: '/signin',
              state: { from },
              className: buttonClass('primary'),
              children: t.signIn,
            }),
            /* @__PURE__ */ a(Link, {
              to: '/signup',
              className: buttonClass('secondary'),
              children: t.create,
            }),
          ],
        }),
      ],
    });
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(Msg.errorTryAgain) });
  const a$2 = q.data;
  if (!a$2.can_apply) return /* @__PURE__ */ a(ApplicationStatus, { a: a$2 });
  return /* @__PURE__ */ a($, {
    children: [
      a$2.status !== 'none' &&
        /* @__PURE__ */ a('div', {
          className: 'mb-6',
          children: /* @__PURE__ */ a(ApplicationStatus, { a: a$2 }),
        }),
      children(a$2),
    ],
  });
}
// src/features/volunteers/api/upload-volunteer-document.ts
/**
 * POST /volunteer/verification/nationalid (with the ID type) or /electricity: one file in the
 * multipart field `file`, with progress. Resolves to the envelope.
 */
function uploadVolunteerDocument(kind, file, idType, onProgress) {
  const path =
    kind === 'id'
      ? `/volunteer/verification/nationalid?id_type=${encodeURIComponent(idType ?? '')}`
      : '/volunteer/verification/electricity';
  return upload('POST', path, file, onProgress);
}
/** The upload with its progress (spec §3: upload progress as a percentage) and success flag. */
function useUploadVolunteerDocument(kind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = d(null);
  const [pending, setPending] = d(false);
  const run = async (file, idType) => {
    setPending(true);
    setProgress(0);
    try {
      const res = await uploadVolunteerDocument(kind, file, idType, setProgress);
      if (res.status.code === Code.OK) queryClient.setQueryData(myApplicationKey, res.entity);
      return res;
    } finally {
      setPending(false);
    }
  };
  return {
    run,
    progress,
    pending,
    reset: () => setProgress(null),
  };
}
// src/features/volunteers/components/document-upload.tsx
var MAX_BYTES = 10485760;
var ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';
var messages$1 = i18n('volunteers/document-upload', {
  choose: 'Choose your document first',
  tooLarge: 'This file is larger than 10 MB. Take a smaller photo or scan and try again.',
  type: 'Choose a photo (PNG, JPEG or WebP) or a PDF',
  saved: 'Document saved',
  savedBadge: 'Saved',
  idType: 'ID type',
  idTypePlaceholder: 'Select the type of your ID',
  replaceFile: 'Replace the file (photo or PDF, up to 10 MB)',
  file: 'File (photo or PDF, up to 10 MB)',
  uploading: params('Uploading {title}'),
  save: 'Save Changes',
});
/**
 * One of the two volunteer documents: (for the identity document) its type, the file, Save
 * Changes, and the upload's progress. A failed upload clears the chosen file (spec §4).
 */
function DocumentUpload({ kind, title, hint, application, onSaved }) {
  const t = useT(messages$1);
  const tr = useLocalise();
  const idTypes = useIdTypes();
  const fileId = P();
  const [file, setFile] = d(null);
  const [inputKey, setInputKey] = d(0);
  const [error, setError] = d(null);
  const { run, progress, pending } = useUploadVolunteerDocument(kind);
  const form = useForm({
    resolver: kind === 'id' ? u(idDocumentSchema) : void 0,
    defaultValues: { id_type: application?.id_type ?? '' },
  });
  const saved = kind === 'id' ? application?.has_id_document : application?.has_bill;
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);
  const clear = () => {
    setFile(null);
    setInputKey((k) => k + 1);
  };
  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      if (!file) return setError(t.choose);
      const res = await run(file, kind === 'id' ? values.id_type : void 0);
      if (res.status.code === Code.OK) {
        toast(t.saved);
        clear();
        onSaved(res.entity);
        return;
      }
      clear();
      const m = res.status.code === Code.VALIDATION ? serverErrors(res).id_type : void 0;
      if (m) form.setError('id_type', { message: m });
      setError(res.status.desc);
      toast.error(res.status.desc);
    },
    () => setError(tr(Msg.formInvalid)),
  );
  return /* @__PURE__ */ a('form', {
    onSubmit: submit,
    noValidate: true,
    className: 'flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
    'aria-labelledby': `${fileId}-title`,
    children: [
      /* @__PURE__ */ a('div', {
        className: 'flex items-start justify-between gap-3',
        children: [
          /* @__PURE__ */ a('h2', {
            id: `${fileId}-title`,
            className: 'text-lg font-semibold text-slate-900',
            children: title,
          }),
          saved &&
            /* @__PURE__ */ a('span', {
              className: 'shrink-0 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-800',
              children: [
                /* @__PURE__ */ a('span', {
                  'aria-hidden': 'true',
                  children: '✓ ',
                }),
                t.savedBadge,
              ],
            }),
        ],
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 mb-4 text-sm text-slate-600',
        children: hint,
      }),
      kind === 'id' &&
        /* @__PURE__ */ a(ChoiceField, {
          label: t.idType,
          placeholder: t.idTypePlaceholder,
          options: idTypes.options,
          error: form.formState.errors.id_type?.message && tr(form.formState.errors.id_type.message),
          ...form.register('id_type'),
        }),
      /* @__PURE__ */ a('div', {
        className: 'mb-4',
        children: [
          /* @__PURE__ */ a('label', {
            htmlFor: fileId,
            className: 'block text-sm font-medium text-slate-700',
            children: saved ? t.replaceFile : t.file,
          }),
          /* @__PURE__ */ a(
            'input',
            {
              id: fileId,
              type: 'file',
              accept: ACCEPT,
              disabled: pending,
              onChange: (e) => {
                setError(null);
                const f = e.currentTarget.files?.[0] ?? null;
                if (f && f.size > MAX_BYTES) {
                  setError(t.tooLarge);
                  return clear();
                }
                if (f && !ACCEPT.split(',').includes(f.type)) {
                  setError(t.type);
                  return clear();
                }
                setFile(f);
              },
              className:
                'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
            },
            inputKey,
          ),
        ],
      }),
      file &&
        /* @__PURE__ */ a('div', {
          className: 'mb-4 flex items-center gap-3 rounded-lg bg-slate-50 p-2',
          children: [
            preview
              ? /* @__PURE__ */ a('img', {
                  src: preview,
                  alt: '',
                  className: 'h-14 w-20 rounded object-cover',
                })
              : /* @__PURE__ */ a('span', {
                  className: 'flex h-14 w-20 items-center justify-center rounded bg-red-50 text-xs font-bold text-red-700',
                  'aria-hidden': 'true',
                  children: 'PDF',
                }),
            /* @__PURE__ */ a('span', {
              className: 'min-w-0 truncate text-sm text-slate-700',
              children: file.name,
            }),
          ],
        }),
      progress !== null &&
        pending &&
        /* @__PURE__ */ a('div', {
          className: 'mb-4',
          children: /* @__PURE__ */ a(ProgressBar, {
            value: progress,
            label: t.uploading({ title: title.toLowerCase() }),
          }),
        }),
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: pending,
        className: 'mt-auto self-start',
        children: t.save,
      }),
    ],
  });
}
// src/features/volunteers/components/saved-redirect.tsx
var messages = i18n('volunteers/saved-redirect', {
  complete: 'Your application is complete.',
  saved: 'Your document was saved.',
  interview: 'We will e-mail you to arrange your interview.',
  addBill: 'Come back to this page any time to add your electricity bill.',
  addId: 'Come back to this page any time to add your identity document.',
  home: 'Taking you to the home page…',
});
/**
 * After a volunteer document is saved the site root opens 2 s later (spec §2). The notice says so,
 * and what is still missing, since the application can be continued later from /volunteer.
 */
function SavedRedirect({ a: a$1 }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const ref = T(null);
  A(() => {
    ref.current?.focus();
    const timer = setTimeout(() => navigate('/'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  const complete = a$1.has_id_document && a$1.has_bill;
  return /* @__PURE__ */ a('div', {
    ref,
    tabIndex: -1,
    role: 'status',
    className: 'mb-6 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900 focus:outline-none',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'font-semibold',
        children: complete ? t.complete : t.saved,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-sm',
        children: [complete ? t.interview : a$1.has_id_document ? t.addBill : t.addId, ' ', t.home],
      }),
    ],
  });
}
export { DocumentUpload as n, ApplyGate as r, SavedRedirect as t };
