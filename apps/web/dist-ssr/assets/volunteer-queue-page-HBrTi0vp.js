import {
  C as Spinner,
  D as useAuth,
  L as Msg,
  W as Link,
  h as useMyAssignments,
  o as formatDate,
  x as buttonClass,
} from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { r as LoadError } from './list-states-BuPyhDkz.js';
import { t as CampaignRow } from './campaign-row-BqP_WbNF.js';
import { b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/volunteers/volunteer-queue-page.tsx
var messages = i18n('volunteers/volunteer-queue-page', {
  title: 'Campaigns to check',
  intro:
    'Campaigns in your state waiting for a volunteer. Open each one, read its story, call the campaigner if you need to, then verify it or leave it for now.',
  loading: 'Loading the campaigns waiting for you',
  none: 'No campaign is waiting for you. We e-mail you when a new one in your state needs checking.',
  started: params('started {date}'),
  verified: 'The campaigns you verified',
  notVolunteer: 'This list is for approved volunteers.',
  become: 'Volunteer with Ireti',
});
/**
 * /volunteer_queue (issue 26): the campaigns waiting for the signed-in volunteer to check them —
 * where a volunteer lands after signing in, and what the header's count links to. The profile's
 * Volunteering tab keeps the campaigns they verified.
 */
function VolunteerQueuePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { user } = useAuth();
  const volunteer = (user?.is_volunteer ?? 0) > 0;
  const q = useMyAssignments(volunteer);
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    width: 'max-w-3xl',
    children: [
      !volunteer
        ? /* @__PURE__ */ a('div', {
            className: 'rounded-xl border border-dashed border-slate-300 p-6 text-center',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'text-slate-800',
                children: t.notVolunteer,
              }),
              /* @__PURE__ */ a(Link, {
                to: '/volunteer',
                className: buttonClass('secondary', 'mt-4'),
                children: t.become,
              }),
            ],
          })
        : q.isPending
          ? /* @__PURE__ */ a(Spinner, { label: t.loading })
          : q.isError
            ? /* @__PURE__ */ a(LoadError, { children: tr(Msg.errorVolunteers) })
            : q.data.campaigns.length === 0
              ? /* @__PURE__ */ a('p', {
                  className: 'rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-800',
                  children: t.none,
                })
              : /* @__PURE__ */ a('ul', {
                  className: 'space-y-3',
                  children: q.data.campaigns.map((c) =>
                    /* @__PURE__ */ a(
                      CampaignRow,
                      {
                        c,
                        note: t.started({ date: formatDate(c.created) }),
                      },
                      c._id,
                    ),
                  ),
                }),
      volunteer &&
        /* @__PURE__ */ a('p', {
          className: 'mt-8',
          children: /* @__PURE__ */ a(Link, {
            to: '/profile',
            state: { tab: 'volunteering' },
            className: 'font-semibold text-brand-800 underline-offset-2 hover:underline',
            children: t.verified,
          }),
        }),
    ],
  });
}
export { VolunteerQueuePage as default, messages };
