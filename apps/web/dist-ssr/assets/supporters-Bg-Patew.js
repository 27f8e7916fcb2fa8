import {
  D as ln,
  I as $,
  N as d,
  O as A,
  T as fn,
  b as a,
  c as params,
  f as useLocalise,
  j as T,
  n as i18n,
  p as useT,
  v as fill,
} from './i18n-BuQGntTV.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { i as CampaignStatus } from './constants-DBX7dDmi.js';
import {
  A as api,
  C as Spinner,
  F as isOffline,
  H as useQuery,
  N as unwrap,
  g as isLowData,
  j as apiGet,
  m as toast,
  x as buttonClass,
} from '../entry-server.js';
import { s as TextField } from './field-BhGmjKt2.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { t as Modal } from './modal-CQEXYd9c.js';
import { s as useMonthlyOffer } from './monthly-BqSjLpQJ.js';
// src/lib/share.ts
/** `extra`: a line after the link in the texts a person reads (WhatsApp, SMS), e.g. the campaign's account number. */
function shareTargets(url, text, extra) {
  const after = extra ? `\n${extra}` : '';
  return [
    {
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}${after}`)}`,
      className: 'bg-[#0e7a40] hover:bg-[#0b6635] text-white',
      newTab: true,
      icon: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8-2.8-1.2-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z',
    },
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      className: 'bg-[#1466d8] hover:bg-[#1057c0] text-white',
      newTab: true,
      icon: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
    },
    {
      name: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
      className: 'bg-black hover:bg-slate-800 text-white',
      icon: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
      newTab: true,
    },
    {
      name: 'SMS',
      href: `sms:?&body=${encodeURIComponent(`${text} ${url}${after}`)}`,
      className: 'bg-slate-700 hover:bg-slate-800 text-white',
      icon: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6v2h2V9zm4 0v2h2V9zm4 0v2h2V9z',
      newTab: false,
    },
  ];
}
/** Copies the link; false when the browser refuses (no permission, no secure context). */
async function copyLink(url) {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}
// src/components/donations/donate-panel.tsx
var messages$2 = i18n('donations/donate-panel', {
  offline: "You're offline. Giving needs a connection: try again when you're back online.",
  makeDonation: 'Make a donation',
  opening: 'Opening the donation form',
  paused: 'Donations are paused while this campaign is under review.',
  donateNow: 'Donate now',
  noFees: 'No fees for donors. Refunded in full if the campaign is deleted or falls short.',
  noFeesKeeps: 'No fees for donors. This campaign keeps what it raises, even short of its goal.',
  donate: 'Donate',
  oneMonthlyDonor: '1 person gives to this campaign every month',
  monthlyDonors: params('{n} people give to this campaign every month'),
});
var DonateDialog = ln(() => import('./donate-dialog-u0CpxtIP.js'));
var preload = () => void (isLowData() ? null : import('./donate-dialog-u0CpxtIP.js').catch(() => {}));
/**
 * The donate button on a campaign page and, when pressed, the donate modal (loaded then: the
 * form, its rules and the checkout are code the page does not need until someone gives).
 * Only a live campaign (status 1, not suspended) takes donations. On a phone or tablet (one
 * column) a Donate bar stays at the bottom of the screen while the in-page button is out of view
 * (scrolled past or not reached yet) and the footer is not in view: it opens the same dialog.
 */
