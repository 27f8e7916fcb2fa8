import { N as d, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { W as Link, x as buttonClass } from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { n as DocumentUpload, r as ApplyGate, t as SavedRedirect } from './saved-redirect-Cd2u_F1Z.js';
import { t as useIdTypes } from './id-types-bqB6-VBs.js';
// src/features/volunteers/verify-volunteer-page.tsx
var messages = i18n('volunteers/verify-volunteer-page', {
  title: 'Verify your identity',
  intro: 'The first step to becoming a volunteer: a clear photo or scan of your identity document. Only our team can see it.',
  idTitle: 'Identity document',
  idHint: params('{types}, with your name and picture readable.'),
  next: 'Next',
});
/** /verify_volunteer: the identity document on its own, with Next to the proof of address (spec §2). */
function VerifyVolunteerPage() {
  const t = useT(messages);
  const [saved, setSaved] = d(null);
  const idTypes = useIdTypes();
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    children: [
      saved && /* @__PURE__ */ a(SavedRedirect, { a: saved }),
      /* @__PURE__ */ a('div', {
        className: 'max-w-xl',
        children: /* @__PURE__ */ a(ApplyGate, {
          from: '/verify_volunteer',
          children: (a$1) =>
            /* @__PURE__ */ a(DocumentUpload, {
              kind: 'id',
              title: t.idTitle,
              hint: t.idHint({ types: idTypes.phrase }),
              application: a$1,
              onSaved: setSaved,
            }),
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-8 flex justify-end border-t border-slate-200 pt-6',
        children: /* @__PURE__ */ a(Link, {
          to: '/volunteer_document',
          className: buttonClass('primary'),
          children: t.next,
        }),
      }),
    ],
  });
}
export { VerifyVolunteerPage as default, messages };
