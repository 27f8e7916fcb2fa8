import { N as d, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { W as Link, x as buttonClass } from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { n as DocumentUpload, r as ApplyGate, t as SavedRedirect } from './saved-redirect-Cd2u_F1Z.js';
// src/features/volunteers/volunteer-document-page.tsx
var messages = i18n('volunteers/volunteer-document-page', {
  title: 'Volunteer documents',
  intro:
    'To become a volunteer, send us an identity document and a recent electricity bill that shows your address. Only our team can see them.',
  idTitle: 'Identity document',
  idHint: 'A clear photo or scan of the whole document, with your name and picture readable.',
  billTitle: 'Electricity bill',
  billHint: 'Your proof of address: a bill from the last three months with your name or your address on it.',
  steps: 'Application steps',
  back: 'Back',
  next: 'Next',
});
/**
 * /volunteer_document: the identity document and the electricity bill (proof of address), each
 * with Save Changes; Next and Back both go to /volunteer (spec §2).
 */
function VolunteerDocumentPage() {
  const t = useT(messages);
  const [saved, setSaved] = d(null);
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    children: [
      saved && /* @__PURE__ */ a(SavedRedirect, { a: saved }),
      /* @__PURE__ */ a(ApplyGate, {
        from: '/volunteer_document',
        children: (a$1) =>
          /* @__PURE__ */ a('div', {
            className: 'grid grid-cols-1 gap-6 md:grid-cols-2',
            children: [
              /* @__PURE__ */ a(DocumentUpload, {
                kind: 'id',
                title: t.idTitle,
                hint: t.idHint,
                application: a$1,
                onSaved: setSaved,
              }),
              /* @__PURE__ */ a(DocumentUpload, {
                kind: 'bill',
                title: t.billTitle,
                hint: t.billHint,
                application: a$1,
                onSaved: setSaved,
              }),
            ],
          }),
      }),
      /* @__PURE__ */ a('nav', {
        'aria-label': t.steps,
        className: 'mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6',
        children: [
          /* @__PURE__ */ a(Link, {
            to: '/volunteer',
            className: buttonClass('ghost'),
            children: t.back,
          }),
          /* @__PURE__ */ a(Link, {
            to: '/volunteer',
            className: buttonClass('primary'),
            children: t.next,
          }),
        ],
      }),
    ],
  });
}
export { VolunteerDocumentPage as default, messages };