function DonatePanel({ campaignId, title, status, suspended, onPaid, supporterPage, funding = null, keeps = false }) {
  const t = useT(messages$2);
  const [open, setOpen] = d(false);
  const give = () => (isOffline() ? toast.error(t.offline) : setOpen(true));
  const live = status === CampaignStatus.ACTIVE && !suspended;
  const inPage = T(null);
  const stuck = useOutOfView(inPage, live);
  const monthlyDonors = useMonthlyOffer(campaignId).data?.monthly_donors ?? 0;
  const dialog =
    open &&
    /* @__PURE__ */ a(fn, {
      fallback: /* @__PURE__ */ a(Modal, {
        open: true,
        onClose: () => setOpen(false),
        title: t.makeDonation,
        children: /* @__PURE__ */ a('div', {
          className: 'flex justify-center py-10',
          children: /* @__PURE__ */ a(Spinner, { label: t.opening }),
        }),
      }),
      children: /* @__PURE__ */ a(DonateDialog, {
        campaignId,
        title,
        funding,
        onClose: () => setOpen(false),
        onPaid,
        supporterPage,
      }),
    });
  let body = null;
  if (status === CampaignStatus.ACTIVE && suspended)
    body = /* @__PURE__ */ a('p', {
      className: 'rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700',
      role: 'status',
      children: t.paused,
    });
  else if (status === CampaignStatus.ACTIVE)
    body = /* @__PURE__ */ a('div', {
      ref: inPage,
      children: [
        /* @__PURE__ */ a('button', {
          type: 'button',
          onClick: give,
          onPointerEnter: preload,
          onFocus: preload,
          className: buttonClass('sun', 'w-full text-base'),
          children: [
            /* @__PURE__ */ a('svg', {
              viewBox: '0 0 20 20',
              className: 'h-5 w-5',
              'aria-hidden': 'true',
              fill: 'currentColor',
              children: /* @__PURE__ */ a('path', { d: 'M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z' }),
            }),
            t.donateNow,
          ],
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-center text-xs text-slate-600',
          children: keeps ? t.noFeesKeeps : t.noFees,
        }),
        monthlyDonors > 0 &&
          /* @__PURE__ */ a('p', {
            className: 'mt-2 text-center text-sm font-semibold text-brand-800',
            'data-testid': 'monthly-donors',
            children: monthlyDonors === 1 ? t.oneMonthlyDonor : t.monthlyDonors({ n: String(monthlyDonors) }),
          }),
        stuck &&
          !open &&
          /* @__PURE__ */ a('div', {
            className:
              'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden',
            children: /* @__PURE__ */ a('div', {
              className: 'mx-auto flex max-w-2xl items-center gap-3',
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'min-w-0 flex-1 truncate text-sm font-semibold text-slate-800',
                  children: title,
                }),
                /* @__PURE__ */ a('button', {
                  type: 'button',
                  onClick: give,
                  onPointerEnter: preload,
                  onFocus: preload,
                  className: buttonClass('sun', 'shrink-0 px-6 text-base'),
                  children: [
                    /* @__PURE__ */ a('svg', {
                      viewBox: '0 0 20 20',
                      className: 'h-5 w-5',
                      'aria-hidden': 'true',
                      fill: 'currentColor',
                      children: /* @__PURE__ */ a('path', {
                        d: 'M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z',
                      }),
                    }),
                    t.donate,
                  ],
                }),
              ],
            }),
          }),
      ],
    });
  return /* @__PURE__ */ a($, { children: [body, dialog] });
}
/**
 * True while `ref`'s element is out of the viewport and the page's footer is not in it
 * (IntersectionObserver; false where there is none, and while `active` is false).
 */
function useOutOfView(ref, active) {
  const [out, setOut] = d(false);
  A(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') {
      setOut(false);
      return;
    }
    const seen = /* @__PURE__ */ new Map();
    const footer = document.querySelector('footer');
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) seen.set(e.target, e.isIntersecting);
      setOut(seen.get(el) === false && !(footer && seen.get(footer)));
    });
    io.observe(el);
    if (footer) io.observe(footer);
    return () => io.disconnect();
  }, [ref, active]);
  return out;
}
// src/lib/donations/transfer-account.ts
/** GET /transfers/account/{campaignId}: the campaign's permanent account number, once the bank gave one. */
var getTransferAccount = (campaignId, signal) =>
  unwrap(apiGet(`/transfers/account/${encodeURIComponent(campaignId.toLowerCase())}`, {}, { signal }));
/** The campaign page, its share buttons and its QR flyer read the same query. */
function useTransferAccount(campaignId, enabled = true) {
  return useQuery({
    queryKey: donationKeys.transferAccount(campaignId),
    queryFn: ({ signal }) => getTransferAccount(campaignId, signal),
    enabled,
    staleTime: 6e4,
  });
}
/** The account when it takes transfers, else null (pending, none, loading, failed). */
function useActiveTransferAccount(campaignId, enabled = true) {
  const q = useTransferAccount(campaignId, enabled);
  return q.data?.status === 'active' && q.data.account_number ? q.data : null;
}
/** POST /transfers/anonymous: a code that hides the name of the sender's next transfer. Resolves to the envelope. */
var askTransferAnonymity = (campaign, name) =>
  api(
    'POST',
    '/transfers/anonymous',
    name.trim()
      ? {
          campaign,
          name: name.trim(),
        }
      : { campaign },
  );
