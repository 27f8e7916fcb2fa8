import { O as A, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { A as api, J as useParams, S as PageSpinner, W as Link, b as Button, x as buttonClass } from '../entry-server.js';
import { t as Code } from './status-ClvZbWz5.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/unsubscribe/unsubscribe-api.ts
/** POST /unsubscribe/{token} stops the updates, DELETE starts them again; no sign-in (the token is the key). */
var setUnsubscribed = (token, unsubscribed) => api(unsubscribed ? 'POST' : 'DELETE', `/unsubscribe/${encodeURIComponent(token)}`);
function useSetUnsubscribed(token) {
  return useMutation({ mutationFn: (unsubscribed) => setUnsubscribed(token, unsubscribed) });
}
// src/features/unsubscribe/unsubscribe-page.tsx
var messages = i18n('unsubscribe/unsubscribe-page', {
  title: 'Unsubscribe',
  broken: 'This link does not work',
  notFound: 'The unsubscribe link may be cut short or mistyped. Copy the whole link from the e-mail.',
  goHome: 'Go to Ireti',
  unsubscribed: 'You are unsubscribed',
  subscribed: 'You are subscribed again',
  noMore: 'You will no longer get updates about {campaign}.',
  again: 'You will get updates about {campaign} again.',
  stillSent: 'Receipts and refund notices still come: they are about your money.',
  undo: 'Undo: keep getting updates',
  unsubscribeAgain: 'Unsubscribe again',
  seeCampaign: 'See the campaign',
});
/**
 * /unsubscribe/:token, the link of every update e-mail (issue 14): opening it stops that
 * campaign's updates to that address (no sign-in), says so, and offers to undo. The page asks the
 * API itself, so a mail scanner that only fetches the link changes nothing.
 */
function UnsubscribePage() {
  const { token = '' } = useParams();
  const t = useT(messages);
  const m = useSetUnsubscribed(token);
  useTitle(t.title);
  const { mutate } = m;
  A(() => {
    mutate(true);
  }, [mutate]);
  const res = m.data;
  if (!res) return /* @__PURE__ */ a(PageSpinner, {});
  if (res.status.code !== Code.OK)
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-xl px-4 py-20 text-center',
      children: [
        /* @__PURE__ */ a('h1', {
          className: 'text-2xl font-extrabold text-slate-900',
          children: t.broken,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-slate-700',
          children: res.status.code === Code.NOT_FOUND ? t.notFound : res.status.desc,
        }),
        /* @__PURE__ */ a(Link, {
          to: '/',
          className: buttonClass('primary', 'mt-6'),
          children: t.goHome,
        }),
      ],
    });
  const { campaign, unsubscribed } = res.entity;
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto max-w-xl px-4 py-16 sm:py-20',
    children: /* @__PURE__ */ a('div', {
      className: 'rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8',
      role: 'status',
      children: [
        /* @__PURE__ */ a('h1', {
          className: 'text-2xl font-extrabold text-slate-900',
          children: unsubscribed ? t.unsubscribed : t.subscribed,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-3 text-slate-700',
          children: /* @__PURE__ */ a(Rich, {
            text: unsubscribed ? t.noMore : t.again,
            parts: { campaign: campaign.title },
          }),
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-sm text-slate-600',
          children: t.stillSent,
        }),
        /* @__PURE__ */ a('div', {
          className: 'mt-6 flex flex-wrap justify-center gap-2',
          children: [
            /* @__PURE__ */ a(Button, {
              variant: 'secondary',
              loading: m.isPending,
              onClick: () => mutate(!unsubscribed),
              children: unsubscribed ? t.undo : t.unsubscribeAgain,
            }),
            /* @__PURE__ */ a(Link, {
              to: `/campaign/${campaign.campaign_id}`,
              className: buttonClass('ghost'),
              children: t.seeCampaign,
            }),
          ],
        }),
      ],
    }),
  });
}
export { UnsubscribePage as default, messages };
