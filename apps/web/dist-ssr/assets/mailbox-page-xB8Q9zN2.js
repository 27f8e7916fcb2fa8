import { F as w, I as $, N as d, b as a, c as params, n as i18n, o as locale, p as useT } from './i18n-BuQGntTV.js';
import {
  G as Navigate,
  H as useQuery,
  N as unwrap,
  R as count,
  S as PageSpinner,
  W as Link,
  Y as useSearchParams,
  a as dateFormat,
  b as Button,
  j as apiGet,
  k as ApiError,
} from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { t as Code } from './status-ClvZbWz5.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/dev/api/get-outbox.ts
/** GET /dev/outbox (dev tools only): sent e-mails and SMS, newest first. */
var getOutbox = (signal) => unwrap(apiGet('/dev/outbox', void 0, { signal }));
var isNotFound = (err) => err instanceof ApiError && err.code === Code.NOT_FOUND;
function useOutbox(live) {
  return useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => getOutbox(signal),
    staleTime: 0,
    refetchInterval: (q) => (live && !isNotFound(q.state.error) ? 4e3 : false),
    retry: (n, err) => !isNotFound(err) && n < 1,
  });
}
// src/features/dev/mailbox-page.tsx
var messages = i18n('shell/mailbox-page', {
  title: 'Dev mailbox',
  intro:
    'The e-mails and text messages this site has sent, newest first. It exists only outside production, so you can follow verification and reset links without a real inbox.',
  copied: 'Copied',
  copyLink: 'Copy link',
  textMessage: 'Text message',
  noSubject: '(no subject)',
  sms: 'SMS',
  email: 'E-mail',
  sent: 'sent',
  pending: 'pending',
  failed: 'failed',
  to: 'To',
  links: 'Links in this message',
  openLink: 'Open link',
  filter: 'Recipient or subject',
  channel: 'Channel',
  all: 'All',
  autoRefresh: 'Auto-refresh',
  refresh: 'Refresh',
  tryAgain: 'Try again',
  count: count({
    one: '{count} message',
    other: '{count} messages',
  }),
  someOf: params('{shown} of {total} messages'),
  newest: ' (the newest 200)',
  noMatch: 'No message matches this filter.',
  none: 'No messages yet. They appear here as soon as the site sends one — try the {help} or {signup}.',
  helpForm: 'help form',
  signUp: 'sign up',
});
/**
 * The dev mailbox (docs/design.md §2, never in production): what the site sent, newest first, so a
 * tester can follow a verification or reset link without a real inbox. Links the site generated
 * point at its public URL; they are opened on the origin this page was loaded from, so the
 * tester stays in the same browser session (docs/decisions/061-dev-mailbox.md).
 */
