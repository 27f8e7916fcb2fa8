import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { f as ID_TYPES } from './constants-DBX7dDmi.js';
import { A as api, D as useAuth, H as useQuery, N as unwrap, W as Link, o as formatDate, x as buttonClass } from '../entry-server.js';
import { t as Grade } from './grade-D4OUzAea.js';
// src/features/volunteers/api/get-my-application.ts
var myApplicationKey = ['volunteers', 'my-application'];
/** GET /volunteer/application: where the signed-in user's volunteer application stands. */
var getMyApplication = (signal) => unwrap(api('GET', '/volunteer/application', void 0, { signal }));
function useMyApplication() {
  const { token } = useAuth();
  return useQuery({
    queryKey: myApplicationKey,
    queryFn: ({ signal }) => getMyApplication(signal),
    enabled: !!token,
  });
}
// src/features/volunteers/components/application-status.tsx
var messages$1 = i18n('volunteers/application-status', {
  orgTitle: 'Organisations cannot volunteer',
  orgText: 'Volunteers are people who check campaigns in person. A member of your organisation can apply with a personal account.',
  approvedTitle: 'You are an Ireti volunteer',
  approvedText: 'Thank you for helping donors trust the campaigns of your state.',
  seeVerified: 'See the campaigns you verified',
  pendingTitle: 'Your application is with our team',
  received: 'We received your documents.',
  receivedOn: params('We received your documents on {date}.'),
  invited: 'We sent you an e-mail to arrange your interview: please check your inbox.',
  willCheck: 'We will check them and contact you by e-mail to arrange a short interview.',
  canReplace: 'You can still replace a document below if it is unclear.',
  draftTitle: 'Your application is not complete yet',
  haveId: 'We have your identity document.',
  haveBill: 'We have your electricity bill.',
  addBill: 'Add your electricity bill (proof of address) to send your application.',
  addId: 'Add your identity document to send your application.',
  rejectedTitle: 'Your last application was not accepted',
  reason: params('Reason: {reason}'),
  applyAgain: 'You are welcome to apply again with new documents.',
});
/** Where the signed-in user's volunteer application stands, with the next step. */
function ApplicationStatus({ a: a$1 }) {
  const t = useT(messages$1);
  if (!a$1.can_apply && a$1.status !== 'approved')
    return /* @__PURE__ */ a(Panel, {
      tone: 'slate',
      title: t.orgTitle,
      children: t.orgText,
    });
  switch (a$1.status) {
    case 'approved':
      return /* @__PURE__ */ a(Panel, {
        tone: 'brand',
        title: t.approvedTitle,
        children: [
          /* @__PURE__ */ a('span', {
            className: 'flex flex-wrap items-center gap-2',
            children: [t.approvedText, ' ', /* @__PURE__ */ a(Grade, { grade: a$1.grade })],
          }),
          /* @__PURE__ */ a(Link, {
            to: '/profile',
            state: { tab: 'volunteering' },
            className: buttonClass('secondary', 'mt-3'),
            children: t.seeVerified,
          }),
        ],
      });
    case 'pending':
      return /* @__PURE__ */ a(Panel, {
        tone: 'sun',
        title: t.pendingTitle,
        children: [
          a$1.submitted_at ? t.receivedOn({ date: formatDate(a$1.submitted_at) }) : t.received,
          ' ',
          a$1.interview_invited_at ? t.invited : t.willCheck,
          ' ',
          t.canReplace,
        ],
      });
    case 'draft':
      return /* @__PURE__ */ a(Panel, {
        tone: 'sun',
        title: t.draftTitle,
        children: [a$1.has_id_document ? t.haveId : t.haveBill, ' ', a$1.has_id_document ? t.addBill : t.addId],
      });
    case 'rejected':
      return /* @__PURE__ */ a(Panel, {
        tone: 'red',
        title: t.rejectedTitle,
        children: [
          a$1.decision_reason &&
            /* @__PURE__ */ a('span', {
              className: 'block',
              children: t.reason({ reason: a$1.decision_reason }),
            }),
          t.applyAgain,
        ],
      });
    default:
      return null;
  }
}
var tones = {
  brand: 'border-brand-200 bg-brand-50 text-brand-900',
  sun: 'border-sun-400/60 bg-amber-50 text-amber-950',
  red: 'border-red-200 bg-red-50 text-red-900',
  slate: 'border-slate-200 bg-slate-50 text-slate-800',
};
function Panel({ tone, title, children }) {
  return /* @__PURE__ */ a('section', {
    role: 'status',
    className: `rounded-xl border p-5 ${tones[tone]}`,
    children: [
      /* @__PURE__ */ a('h2', {
        className: 'font-semibold',
        children: title,
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-1 text-sm',
        children,
      }),
    ],
  });
}
// src/features/volunteers/components/id-types.ts
/**
 * The identity documents a volunteer may send (shared ID_TYPES), named in the page's language:
 * the messages are keyed by the value the API keeps, which stays English.
 */
var messages = i18n('volunteers/id-types', {
  'National ID': 'National ID',
  'NIN slip': 'NIN slip',
  "Voter's card": "Voter's card",
  "Driver's licence": "Driver's licence",
  'Student ID': 'Student ID',
  'International passport': 'International passport',
  'State bill receipt': 'State bill receipt',
  /** A list's last item after the others: "A, B or C". */
  orList: params('{list} or {last}'),
});
/** Each ID type as [value, label] (for a ChoiceField), and the whole list as one phrase ("A, B or C"). */
function useIdTypes() {
  const t = useT(messages);
  const options = ID_TYPES.map((v) => [v, t[v]]);
  const labels = options.map(([, label]) => label);
  return {
    options,
    phrase:
      labels.length > 1
        ? t.orList({
            list: labels.slice(0, -1).join(', '),
            last: labels[labels.length - 1],
          })
        : (labels[0] ?? ''),
  };
}
export { useMyApplication as i, ApplicationStatus as n, myApplicationKey as r, useIdTypes as t };