// src/components/donations/transfer-account.tsx
var messages$1 = i18n('donations/transfer-account', {
  heading: 'Give by bank transfer, any time',
  intro: 'This account number is this campaign’s for as long as it is live. Every transfer to it is a donation, shown here.',
  bank: 'Bank',
  number: 'Account number',
  name: 'Account name',
  copy: 'Copy',
  copyNumber: params('Copy the account number {number}'),
  copied: 'Account number copied',
  notCopied: 'Could not copy; select the number and copy it.',
  refundNote: 'A transfer after the campaign closes, or more than an all-or-nothing goal still needs, is sent back to you automatically.',
  anonymous: 'Send anonymously',
  anonymousIntro:
    'Ask before you send: we give you a code to write in your transfer’s description (narration), and your name will not be shown.',
  yourName: 'The name on your bank account (optional)',
  yourNameHint: 'For banks that drop the description.',
  getCode: 'Get my code',
  gettingCode: 'Getting your code…',
  codeIs: 'Write {code} in your transfer’s description.',
  codeValid: params('Valid for {hours} hours, for one transfer to this campaign.'),
  failed: 'We could not get a code. Please try again.',
  line: params('Bank transfer: {number}, {bank} ({name})'),
});
/** "9912345678, Wema Bank (IRETI / ADA OBI)": the account in one line, for share texts and the flyer. */
function useAccountLine() {
  const t = useT(messages$1);
  return (a) =>
    t.line({
      number: a.account_number ?? '',
      bank: a.bank_name ?? '',
      name: a.account_name ?? '',
    });
}
/** The account number with its copy button (the campaign page and the share dialog). */
function AccountNumber({ account, compact = false }) {
  const t = useT(messages$1);
  const copy = async () => {
    if (await copyLink(account.account_number ?? '')) toast(t.copied);
    else toast.error(t.notCopied);
  };
  return /* @__PURE__ */ a('dl', {
    className: `space-y-2 ${compact ? 'text-sm' : ''}`,
    children: [
      /* @__PURE__ */ a('div', {
        children: [
          /* @__PURE__ */ a('dt', {
            className: 'text-xs text-slate-600',
            children: t.bank,
          }),
          /* @__PURE__ */ a('dd', {
            className: 'font-semibold text-slate-900',
            children: account.bank_name,
          }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        children: [
          /* @__PURE__ */ a('dt', {
            className: 'text-xs text-slate-600',
            children: t.number,
          }),
          /* @__PURE__ */ a('dd', {
            className: 'flex items-center justify-between gap-2',
            children: [
              /* @__PURE__ */ a('span', {
                className: `font-mono font-bold tracking-wider text-slate-900 ${compact ? 'text-base' : 'text-xl'}`,
                'data-testid': 'account-number',
                children: account.account_number,
              }),
              /* @__PURE__ */ a('button', {
                type: 'button',
                onClick: copy,
                'aria-label': t.copyNumber({ number: account.account_number ?? '' }),
                className:
                  'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50',
                children: [
                  /* @__PURE__ */ a('svg', {
                    viewBox: '0 0 24 24',
                    'aria-hidden': 'true',
                    className: 'h-4 w-4',
                    fill: 'none',
                    stroke: 'currentColor',
                    strokeWidth: '2',
                    children: [
                      /* @__PURE__ */ a('rect', {
                        x: '9',
                        y: '9',
                        width: '11',
                        height: '11',
                        rx: '2',
                      }),
                      /* @__PURE__ */ a('path', { d: 'M5 15V5a2 2 0 0 1 2-2h10' }),
                    ],
                  }),
                  t.copy,
                ],
              }),
            ],
          }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        children: [
          /* @__PURE__ */ a('dt', {
            className: 'text-xs text-slate-600',
            children: t.name,
          }),
          /* @__PURE__ */ a('dd', {
            className: 'font-semibold break-words text-slate-900',
            children: account.account_name,
          }),
        ],
      }),
    ],
  });
}
/**
 * The campaign's permanent account number on its page (issue 27): bank, number with a copy button,
 * name, and "send anonymously", asked for before sending. Shown only while the campaign is live and
 * the bank has given the number.
 */
function TransferAccountCard({ campaignId, live }) {
  const t = useT(messages$1);
  const tr = useLocalise();
  const account = useActiveTransferAccount(campaignId, live);
  const [name, setName] = d('');
  const [busy, setBusy] = d(false);
  const [code, setCode] = d(null);
  const [error, setError] = d(null);
  if (!account || !live) return null;
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await askTransferAnonymity(campaignId, name);
      if (res.status.code === 100 && res.entity) setCode(res.entity.code);
      else setError(res.status.desc ? tr(res.status.desc) : t.failed);
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  };
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'transfer-account',
    className: 'rounded-xl border border-brand-200 bg-brand-50 p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'transfer-account',
        className: 'text-base font-extrabold text-slate-900',
        children: t.heading,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-sm text-slate-700',
        children: t.intro,
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-3 rounded-lg bg-white p-3',
        children: /* @__PURE__ */ a(AccountNumber, { account }),
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-3 text-xs text-slate-600',
        children: t.refundNote,
      }),
      /* @__PURE__ */ a('details', {
        className: 'mt-3',
        children: [
          /* @__PURE__ */ a('summary', {
            className: 'inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800',
            children: t.anonymous,
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-2 space-y-3',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'text-sm text-slate-700',
                children: t.anonymousIntro,
              }),
              code
                ? /* @__PURE__ */ a('p', {
                    role: 'status',
                    className: 'rounded-lg border border-brand-300 bg-white p-3 text-sm text-slate-900',
                    children: [
                      /* @__PURE__ */ a('span', {
                        className: 'block text-base font-bold',
                        children: /* @__PURE__ */ a(Rich, {
                          text: t.codeIs,
                          parts: {
                            code: /* @__PURE__ */ a('span', {
                              className: 'font-mono text-lg tracking-widest',
                              'data-testid': 'anonymity-code',
                              children: code,
                            }),
                          },
                        }),
                      }),
                      t.codeValid({ hours: String(account.anonymity_hours) }),
                    ],
                  })
                : /* @__PURE__ */ a($, {
                    children: [
                      /* @__PURE__ */ a(TextField, {
                        label: t.yourName,
                        hint: t.yourNameHint,
                        value: name,
                        maxLength: 100,
                        onChange: (e) => setName(e.currentTarget.value),
                        autoComplete: 'name',
                      }),
                      error &&
                        /* @__PURE__ */ a('p', {
                          role: 'alert',
                          className: 'text-sm text-red-700',
                          children: error,
                        }),
                      /* @__PURE__ */ a('button', {
                        type: 'button',
                        onClick: ask,
                        disabled: busy,
                        className: buttonClass('secondary', 'w-full'),
                        children: busy ? t.gettingCode : t.getCode,
                      }),
                    ],
                  }),
            ],
          }),
        ],
      }),
    ],
  });
}
// src/features/campaigns/components/share-buttons.tsx
var messages = i18n('campaign/share-buttons', {
  text: '{title} — please support this campaign on Ireti:',
  copied: 'Link copied',
  notCopied: 'Could not copy the link; copy it from the address bar.',
  heading: 'Share this campaign',
  newTab: '(opens in a new tab)',
  copy: 'Copy link',
  qr: 'QR code',
  byTransfer: 'Or give by bank transfer, any time:',
});
var QrCodeDialog = ln(() => import('./qr-code-dialog-Cl8hCJWD.js'));
/** Share a campaign: WhatsApp first (most Nigerian sharing happens there), Facebook, X, SMS, copy link, and a QR code to print. */
function ShareButtons({ url, title, campaignId, heading }) {
  const t = useT(messages);
  const [qr, setQr] = d(false);
  const account = useActiveTransferAccount(campaignId ?? '', !!campaignId);
  const line = useAccountLine();
  const links = shareTargets(url, fill(t.text, { title }), account ? line(account) : void 0);
  const copy = async () => {
    if (await copyLink(url)) toast(t.copied);
    else toast.error(t.notCopied);
  };
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-sm font-semibold text-slate-800',
        children: heading ?? t.heading,
      }),
      /* @__PURE__ */ a('ul', {
        className: 'mt-2 flex flex-wrap gap-2',
        children: [
          links.map((l) =>
            /* @__PURE__ */ a(
              'li',
              {
                children: /* @__PURE__ */ a('a', {
                  href: l.href,
                  target: l.newTab ? '_blank' : void 0,
                  rel: l.newTab ? 'noopener noreferrer' : void 0,
                  className: `inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold ${l.className}`,
                  children: [
                    /* @__PURE__ */ a('svg', {
                      viewBox: '0 0 24 24',
                      'aria-hidden': 'true',
                      className: 'h-5 w-5',
                      fill: 'currentColor',
                      children: /* @__PURE__ */ a('path', { d: l.icon }),
                    }),
                    l.name,
                    l.newTab &&
                      /* @__PURE__ */ a('span', {
                        className: 'sr-only',
                        children: t.newTab,
                      }),
                  ],
                }),
              },
              l.name,
            ),
          ),
          /* @__PURE__ */ a('li', {
            children: /* @__PURE__ */ a('button', {
              type: 'button',
              onClick: copy,
              className:
                'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50',
              children: [
                /* @__PURE__ */ a('svg', {
                  viewBox: '0 0 24 24',
                  'aria-hidden': 'true',
                  className: 'h-5 w-5',
                  fill: 'none',
                  stroke: 'currentColor',
                  strokeWidth: '2',
                  children: /* @__PURE__ */ a('path', {
                    d: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
                  }),
                }),
                t.copy,
              ],
            }),
          }),
          campaignId &&
            /* @__PURE__ */ a('li', {
              children: /* @__PURE__ */ a('button', {
                type: 'button',
                onClick: () => setQr(true),
                className:
                  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50',
                children: [
                  /* @__PURE__ */ a('svg', {
                    viewBox: '0 0 24 24',
                    'aria-hidden': 'true',
                    className: 'h-5 w-5',
                    fill: 'currentColor',
                    children: /* @__PURE__ */ a('path', {
                      d: 'M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm4 0h4v2h-2v2h-2zm-4 4h2v4h-2zm4 2h2v2h2v-4h2v6h-6z',
                    }),
                  }),
                  t.qr,
                ],
              }),
            }),
        ],
      }),
      account &&
        /* @__PURE__ */ a('div', {
          className: 'mt-3 rounded-lg border border-slate-200 p-3',
          children: [
            /* @__PURE__ */ a('p', {
              className: 'mb-2 text-sm font-semibold text-slate-800',
              children: t.byTransfer,
            }),
            /* @__PURE__ */ a(AccountNumber, {
              account,
              compact: true,
            }),
          ],
        }),
      qr &&
        campaignId &&
        /* @__PURE__ */ a(fn, {
          fallback: null,
          children: /* @__PURE__ */ a(QrCodeDialog, {
            url,
            title,
            campaignId,
            account: account ? line(account) : null,
            onClose: () => setQr(false),
          }),
        }),
    ],
  });
}
// src/features/campaigns/api/supporters.ts
/** Supporter pages (decision 094): one page, a campaign's list, and the supporter's and owner's changes. */
var supporterKeys = {
  all: ['supporters'],
  page: (id) => ['supporters', 'page', id.toLowerCase()],
  campaign: (campaignId) => ['supporters', 'campaign', campaignId.toLowerCase()],
};
var PER_PAGE = 10;
/** GET /fundraise/{pageId}. */
var getSupporterPage = (id, signal) => unwrap(api('GET', `/fundraise/${encodeURIComponent(id.toLowerCase())}`, void 0, { signal }));
function useSupporterPage(id) {
  return useQuery({
    queryKey: supporterKeys.page(id),
    queryFn: ({ signal }) => getSupporterPage(id, signal),
    enabled: !!id,
  });
}
/** GET /supporters/{campaignId}: its pages by amount raised, 10 at a time. */
function useCampaignSupporters(campaignId) {
  return useInfiniteQuery({
    queryKey: supporterKeys.campaign(campaignId),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        apiGet(
          `/supporters/${encodeURIComponent(campaignId.toLowerCase())}`,
          {
            page: pageParam,
            per_page: PER_PAGE,
          },
          { signal },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : void 0),
  });
}
/** POST /fundraise: the envelope (its desc and field errors are shown on failure). */
var openSupporterPage = (input) => api('POST', '/fundraise', input);
/** PUT /fundraise/{pageId}. */
var editSupporterPage = (id, input) => api('PUT', `/fundraise/${encodeURIComponent(id)}`, input);
/** PUT /fundraise/{pageId}/hidden. */
var hideSupporterPage = (id, hidden) => api('PUT', `/fundraise/${encodeURIComponent(id)}/hidden`, { hidden });
export {
  useCampaignSupporters as a,
  TransferAccountCard as c,
  shareTargets as d,
  supporterKeys as i,
  DonatePanel as l,
  hideSupporterPage as n,
  useSupporterPage as o,
  openSupporterPage as r,
  ShareButtons as s,
  editSupporterPage as t,
  copyLink as u,
};