var URL_RE = /https?:\/\/[^\s<>"')\]]+/g;
/** A link of the site itself, as a path on this origin; null for anything else. */
function appPath(raw, appOrigins) {
  try {
    const u = new URL(raw);
    if (u.origin !== window.location.origin && !appOrigins.has(u.origin)) return null;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return null;
  }
}
function LinkOut({ href, appOrigins, children, className }) {
  const path = appPath(href, appOrigins);
  if (path)
    return /* @__PURE__ */ a(Link, {
      to: path,
      className,
      title: href,
      children: children ?? href,
    });
  return /* @__PURE__ */ a('a', {
    href,
    target: '_blank',
    rel: 'noopener noreferrer',
    className,
    children: children ?? href,
  });
}
function MessageText({ text, appOrigins }) {
  const parts = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    const i = m.index ?? 0;
    if (i > last) parts.push(text.slice(last, i));
    parts.push(
      /* @__PURE__ */ a(
        LinkOut,
        {
          href: m[0],
          appOrigins,
          className: 'break-all text-brand-700 underline',
        },
        i,
      ),
    );
    last = i + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return /* @__PURE__ */ a('div', {
    className: 'mt-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words text-slate-800',
    children: parts,
  });
}
var timeFmt = () =>
  dateFormat({
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
function ago(iso) {
  const rtf = new Intl.RelativeTimeFormat([locale.get(), 'en'], { numeric: 'auto' });
  const s = Math.round((new Date(iso).getTime() - Date.now()) / 1e3);
  if (Math.abs(s) < 60) return rtf.format(s, 'second');
  if (Math.abs(s) < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (Math.abs(s) < 86400) return rtf.format(Math.round(s / 3600), 'hour');
  return rtf.format(Math.round(s / 86400), 'day');
}
var statusStyle = {
  sent: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};
function CopyButton({ value }) {
  const t = useT(messages);
  const [copied, setCopied] = d(false);
  return /* @__PURE__ */ a('button', {
    type: 'button',
    className: 'min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50',
    onClick: () =>
      navigator.clipboard?.writeText(value).then(
        () => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2e3);
        },
        () => void 0,
      ),
    children: copied ? t.copied : t.copyLink,
  });
}
function MessageCard({ m, appOrigins }) {
  const t = useT(messages);
  const title = m.channel === 'sms' ? t.textMessage : m.subject || t.noSubject;
  const status = m.status === 'sent' || m.status === 'pending' || m.status === 'failed' ? t[m.status] : m.status;
  return /* @__PURE__ */ a('li', {
    children: /* @__PURE__ */ a('article', {
      'aria-labelledby': `msg-${m.id}`,
      className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
      children: [
        /* @__PURE__ */ a('div', {
          className: 'flex flex-wrap items-center gap-2 text-xs',
          children: [
            /* @__PURE__ */ a('span', {
              className: `rounded px-1.5 py-0.5 font-bold tracking-wide uppercase ${m.channel === 'sms' ? 'bg-sky-100 text-sky-900' : 'bg-brand-100 text-brand-800'}`,
              children: m.channel === 'sms' ? t.sms : t.email,
            }),
            /* @__PURE__ */ a('span', {
              className: `rounded px-1.5 py-0.5 font-semibold ${statusStyle[m.status] ?? 'bg-slate-100 text-slate-700'}`,
              children: status,
            }),
            /* @__PURE__ */ a('time', {
              dateTime: m.created,
              title: timeFmt().format(new Date(m.created)),
              className: 'text-slate-600',
              children: [timeFmt().format(new Date(m.created)), ' · ', ago(m.created)],
            }),
          ],
        }),
        /* @__PURE__ */ a('h2', {
          id: `msg-${m.id}`,
          className: 'mt-2 text-lg leading-snug font-bold break-words text-slate-900',
          children: title,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-sm break-all text-slate-700',
          children: [
            /* @__PURE__ */ a('span', {
              className: 'text-slate-500',
              children: [t.to, ' '],
            }),
            m.to,
          ],
        }),
        m.links.length > 0 &&
          /* @__PURE__ */ a('ul', {
            className: 'mt-3 space-y-2',
            'aria-label': t.links,
            children: m.links.map((l) =>
              /* @__PURE__ */ a(
                'li',
                {
                  className: 'flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-2',
                  children: [
                    /* @__PURE__ */ a(LinkOut, {
                      href: l,
                      appOrigins,
                      className:
                        'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800',
                      children: t.openLink,
                    }),
                    /* @__PURE__ */ a('span', {
                      className: 'min-w-0 flex-1 text-xs break-all text-slate-700',
                      children: appPath(l, appOrigins) ?? l,
                    }),
                    /* @__PURE__ */ a(CopyButton, { value: l }),
                  ],
                },
                l,
              ),
            ),
          }),
        /* @__PURE__ */ a(MessageText, {
          text: m.text,
          appOrigins,
        }),
      ],
    }),
  });
}
function MailboxPage() {
  const t = useT(messages);
  const [params, setParams] = useSearchParams();
  const [live, setLive] = d(true);
  const q = params.get('q') ?? '';
  const channel = params.get('channel') ?? '';
  const outbox = useOutbox(live);
  const sent = outbox.data?.messages;
  const appOrigins = w(() => {
    const set = /* @__PURE__ */ new Set();
    for (const m of sent ?? [])
      for (const l of m.links)
        try {
          set.add(new URL(l).origin);
        } catch {}
    return set;
  }, [sent]);
  const shown = w(() => {
    const needle = q.trim().toLowerCase();
    return (sent ?? []).filter(
      (m) =>
        (!channel || m.channel === channel) &&
        (!needle || m.to.toLowerCase().includes(needle) || (m.subject ?? '').toLowerCase().includes(needle)),
    );
  }, [sent, q, channel]);
  if (isNotFound(outbox.error))
    return /* @__PURE__ */ a(Navigate, {
      to: '/404',
      replace: true,
    });
  const setParam = (key, value) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    width: 'max-w-4xl',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-end',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'flex-1',
            children: [
              /* @__PURE__ */ a('label', {
                htmlFor: 'mail-filter',
                className: 'block text-sm font-medium text-slate-700',
                children: t.filter,
              }),
              /* @__PURE__ */ a('input', {
                id: 'mail-filter',
                type: 'search',
                value: q,
                onChange: (e) => setParam('q', e.target.value),
                placeholder: 'e.g. ada@demo.ireti.ng',
                className:
                  'mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            children: [
              /* @__PURE__ */ a('label', {
                htmlFor: 'mail-channel',
                className: 'block text-sm font-medium text-slate-700',
                children: t.channel,
              }),
              /* @__PURE__ */ a('select', {
                id: 'mail-channel',
                value: channel,
                onChange: (e) => setParam('channel', e.target.value),
                className: 'mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:w-36',
                children: [
                  /* @__PURE__ */ a('option', {
                    value: '',
                    children: t.all,
                  }),
                  /* @__PURE__ */ a('option', {
                    value: 'email',
                    children: t.email,
                  }),
                  /* @__PURE__ */ a('option', {
                    value: 'sms',
                    children: t.sms,
                  }),
                ],
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'flex items-center gap-3',
            children: [
              /* @__PURE__ */ a('label', {
                className: 'flex min-h-11 items-center gap-2 text-sm text-slate-700',
                children: [
                  /* @__PURE__ */ a('input', {
                    type: 'checkbox',
                    checked: live,
                    onChange: (e) => setLive(e.target.checked),
                    className: 'h-4 w-4 accent-brand-700',
                  }),
                  t.autoRefresh,
                ],
              }),
              /* @__PURE__ */ a(Button, {
                variant: 'secondary',
                onClick: () => outbox.refetch(),
                loading: outbox.isFetching && !outbox.isLoading,
                children: t.refresh,
              }),
            ],
          }),
        ],
      }),
      outbox.isLoading
        ? /* @__PURE__ */ a(PageSpinner, {})
        : outbox.error
          ? /* @__PURE__ */ a('div', {
              role: 'alert',
              className: 'mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800',
              children: [
                outbox.error.message,
                ' ',
                /* @__PURE__ */ a('button', {
                  type: 'button',
                  className: 'font-semibold underline',
                  onClick: () => outbox.refetch(),
                  children: t.tryAgain,
                }),
              ],
            })
          : /* @__PURE__ */ a($, {
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'mt-6 text-sm text-slate-600',
                  'aria-live': 'polite',
                  children: [
                    shown.length === (sent?.length ?? 0)
                      ? t.count(shown.length)
                      : t.someOf({
                          shown: shown.length,
                          total: sent?.length ?? 0,
                        }),
                    sent && sent.length >= 200 ? t.newest : '',
                  ],
                }),
                shown.length === 0
                  ? /* @__PURE__ */ a('div', {
                      className: 'mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600',
                      children: sent?.length
                        ? t.noMatch
                        : /* @__PURE__ */ a(Rich, {
                            text: t.none,
                            parts: {
                              help: /* @__PURE__ */ a(Link, {
                                to: '/help',
                                className: 'font-semibold text-brand-700 underline',
                                children: t.helpForm,
                              }),
                              signup: /* @__PURE__ */ a(Link, {
                                to: '/signup',
                                className: 'font-semibold text-brand-700 underline',
                                children: t.signUp,
                              }),
                            },
                          }),
                    })
                  : /* @__PURE__ */ a('ul', {
                      className: 'mt-4 space-y-4',
                      children: shown.map((m) =>
                        /* @__PURE__ */ a(
                          MessageCard,
                          {
                            m,
                            appOrigins,
                          },
                          m.id,
                        ),
                      ),
                    }),
              ],
            }),
    ],
  });
}
export { MailboxPage as default, messages };
