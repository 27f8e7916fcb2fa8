import { I as $, N as d, O as A, b as a, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  E as auth,
  H as useQuery,
  I as keepCurrent,
  L as Msg,
  M as getToken,
  O as API_BASE,
  W as Link,
  b as Button,
  m as toast,
  q as useNavigate,
} from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import { f as ID_TYPES, o as Delay } from './constants-DBX7dDmi.js';
import { t as AccountMsg } from './messages-BJG9K-nq.js';
import { f as verificationSchema } from './schemas-BqgkfbeI.js';
import { i as MobileField, n as EmailField, r as FormError, s as TextField, t as ChoiceField } from './field-BhGmjKt2.js';
import { n as useFormSubmit, t as serverErrors } from './forms-CuVYEf0F.js';
import { t as accountKey } from './get-account-BItFdri6.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as useUpload } from './use-upload-CHfp7LHM.js';
import { t as ImageUpload } from './image-upload-CH1QTHLR.js';
import { t as useObjectUrl } from './object-url-8oyY9hhK.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { n as useChoices } from './choices-CaDu1VOV.js';
// src/lib/account/submit-verification.ts
/** PUT /account/verification: socials, the reference person and the ID type. */
var submitVerification = (body) => api('PUT', '/account/verification', body);
var useSubmitVerification = () => useMutation({ mutationFn: submitVerification });
// src/lib/account/upload-document.ts
/** POST /account/verification/file (multipart, field file): the private identity document. */
var useUploadDocument = () => useUpload('POST', '/account/verification/file');
// src/lib/account/upload-verification-image.ts
/** PUT /account/imageverification/{n}: 0 the logo or photo, 1–3 an organisation's featured images. */
var useUploadVerificationImage = (n) => useUpload('PUT', `/account/imageverification/${n}`);
// src/lib/account/get-document.ts
/** Thrown outside a render: kept in the page's language. */
var messages$1 = keepCurrent(i18n('shell/get-document', { failed: 'The document could not be loaded' }));
/**
 * The private identity document as a Blob (it needs the bearer token, so an <img src> cannot
 * fetch it): GET /account/verification/file/{userId}.
 */
async function getDocument(path, signal) {
  const res = await fetch(path.startsWith('/api/v1') ? path : API_BASE + path, {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
    signal,
  });
  if (!res.ok) throw new Error(messages$1.get().failed);
  return res.blob();
}
function useDocument(path) {
  return useQuery({
    queryKey: ['accounts', 'document', path],
    queryFn: ({ signal }) => getDocument(path, signal),
    enabled: !!path,
    staleTime: Infinity,
    retry: false,
  });
}
// src/lib/account/use-document-preview.ts
/** What a saved private document looks like in its upload field: the picture, or "PDF". */
function useDocumentPreview(path) {
  const doc = useDocument(path);
  const url = useObjectUrl(doc.data?.type.startsWith('image/') ? doc.data : null);
  if (!doc.data) return null;
  return {
    url,
    pdf: doc.data.type === 'application/pdf',
  };
}
// src/components/account/verification-form.tsx
var messages = i18n('account/verification-form', {
  required: '(required)',
  fieldsMarked: 'Fields marked {star} are required.',
  withAsterisk: 'with an asterisk',
  toHome: 'Taking you to the home page…',
  toCampaign: 'Taking you back to your campaign…',
  orgImagesTitle: 'Logo, pictures and document',
  personImagesTitle: 'Photo and identification',
  orgImagesText: 'Each picture uploads as soon as you choose it. The document stays private: only Ireti administrators see it.',
  personImagesText:
    'Upload a photo of yourself or of your means of identification (at least one). The document stays private: only Ireti administrators see it.',
  yourPhoto: 'Your profile photo',
  chooseFile: 'Choose file',
  change: 'Change',
  imageHint: 'PNG, JPEG or WebP, up to 10 MB',
  documentHint: 'A photo or PDF of your ID, up to 10 MB',
  idType: 'ID type',
  selectIdType: 'Select the type of your ID',
  socialTitle: 'Social media',
  socialText: 'Your username (@yourname) or the link to each profile; we keep the link to your profile.',
  facebookExample: 'facebook.com/yourname',
  handleExample: '@yourname',
  referenceTitle: 'Reference person',
  referenceText: 'Someone who knows you and whom we may contact to confirm who you are.',
  firstName: 'First name',
  lastName: 'Last name',
  mobile: 'Mobile',
  email: 'Email',
  skip: 'Skip Verification',
  save: 'Save Changes',
  submit: 'Submit for verification',
});
var FIELDS = [
  'facebook',
  'twitter',
  'instagram',
  'id_type',
  'user_ref.first_name',
  'user_ref.last_name',
  'user_ref.mobile',
  'user_ref.email',
];
var SOCIALS = [
  ['facebook', 'Facebook', 'facebookExample'],
  ['twitter', 'Twitter', 'handleExample'],
  ['instagram', 'Instagram', 'handleExample'],
];
/** The images the form still lacks, named by the spec's red labels (the API says the same). */
function missingImages(u) {
  const out = /* @__PURE__ */ new Set();
  if (u.is_organization) {
    if (!u.image_url) out.add('image_url');
    if (!u.organization_f_img_1) out.add('organization_f_img_1');
    if (!u.organization_f_img_2) out.add('organization_f_img_2');
    if (!u.organization_f_img_3) out.add('organization_f_img_3');
    if (!u.relevant_doc) out.add('relevant_doc');
  } else if (!u.image_url && !u.relevant_doc) out.add('relevant_doc');
  return out;
}
/** A required field's label: "*" for the eye, "required" for a screen reader (with aria-required on the control). */
function Req({ children }) {
  const t = useT(messages);
  return /* @__PURE__ */ a($, {
    children: [
      children,
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
  });
}
function Section({ title, text, children }) {
  return /* @__PURE__ */ a('fieldset', {
    className: 'mb-6 border-t border-slate-200 pt-5',
    children: [
      /* @__PURE__ */ a('legend', {
        className: 'pr-2 text-lg font-bold text-slate-900',
        children: title,
      }),
      text &&
        /* @__PURE__ */ a('p', {
          className: 'mb-4 text-sm text-slate-600',
          children: text,
        }),
      children,
    ],
  });
}
/**
 * The identity information form of /verify (spec §5, docs/design.md §6): individuals give socials, a
 * reference person and a photo or document; organisations also a logo and three featured images.
 * Uploads start as soon as a file is chosen. `editMode` (the organisation settings tab) has no
 * skip link and reloads after 500 ms instead of going home after 2 s.
 */
/**
 * `returnTo`: where a campaigner sent here by the wizard goes back to once the form is submitted
 * (issue 26); otherwise the spec's site root after 2 s.
 */
function VerificationForm({ user, editMode = false, returnTo }) {
  const t = useT(messages);
  const tr = useLocalise();
  const idTypes = useChoices(ID_TYPES);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitVerification();
  const logo = useUploadVerificationImage(0);
  const f1 = useUploadVerificationImage(1);
  const f2 = useUploadVerificationImage(2);
  const f3 = useUploadVerificationImage(3);
  const featured = [
    [1, f1],
    [2, f2],
    [3, f3],
  ];
  const doc = useUploadDocument();
  const [current, setCurrent] = d(user);
  const [showMissing, setShowMissing] = d(false);
  const [done, setDone] = d(false);
  const org = current.is_organization === 1;
  const docPreview = useDocumentPreview(current.relevant_doc);
  const form = useForm({
    resolver: u(verificationSchema),
    defaultValues: {
      facebook: user.facebook ?? '',
      twitter: user.twitter ?? '',
      instagram: user.instagram ?? '',
      id_type: user.id_type ?? void 0,
      user_ref: {
        first_name: user.user_ref?.first_name ?? '',
        last_name: user.user_ref?.last_name ?? '',
        mobile: user.user_ref?.mobile ?? '+234',
        email: user.user_ref?.email ?? '',
      },
    },
  });
  const { errors } = form.formState;
  const uploaded = (u) => {
    setCurrent(u);
    auth.setUser(u);
    queryClient.setQueryData(accountKey, u);
  };
  A(() => {
    if (!done) return;
    const timer = editMode
      ? setTimeout(() => void queryClient.invalidateQueries({ queryKey: accountKey }), Delay.settingsReloadMs)
      : setTimeout(() => navigate(returnTo ?? '/'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [done, editMode, navigate, queryClient, returnTo]);
  const missing = missingImages(current);
  const needsIdType = !!current.relevant_doc;
  const { onSubmit, formError } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (missing.size) {
        setShowMissing(true);
        return Msg.formInvalid;
      }
      if (needsIdType && !values.id_type) {
        form.setError('id_type', { message: AccountMsg.idTypeRequired });
        return Msg.formInvalid;
      }
      const e = await submit.mutateAsync(values);
      if (e.status.code === Code.OK) {
        uploaded(e.entity);
        toast(e.status.desc);
        setDone(true);
        return;
      }
      if (Object.keys(serverErrors(e)).some((k) => k === 'image_url' || k.startsWith('organization_f_img') || k === 'relevant_doc'))
        setShowMissing(true);
      return e;
    },
    { onInvalid: () => setShowMissing(true) },
  );
  const red = (k) => showMissing && missing.has(k);
  return /* @__PURE__ */ a('form', {
    onSubmit,
    noValidate: true,
    children: [
      /* @__PURE__ */ a('p', {
        className: 'mb-4 text-sm text-slate-600',
        children: /* @__PURE__ */ a(Rich, {
          text: t.fieldsMarked,
          parts: {
            star: /* @__PURE__ */ a($, {
              children: [
                /* @__PURE__ */ a('span', {
                  'aria-hidden': 'true',
                  className: 'font-semibold text-red-700',
                  children: '*',
                }),
                /* @__PURE__ */ a('span', {
                  className: 'sr-only',
                  children: t.withAsterisk,
                }),
              ],
            }),
          },
        }),
      }),
      done &&
        !editMode &&
        /* @__PURE__ */ a('p', {
          role: 'status',
          className: 'mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900',
          children: [tr(AccountMsg.verificationSubmitted), ' ', returnTo ? t.toCampaign : t.toHome],
        }),
      /* @__PURE__ */ a(Section, {
        title: org ? t.orgImagesTitle : t.personImagesTitle,
        text: org ? t.orgImagesText : t.personImagesText,
        children: [
          /* @__PURE__ */ a('div', {
            className: org ? 'grid gap-x-6 sm:grid-cols-2' : 'grid gap-x-6 sm:grid-cols-2',
            children: [
              /* @__PURE__ */ a(ImageUpload, {
                label: org ? tr(AccountMsg.logoRequired) : t.yourPhoto,
                shape: org ? 'square' : 'round',
                missing: red('image_url'),
                current: current.image_url,
                upload: logo.run,
                required: org,
                onUploaded: uploaded,
                chooseText: t.chooseFile,
                changeText: t.change,
                hint: t.imageHint,
              }),
              /* @__PURE__ */ a('div', {
                children: [
                  /* @__PURE__ */ a(ImageUpload, {
                    label: tr(AccountMsg.idRequired),
                    kind: 'document',
                    shape: 'square',
                    missing: red('relevant_doc'),
                    current: current.relevant_doc,
                    upload: doc.run,
                    required: org,
                    preview: docPreview,
                    onUploaded: uploaded,
                    chooseText: t.chooseFile,
                    changeText: t.change,
                    hint: t.documentHint,
                  }),
                  /* @__PURE__ */ a(ChoiceField, {
                    label: needsIdType ? /* @__PURE__ */ a(Req, { children: t.idType }) : t.idType,
                    'aria-required': needsIdType || void 0,
                    placeholder: t.selectIdType,
                    options: idTypes,
                    error: errors.id_type?.message,
                    ...form.register('id_type', { setValueAs: (v) => v || void 0 }),
                  }),
                ],
              }),
            ],
          }),
          org &&
            /* @__PURE__ */ a('div', {
              className: 'grid gap-x-6 sm:grid-cols-3',
              children: featured.map(([n, uploader]) => {
                const key = `organization_f_img_${n}`;
                return /* @__PURE__ */ a(
                  ImageUpload,
                  {
                    label: tr(AccountMsg.featuredImage(n)),
                    missing: red(key),
                    current: current[key],
                    upload: uploader.run,
                    required: true,
                    onUploaded: uploaded,
                    chooseText: t.chooseFile,
                    changeText: t.change,
                  },
                  key,
                );
              }),
            }),
        ],
      }),
      /* @__PURE__ */ a(Section, {
        title: t.socialTitle,
        text: t.socialText,
        children: /* @__PURE__ */ a('div', {
          className: 'grid gap-x-4 sm:grid-cols-3',
          children: SOCIALS.map(([name, label, example]) =>
            /* @__PURE__ */ a(
              TextField,
              {
                label: /* @__PURE__ */ a(Req, { children: label }),
                'aria-required': 'true',
                placeholder: t[example],
                autoCapitalize: 'off',
                autoComplete: 'off',
                spellCheck: false,
                error: errors[name]?.message,
                ...form.register(name),
              },
              name,
            ),
          ),
        }),
      }),
      /* @__PURE__ */ a(Section, {
        title: t.referenceTitle,
        text: t.referenceText,
        children: /* @__PURE__ */ a('div', {
          className: 'grid gap-x-4 sm:grid-cols-2',
          children: [
            /* @__PURE__ */ a(TextField, {
              label: /* @__PURE__ */ a(Req, { children: t.firstName }),
              'aria-required': 'true',
              autoComplete: 'off',
              error: errors.user_ref?.first_name?.message,
              ...form.register('user_ref.first_name'),
            }),
            /* @__PURE__ */ a(TextField, {
              label: /* @__PURE__ */ a(Req, { children: t.lastName }),
              'aria-required': 'true',
              autoComplete: 'off',
              error: errors.user_ref?.last_name?.message,
              ...form.register('user_ref.last_name'),
            }),
            /* @__PURE__ */ a(MobileField, {
              label: /* @__PURE__ */ a(Req, { children: t.mobile }),
              'aria-required': 'true',
              hint: null,
              autoComplete: 'off',
              error: errors.user_ref?.mobile?.message,
              ...form.register('user_ref.mobile'),
            }),
            /* @__PURE__ */ a(EmailField, {
              label: /* @__PURE__ */ a(Req, { children: t.email }),
              'aria-required': 'true',
              autoComplete: 'off',
              error: errors.user_ref?.email?.message,
              ...form.register('user_ref.email'),
            }),
          ],
        }),
      }),
      /* @__PURE__ */ a(FormError, { message: formError }),
      /* @__PURE__ */ a('div', {
        className: 'flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between',
        children: [
          !editMode
            ? /* @__PURE__ */ a(Link, {
                to: '/campaigns',
                className: 'py-2 text-center text-sm font-semibold text-slate-600 underline-offset-2 hover:underline',
                children: t.skip,
              })
            : /* @__PURE__ */ a('span', {}),
          /* @__PURE__ */ a(Button, {
            type: 'submit',
            loading: submit.isPending,
            disabled: logo.pending || doc.pending || f1.pending || f2.pending || f3.pending,
            children: editMode ? t.save : t.submit,
          }),
        ],
      }),
    ],
  });
}
export { VerificationForm as t };
