import {
  A as api,
  B as displayName,
  C as Spinner,
  D as useAuth,
  H as useQuery,
  L as Msg,
  N as unwrap,
  R as count,
  T as imageUrl,
  V as placeOf,
  W as Link,
  Y as useSearchParams,
  b as Button,
  d as formatNaira,
  f as koboToNaira,
  j as apiGet,
  k as ApiError,
  m as toast,
  o as formatDate,
  s as formatDateTime,
  w as fallbackToPlaceholder,
} from '../entry-server.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { n as Tabs, t as TabPanel } from './tabs-DGuVgDVS.js';
import {
  A as P,
  F as w,
  I as $,
  N as d,
  O as A,
  _ as LANGUAGE_NAMES,
  b as a,
  c as params,
  f as useLocalise,
  n as i18n,
  p as useT,
  y as isLanguage,
} from './i18n-BuQGntTV.js';
import { t as Code } from './status-ClvZbWz5.js';
import { t as ConfirmDialog } from './confirm-dialog-CAhA_kWQ.js';
import { t as Modal } from './modal-CQEXYd9c.js';
import { n as useCategoryName } from './category-tag-CfcVUxjF.js';
import { y as keepPreviousData } from './removable-BrrS1Mf6.js';
import {
  a as _enum,
  c as boolean,
  d as object,
  l as literal,
  m as union,
  o as _null,
  p as string,
  s as array,
  u as number,
} from './rules-Ch6PIl7_.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { o as TextArea, r as FormError, s as TextField, t as ChoiceField } from './field-BhGmjKt2.js';
import { r as LoadError, t as EmptyList } from './list-states-BuPyhDkz.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { a as reasonSchema, s as volunteerDecisionSchema } from './schemas-BqxSaobd.js';
import { t as serverErrors } from './forms-CuVYEf0F.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { n as fetchPrivateFile } from './private-file-CO30_e60.js';
object({
  code: number().int(),
  desc: string(),
});
_null();
/** Dates leave the API as ISO strings (or null). */
var isoDate = string();
union([literal(0), literal(1)]);
/** The spec's paged list: `transactions` with its paging. */
var pagedListOf = (item) =>
  object({
    transactions: array(item),
    total_pages: number().int(),
    total_records: number().int(),
    current_page: number().int(),
  });
// src/features/admin/api/get-overview.ts
/** GET /admin/overview: how many items wait in each queue (the tab badges). */
var getOverview = (signal) => unwrap(api('GET', '/admin/overview', void 0, { signal }));
function useOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => getOverview(signal),
  });
}
/** The admin lists share one shape ({ transactions, total_pages, total_records, current_page }, pages from 1). */
var getAdminList = (path, query, signal) =>
  unwrap(
    apiGet(
      path,
      {
        per_page: 20,
        ...query,
      },
      { signal },
    ),
  );
function useAdminList(path, query) {
  return useQuery({
    queryKey: ['admin', path, query],
    queryFn: ({ signal }) => getAdminList(path, query, signal),
    placeholderData: keepPreviousData,
  });
}
// src/features/admin/api/get-admin-campaigns.ts
/** GET /admin/campaigns: campaigns awaiting verification (or those without a volunteer), oldest first. */
var useAdminCampaigns = (filter, page, reason) =>
  useAdminList('/admin/campaigns', {
    filter,
    page,
    reason,
  });
// src/features/admin/api/admin-action.ts
/**
 * Every admin action resolves to its envelope (the caller shows status.desc) and refreshes the
 * console's lists and counts afterwards, whatever the outcome.
 */
function useAdminAction(fn) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['volunteers'] })]),
  });
}
// src/features/admin/api/moderate-campaign.ts
/** POST /admin/campaigns/{id}/suspend | reinstate | remove { reason }. */
var moderateCampaign = ({ id, action, reason }) => api('POST', `/admin/campaigns/${id}/${action}`, { reason });
var useModerateCampaign = () => useAdminAction(moderateCampaign);
// src/features/admin/api/verify-as-admin.ts
/** POST /account/verifycampaign { campaign_id, status: 1 }, as an admin. */
var verifyAsAdmin = (campaignId) =>
  api('POST', '/account/verifycampaign', {
    campaign_id: campaignId,
    status: 1,
  });
var useVerifyAsAdmin = () => useAdminAction(verifyAsAdmin);
// src/features/admin/api/assign-volunteer.ts
/** POST /admin/campaigns/{id}/assign { volunteer_id }. */
var assignVolunteer = ({ id, volunteer_id }) => api('POST', `/admin/campaigns/${id}/assign`, { volunteer_id });
var useAssignVolunteer = () => useAdminAction(assignVolunteer);
// src/features/admin/api/get-volunteer-directory.ts
/** Approved volunteers to choose from when assigning one by hand (the public list, 100 at once). */
function useVolunteerDirectory(enabled) {
  return useQuery({
    queryKey: ['admin', 'volunteer-directory'],
    queryFn: ({ signal }) =>
      unwrap(
        apiGet(
          '/volunteer/getvolunteers',
          {
            page: 0,
            per_page: 100,
          },
          { signal },
        ),
      ),
    enabled,
  });
}
// src/features/admin/components/filter.tsx
var messages$19 = i18n('admin/filter', { apply: 'Filter' });
/** A list's filter and its page (from 1): choosing another filter starts again at page 1. */
function usePagedFilter(initial) {
  const [value, setValue] = d(initial);
  const [page, setPage] = d(1);
  const setFilter = (v) => {
    setValue(v);
    setPage(1);
  };
  return {
    value,
    setFilter,
    page,
    setPage,
  };
}
/** A small labelled select that filters an admin list. */
function Filter({ label, value, options, onChange }) {
  const id = P();
  return /* @__PURE__ */ a('div', {
    className: 'mb-4 flex flex-wrap items-center gap-2',
    children: [
      /* @__PURE__ */ a('label', {
        htmlFor: id,
        className: 'text-sm font-medium text-slate-700',
        children: label,
      }),
      /* @__PURE__ */ a('select', {
        id,
        value,
        onChange: (e) => onChange(e.target.value),
        className: 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm',
        children: options.map(([v, text]) =>
          /* @__PURE__ */ a(
            'option',
            {
              value: v,
              children: text,
            },
            v,
          ),
        ),
      }),
    ],
  });
}
/** A typed filter of an admin list, applied (trimmed) when its form is sent. */
function TextFilter({ label, placeholder, maxLength, onApply }) {
  const t = useT(messages$19);
  const [text, setText] = d('');
  return /* @__PURE__ */ a('form', {
    className: 'mb-4 flex flex-wrap items-end gap-2',
    onSubmit: (e) => {
      e.preventDefault();
      onApply(text.trim());
    },
    children: [
      /* @__PURE__ */ a('label', {
        className: 'text-sm font-medium text-slate-700',
        children: [
          label,
          /* @__PURE__ */ a('input', {
            value: text,
            onChange: (e) => setText(e.target.value),
            maxLength,
            placeholder,
            className: 'mt-1 block min-h-11 rounded-lg border border-slate-300 px-3',
          }),
        ],
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        variant: 'secondary',
        children: t.apply,
      }),
    ],
  });
}
// src/features/admin/components/item.tsx
/** One card of an admin list; actions go in the footer. */
function Item({ children, actions }) {
  return /* @__PURE__ */ a('li', {
    className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
    children: [
      children,
      actions &&
        /* @__PURE__ */ a('div', {
          className: 'mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3',
          children: actions,
        }),
    ],
  });
}
/** Where an item stands (waiting for review, approved…), at the top right of its card. */
function Chip({ children }) {
  return /* @__PURE__ */ a('span', {
    className: 'rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800',
    children,
  });
}
var smallButton = '!min-h-9 !px-3 !py-1.5 !text-xs';
/** The first line of an item about a campaign: its title, linking to its page, and where the item stands. */
function CampaignHead({ campaign, chip }) {
  return /* @__PURE__ */ a('div', {
    className: 'flex flex-wrap items-start justify-between gap-2',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'font-semibold text-slate-900',
        children: /* @__PURE__ */ a(Link, {
          to: `/campaign/${campaign.campaign_id}`,
          className: 'underline',
          children: campaign.title,
        }),
      }),
      /* @__PURE__ */ a(Chip, { children: chip }),
    ],
  });
}
// src/features/admin/components/reveal-details.tsx
var messages$18 = i18n('admin/reveal-details', {
  show: 'Show private details',
  hiddenNote: 'Phones, addresses and identity details are hidden until you give a reason.',
  shownNote: params('Private details shown, reason: {reason}. Each person on the page sees in their Settings that you viewed them.'),
  hide: 'Hide them',
  title: 'Why do you need their private details?',
  note: 'Each person on this page sees in their Settings that you viewed their details, when, and the reason you give.',
  reason: 'Reason',
  placeholder: 'identity review',
  confirm: 'Show',
  cancel: 'Cancel',
});
/**
 * The switch above an admin list that shows its private details (issue 28, decision 096): the
 * reason is asked first and sent with the list, which the API records in each person's access log.
 */
function RevealDetails({ reason, onReason }) {
  const t = useT(messages$18);
  const [asking, setAsking] = d(false);
  const [text, setText] = d('');
  const ok = text.trim().length >= 3;
  return /* @__PURE__ */ a('div', {
    className: 'mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'min-w-0 flex-1',
        children: reason ? t.shownNote({ reason }) : t.hiddenNote,
      }),
      reason
        ? /* @__PURE__ */ a(Button, {
            variant: 'ghost',
            className: smallButton,
            onClick: () => onReason(void 0),
            children: t.hide,
          })
        : /* @__PURE__ */ a(Button, {
            variant: 'secondary',
            className: smallButton,
            onClick: () => setAsking(true),
            children: t.show,
          }),
      /* @__PURE__ */ a(Modal, {
        open: asking,
        onClose: () => setAsking(false),
        title: t.title,
        children: /* @__PURE__ */ a('form', {
          noValidate: true,
          onSubmit: (ev) => {
            ev.preventDefault();
            if (!ok) return;
            setAsking(false);
            onReason(text.trim());
          },
          children: [
            /* @__PURE__ */ a('p', {
              className: 'mb-3 text-sm text-slate-600',
              children: t.note,
            }),
            /* @__PURE__ */ a(TextField, {
              label: t.reason,
              placeholder: t.placeholder,
              maxLength: 300,
              value: text,
              onInput: (e) => setText(e.target.value),
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex gap-3',
              children: [
                /* @__PURE__ */ a(Button, {
                  type: 'submit',
                  disabled: !ok,
                  children: t.confirm,
                }),
                /* @__PURE__ */ a(Button, {
                  variant: 'ghost',
                  onClick: () => setAsking(false),
                  children: t.cancel,
                }),
              ],
            }),
          ],
        }),
      }),
    ],
  });
}
// src/features/admin/components/pager.tsx
var messages$17 = i18n('admin/pager', {
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: params('Page {page} of {total}'),
});
/** Previous / next over pages that start at 1. */
function Pager({ page, totalPages, onPage }) {
  const t = useT(messages$17);
  if (totalPages <= 1) return null;
  return /* @__PURE__ */ a('nav', {
    'aria-label': t.pages,
    className: 'mt-6 flex items-center justify-between gap-3',
    children: [
      /* @__PURE__ */ a(Button, {
        variant: 'secondary',
        disabled: page <= 1,
        onClick: () => onPage(page - 1),
        children: t.previous,
      }),
      /* @__PURE__ */ a('span', {
        className: 'text-sm text-slate-700',
        children: t.pageOf({
          page,
          total: totalPages,
        }),
      }),
      /* @__PURE__ */ a(Button, {
        variant: 'secondary',
        disabled: page >= totalPages,
        onClick: () => onPage(page + 1),
        children: t.next,
      }),
    ],
  });
}
// src/features/admin/components/list-frame.tsx
var messages$16 = i18n('admin/list-frame', {
  loading: 'Loading',
  items: count({
    one: '{count} item',
    other: '{count} items',
  }),
});
/** Loading, error and empty states of an admin list, then its items and the pager. */
function ListFrame({ q, empty, page, onPage, children }) {
  const t = useT(messages$16);
  const tr = useLocalise();
  if (q.isPending)
    return /* @__PURE__ */ a('div', {
      className: 'py-10 text-center',
      children: /* @__PURE__ */ a(Spinner, { label: t.loading }),
    });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(q.error.message || Msg.errorTryAgain) });
  const d = q.data;
  return /* @__PURE__ */ a('div', {
    'aria-busy': q.isFetching,
    className: q.isPlaceholderData ? 'opacity-60' : '',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'mb-3 text-sm text-slate-600',
        children: t.items(d.total_records),
      }),
      d.transactions.length === 0 ? /* @__PURE__ */ a(EmptyList, { children: empty }) : children(d.transactions),
      /* @__PURE__ */ a(Pager, {
        page,
        totalPages: d.total_pages,
        onPage,
      }),
    ],
  });
}
// src/features/admin/components/person.tsx
var messages$15 = i18n('admin/person', { organisation: 'ORGANISATION' });
/** Who someone is, for a reviewer: picture, name, e-mail, phone, state and LGA. */
function Person({ u }) {
  const t = useT(messages$15);
  return /* @__PURE__ */ a('div', {
    className: 'flex min-w-0 items-center gap-3',
    children: [
      /* @__PURE__ */ a(Avatar, {
        src: u.image_url,
        size: 44,
        className: 'h-11 w-11 rounded-full',
      }),
      /* @__PURE__ */ a('div', {
        className: 'min-w-0 text-sm',
        children: [
          /* @__PURE__ */ a('p', {
            className: 'font-semibold break-words text-slate-900',
            children: [
              displayName(u),
              u.is_organization
                ? /* @__PURE__ */ a('span', {
                    className: 'ml-1.5 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-[10px] font-bold text-slate-700',
                    children: t.organisation,
                  })
                : null,
            ],
          }),
          /* @__PURE__ */ a('p', {
            className: 'text-slate-600',
            children: [
              /* @__PURE__ */ a('a', {
                href: `mailto:${u.email}`,
                className: 'break-words underline',
                children: u.email,
              }),
              u.mobile
                ? /* @__PURE__ */ a('span', {
                    className: 'whitespace-nowrap',
                    children: [' · ', u.mobile],
                  })
                : null,
            ],
          }),
          placeOf(u) &&
            /* @__PURE__ */ a('p', {
              className: 'text-slate-600',
              children: placeOf(u),
            }),
        ],
      }),
    ],
  });
}
// src/features/admin/components/reason-dialog.tsx
var messages$14 = i18n('admin/reason-dialog', { cancel: 'Cancel' });
/**
 * A confirmation that needs a written reason (suspend, reinstate, remove, dismiss, reject…). The
 * reason goes on the record and, where the action tells someone, into their e-mail.
 */
function ReasonDialog({ open, onClose, title, intro, label, submitLabel, danger = false, fieldLabel = 'Reason', max = 1e3, onSubmit }) {
  const t = useT(messages$14);
  const [formError, setFormError] = d(null);
  const schema = w(() => reasonSchema(fieldLabel, max), [fieldLabel, max]);
  const form = useForm({
    resolver: u(schema),
    defaultValues: { reason: '' },
  });
  A(() => {
    if (open) {
      form.reset({ reason: '' });
      setFormError(null);
    }
  }, [open, form]);
  const submit = form.handleSubmit(
    async ({ reason }) => {
      const res = await onSubmit(reason);
      if (res.status.code === Code.OK) {
        toast(res.status.desc);
        onClose();
        return;
      }
      const first = Object.values(serverErrors(res))[0];
      if (first) form.setError('reason', { message: first });
      setFormError(res.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );
  return /* @__PURE__ */ a(Modal, {
    open,
    onClose,
    title,
    children: /* @__PURE__ */ a('form', {
      onSubmit: submit,
      noValidate: true,
      children: [
        intro &&
          /* @__PURE__ */ a('p', {
            className: 'mb-4 text-sm text-slate-700',
            children: intro,
          }),
        /* @__PURE__ */ a(TextArea, {
          label,
          rows: 4,
          maxLength: max,
          error: form.formState.errors.reason?.message,
          ...form.register('reason'),
        }),
        /* @__PURE__ */ a(FormError, { message: formError }),
        /* @__PURE__ */ a('div', {
          className: 'flex justify-end gap-2',
          children: [
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: onClose,
              children: t.cancel,
            }),
            /* @__PURE__ */ a(Button, {
              type: 'submit',
              variant: danger ? 'danger' : 'primary',
              loading: form.formState.isSubmitting,
              children: submitLabel,
            }),
          ],
        }),
      ],
    }),
  });
}
// src/features/admin/components/campaigns-tab.tsx
var messages$13 = i18n('admin/campaigns-tab', {
  show: 'Show',
  awaiting: 'Awaiting verification',
  unassigned: 'Without a volunteer',
  empty: 'No campaign is waiting for verification.',
  open: 'Open',
  verifyCampaign: 'Verify campaign',
  assignVolunteer: 'Assign volunteer',
  suspend: 'Suspend',
  remove: 'Remove',
  goal: params('goal {amount}'),
  createdToday: 'created today',
  createdDaysAgo: count({
    one: 'created {count} days ago',
    other: 'created {count} days ago',
  }),
  suspended: 'Suspended',
  openReports: count({
    one: '{count} open report(s)',
    other: '{count} open report(s)',
  }),
  volunteers: 'Volunteers',
  noVolunteer: "None in the campaign's state yet: verify it yourself or assign one.",
  recommended: 'recommended',
  verifyTitle: 'Verify this campaign?',
  verifyText: params('{title} goes live at once and its owner is told. Verify only a campaign whose owner and need you checked.'),
  reasonLabel: 'Reason (the owner is told)',
  suspendTitle: 'Suspend this campaign',
  suspendIntro: 'It stops taking donations and pays nothing out; its money stays held. The owner is told the reason.',
  suspendCampaign: 'Suspend campaign',
  removeTitle: 'Remove this campaign',
  removeIntro: 'The campaign is deleted (status 4) and every donor is refunded in full. This cannot be undone.',
  removeAndRefund: 'Remove and refund',
  assignTitle: 'Assign a volunteer',
  inState: params('The campaign is in {state}. '),
  assignIntro: 'A volunteer of the same state can check the campaign in person; one from elsewhere can check it by phone.',
  volunteer: 'Volunteer',
  loadingVolunteers: 'Loading volunteers…',
  chooseVolunteer: 'Choose a volunteer',
  inPlace: params('In {state}'),
  otherStates: 'Other states',
  grade: params('{name} (grade {grade})'),
  gradeElsewhere: params('{name}, {state} (grade {grade})'),
  noState: 'no state',
  cancel: 'Cancel',
  assign: 'Assign',
});
var moderationOf = (t) => ({
  suspend: {
    title: t.suspendTitle,
    intro: t.suspendIntro,
    submit: t.suspendCampaign,
    danger: false,
  },
  remove: {
    title: t.removeTitle,
    intro: t.removeIntro,
    submit: t.removeAndRefund,
    danger: true,
  },
});
/** 'created today' when a day old or less, otherwise 'created N days ago' (spec §9), in the page's language. */
function createdAgo(t, iso) {
  const days = Math.floor((Date.now() - new Date(iso).getTime()) / 864e5);
  return days <= 1 ? t.createdToday : t.createdDaysAgo(days);
}
function AssignDialog({ c, onClose }) {
  const t = useT(messages$13);
  const dir = useVolunteerDirectory(!!c);
  const assign = useAssignVolunteer();
  const [choice, setChoice] = d('');
  const [error, setError] = d(null);
  const taken = new Set(c?.volunteers.map((v) => v._id));
  const list = (dir.data?.volunteers ?? []).filter((v) => !taken.has(v._id) && v._id !== c?.owner._id);
  const place = c?.state;
  const sameState = list.filter((v) => v.state === place);
  const others = list.filter((v) => v.state !== place);
  const submit = async () => {
    if (!c) return;
    if (!choice) return setError(t.chooseVolunteer);
    const res = await assign.mutateAsync({
      id: c._id,
      volunteer_id: Number(choice),
    });
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      setChoice('');
      onClose();
    } else setError(res.status.desc);
  };
  return /* @__PURE__ */ a(Modal, {
    open: !!c,
    onClose,
    title: t.assignTitle,
    children: [
      /* @__PURE__ */ a('p', {
        className: 'mb-3 text-sm text-slate-700',
        children: [place ? t.inState({ state: place }) : '', t.assignIntro],
      }),
      /* @__PURE__ */ a('label', {
        htmlFor: 'assign-volunteer',
        className: 'block text-sm font-medium text-slate-700',
        children: t.volunteer,
      }),
      /* @__PURE__ */ a('select', {
        id: 'assign-volunteer',
        value: choice,
        onChange: (e) => setChoice(e.target.value),
        className: 'mt-1 mb-3 block min-h-11 w-full rounded-lg border border-slate-300 px-3',
        children: [
          /* @__PURE__ */ a('option', {
            value: '',
            children: dir.isPending ? t.loadingVolunteers : t.chooseVolunteer,
          }),
          sameState.length > 0 &&
            /* @__PURE__ */ a('optgroup', {
              label: t.inPlace({ state: place ?? '' }),
              children: sameState.map((v) =>
                /* @__PURE__ */ a(
                  'option',
                  {
                    value: v._id,
                    children: t.grade({
                      name: `${v.first_name} ${v.last_name}`,
                      grade: v.grade ?? '–',
                    }),
                  },
                  v._id,
                ),
              ),
            }),
          others.length > 0 &&
            /* @__PURE__ */ a('optgroup', {
              label: t.otherStates,
              children: others.map((v) =>
                /* @__PURE__ */ a(
                  'option',
                  {
                    value: v._id,
                    children: t.gradeElsewhere({
                      name: `${v.first_name} ${v.last_name}`,
                      state: v.state ?? t.noState,
                      grade: v.grade ?? '–',
                    }),
                  },
                  v._id,
                ),
              ),
            }),
        ],
      }),
      error &&
        /* @__PURE__ */ a('p', {
          role: 'alert',
          className: 'mb-3 text-sm text-red-800',
          children: error,
        }),
      /* @__PURE__ */ a('div', {
        className: 'flex justify-end gap-2',
        children: [
          /* @__PURE__ */ a(Button, {
            variant: 'ghost',
            onClick: onClose,
            children: t.cancel,
          }),
          /* @__PURE__ */ a(Button, {
            onClick: submit,
            loading: assign.isPending,
            children: t.assign,
          }),
        ],
      }),
    ],
  });
}
/** Campaigns awaiting verification, oldest first: the volunteers on each, and the admin's own actions. */
function CampaignsTab() {
  const t = useT(messages$13);
  const categoryName = useCategoryName();
  const moderation = moderationOf(t);
  const { value: filter, setFilter, page, setPage } = usePagedFilter('awaiting');
  const [reason, setReason] = d();
  const q = useAdminCampaigns(filter, page, reason);
  const moderate = useModerateCampaign();
  const verify = useVerifyAsAdmin();
  const [acting, setActing] = d(null);
  const [confirm, setConfirm] = d(null);
  const [assigning, setAssigning] = d(null);
  const doVerify = async () => {
    if (!confirm) return;
    toast.reply(await verify.mutateAsync(confirm.campaign_id));
    setConfirm(null);
  };
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(RevealDetails, {
        reason,
        onReason: setReason,
      }),
      /* @__PURE__ */ a(Filter, {
        label: t.show,
        value: filter,
        onChange: setFilter,
        options: [
          ['awaiting', t.awaiting],
          ['unassigned', t.unassigned],
        ],
      }),
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: t.empty,
        children: (items) =>
          /* @__PURE__ */ a('ul', {
            className: 'space-y-3',
            children: items.map((c) =>
              /* @__PURE__ */ a(
                Item,
                {
                  actions: /* @__PURE__ */ a($, {
                    children: [
                      /* @__PURE__ */ a(Link, {
                        to: `/campaign/${c.campaign_id}`,
                        className:
                          'inline-flex min-h-9 items-center rounded-lg px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50',
                        children: t.open,
                      }),
                      /* @__PURE__ */ a(Button, {
                        className: smallButton,
                        onClick: () => setConfirm(c),
                        disabled: c.suspended,
                        children: t.verifyCampaign,
                      }),
                      /* @__PURE__ */ a(Button, {
                        variant: 'secondary',
                        className: smallButton,
                        onClick: () => setAssigning(c),
                        children: t.assignVolunteer,
                      }),
                      !c.suspended &&
                        /* @__PURE__ */ a(Button, {
                          variant: 'secondary',
                          className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                          onClick: () =>
                            setActing({
                              c,
                              action: 'suspend',
                            }),
                          children: t.suspend,
                        }),
                      /* @__PURE__ */ a(Button, {
                        variant: 'danger',
                        className: smallButton,
                        onClick: () =>
                          setActing({
                            c,
                            action: 'remove',
                          }),
                        children: t.remove,
                      }),
                    ],
                  }),
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'flex gap-3',
                      children: [
                        /* @__PURE__ */ a('img', {
                          src: imageUrl(c.imageUrl, 'card'),
                          onError: fallbackToPlaceholder,
                          alt: '',
                          width: 96,
                          height: 61,
                          className: 'h-16 w-24 shrink-0 rounded-lg object-cover',
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'min-w-0',
                          children: [
                            /* @__PURE__ */ a('p', {
                              className: 'font-semibold text-slate-900',
                              children: c.title,
                            }),
                            /* @__PURE__ */ a('p', {
                              className: 'text-sm text-slate-600',
                              children: c.summary,
                            }),
                            /* @__PURE__ */ a('p', {
                              className: 'mt-1 text-xs text-slate-600',
                              children: [
                                categoryName(c.category),
                                ' · ',
                                t.goal({ amount: formatNaira(c.amount) }),
                                ' · ',
                                createdAgo(t, c.created),
                                c.suspended &&
                                  /* @__PURE__ */ a('span', {
                                    className: 'ml-2 rounded bg-slate-200 px-1.5 py-0.5 font-semibold text-slate-800',
                                    children: t.suspended,
                                  }),
                                c.open_reports > 0 &&
                                  /* @__PURE__ */ a('span', {
                                    className: 'ml-2 rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-800',
                                    children: t.openReports(c.open_reports),
                                  }),
                              ],
                            }),
                          ],
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a('div', {
                      className: 'mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2',
                      children: [
                        /* @__PURE__ */ a(Person, { u: c.owner }),
                        /* @__PURE__ */ a('div', {
                          className: 'text-sm',
                          children: [
                            /* @__PURE__ */ a('p', {
                              className: 'font-medium text-slate-700',
                              children: t.volunteers,
                            }),
                            c.volunteers.length === 0
                              ? /* @__PURE__ */ a('p', {
                                  className: 'text-amber-800',
                                  children: t.noVolunteer,
                                })
                              : /* @__PURE__ */ a('ul', {
                                  className: 'mt-1 flex flex-wrap gap-1.5',
                                  children: c.volunteers.map((v) =>
                                    /* @__PURE__ */ a(
                                      'li',
                                      {
                                        className: 'rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-800',
                                        children: [
                                          v.first_name,
                                          ' ',
                                          v.last_name,
                                          v.state ? `, ${v.state}` : '',
                                          v.recommended ? ` · ${t.recommended}` : '',
                                        ],
                                      },
                                      v._id,
                                    ),
                                  ),
                                }),
                          ],
                        }),
                      ],
                    }),
                  ],
                },
                c._id,
              ),
            ),
          }),
      }),
      /* @__PURE__ */ a(ConfirmDialog, {
        open: !!confirm,
        onClose: () => setConfirm(null),
        title: t.verifyTitle,
        confirm: t.verifyCampaign,
        tone: 'primary',
        onConfirm: doVerify,
        busy: verify.isPending,
        children: /* @__PURE__ */ a('p', { children: t.verifyText({ title: `“${confirm?.title ?? ''}”` }) }),
      }),
      /* @__PURE__ */ a(AssignDialog, {
        c: assigning,
        onClose: () => setAssigning(null),
      }),
      /* @__PURE__ */ a(ReasonDialog, {
        open: !!acting,
        onClose: () => setActing(null),
        title: acting ? moderation[acting.action].title : '',
        intro: acting ? moderation[acting.action].intro : '',
        label: t.reasonLabel,
        submitLabel: acting ? moderation[acting.action].submit : '',
        danger: acting ? moderation[acting.action].danger : false,
        onSubmit: (reason) =>
          moderate.mutateAsync({
            id: acting.c._id,
            action: acting.action,
            reason,
          }),
      }),
    ],
  });
}
// src/features/admin/api/get-applications.ts
/** GET /admin/volunteers: volunteer applications. */
var useApplications = (status, page, reason) =>
  useAdminList('/admin/volunteers', {
    status,
    page,
    reason,
  });
// src/features/admin/api/invite-applicant.ts
/** POST /admin/volunteers/{id}/invite { message }: the interview invitation, e-mailed. */
var inviteApplicant = ({ id, message }) => api('POST', `/admin/volunteers/${id}/invite`, { message });
var useInviteApplicant = () => useAdminAction(inviteApplicant);
// src/features/admin/api/revoke-volunteer.ts
/** POST /admin/volunteers/users/{userId}/revoke { reason }. */
var revokeVolunteer = ({ userId, reason }) => api('POST', `/admin/volunteers/users/${userId}/revoke`, { reason });
var useRevokeVolunteer = () => useAdminAction(revokeVolunteer);
// src/features/admin/api/decide-application.ts
/** POST /admin/volunteers/{id}/decision: the interview, a grade and the decision (e-mailed). */
var decideApplication = ({ id, ...body }) => api('POST', `/admin/volunteers/${id}/decision`, body);
var useDecideApplication = () => useAdminAction(decideApplication);
// src/features/admin/components/decision-dialog.tsx
var messages$12 = i18n('admin/decision-dialog', {
  title: 'Record the interview and decide',
  applicant: 'Applicant: {name}. They are told the decision by e-mail.',
  decision: 'Decision',
  approve: 'Approve',
  reject: 'Reject',
  interviewDate: 'Interview date',
  interviewNotes: 'Interview notes',
  grade: 'Grade (public)',
  chooseGrade: 'Choose a grade',
  gradeOf: params('{grade} of 5'),
  reason: 'Reason (sent to the applicant)',
  cancel: 'Cancel',
  approveVolunteer: 'Approve volunteer',
  rejectApplication: 'Reject application',
});
var fields = ['decision', 'interviewed_on', 'interview_notes', 'grade', 'reason'];
var today = () => /* @__PURE__ */ new Date().toISOString().slice(0, 10);
var GRADES = [5, 4, 3, 2, 1];
/** Record the interview, a grade 1–5 and the decision on a volunteer application. */
function DecisionDialog({ a: a$4, onClose }) {
  const t = useT(messages$12);
  const decide = useDecideApplication();
  const [formError, setFormError] = d(null);
  const form = useForm({
    resolver: u(volunteerDecisionSchema),
    defaultValues: {
      decision: 'approved',
      interviewed_on: today(),
      interview_notes: '',
      grade: '',
      reason: '',
    },
  });
  A(() => {
    if (a$4) {
      form.reset({
        decision: 'approved',
        interviewed_on: today(),
        interview_notes: '',
        grade: '',
        reason: '',
      });
      setFormError(null);
    }
  }, [a$4, form]);
  const decision = form.watch('decision');
  const e = form.formState.errors;
  const submit = form.handleSubmit(
    async (values) => {
      if (!a$4) return;
      const res = await decide.mutateAsync({
        id: a$4.id,
        ...values,
      });
      if (res.status.code === Code.OK) {
        toast(res.status.desc);
        onClose();
        return;
      }
      const errors = serverErrors(res);
      for (const f of fields) if (errors[f]) form.setError(f, { message: errors[f] });
      setFormError(res.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );
  return /* @__PURE__ */ a(Modal, {
    open: !!a$4,
    onClose,
    title: t.title,
    children:
      a$4 &&
      /* @__PURE__ */ a('form', {
        onSubmit: submit,
        noValidate: true,
        children: [
          /* @__PURE__ */ a('p', {
            className: 'mb-4 text-sm text-slate-700',
            children: /* @__PURE__ */ a(Rich, {
              text: t.applicant,
              parts: {
                name: /* @__PURE__ */ a('span', {
                  className: 'font-semibold',
                  children: displayName(a$4.user),
                }),
              },
            }),
          }),
          /* @__PURE__ */ a('fieldset', {
            className: 'mb-4',
            children: [
              /* @__PURE__ */ a('legend', {
                className: 'text-sm font-medium text-slate-700',
                children: t.decision,
              }),
              /* @__PURE__ */ a('div', {
                className: 'mt-1 flex gap-4',
                children: ['approved', 'rejected'].map((d) =>
                  /* @__PURE__ */ a(
                    'label',
                    {
                      className: 'flex min-h-11 items-center gap-2 text-sm',
                      children: [
                        /* @__PURE__ */ a('input', {
                          type: 'radio',
                          value: d,
                          ...form.register('decision'),
                          className: 'h-4 w-4 accent-brand-700',
                        }),
                        d === 'approved' ? t.approve : t.reject,
                      ],
                    },
                    d,
                  ),
                ),
              }),
            ],
          }),
          /* @__PURE__ */ a(TextField, {
            label: t.interviewDate,
            type: 'date',
            max: today(),
            error: e.interviewed_on?.message,
            ...form.register('interviewed_on'),
          }),
          /* @__PURE__ */ a(TextArea, {
            label: t.interviewNotes,
            rows: 4,
            maxLength: 4e3,
            error: e.interview_notes?.message,
            ...form.register('interview_notes'),
          }),
          decision === 'approved'
            ? /* @__PURE__ */ a(ChoiceField, {
                label: t.grade,
                placeholder: t.chooseGrade,
                options: GRADES.map((g) => [g, t.gradeOf({ grade: g })]),
                error: e.grade?.message,
                ...form.register('grade'),
              })
            : /* @__PURE__ */ a(TextArea, {
                label: t.reason,
                rows: 3,
                maxLength: 1e3,
                error: e.reason?.message,
                ...form.register('reason'),
              }),
          /* @__PURE__ */ a(FormError, { message: formError }),
          /* @__PURE__ */ a('div', {
            className: 'flex justify-end gap-2',
            children: [
              /* @__PURE__ */ a(Button, {
                type: 'button',
                variant: 'ghost',
                onClick: onClose,
                children: t.cancel,
              }),
              /* @__PURE__ */ a(Button, {
                type: 'submit',
                variant: decision === 'rejected' ? 'danger' : 'primary',
                loading: decide.isPending,
                children: decision === 'approved' ? t.approveVolunteer : t.rejectApplication,
              }),
            ],
          }),
        ],
      }),
  });
}
// src/features/admin/api/fetch-document.ts
/**
 * A private document (ID, bill, /verify document) for the admin: fetched with the bearer token —
 * never a public URL — and handed back as an object URL for this page only. `failed` is the message
 * when it cannot be fetched, in the page's language (the caller's "The document could not be opened").
 */
var fetchDocument = (path, failed) => fetchPrivateFile(path, failed);
// src/features/admin/components/doc-button.tsx
var messages$11 = i18n('admin/doc-button', {
  failed: 'The document could not be opened',
  reasonTitle: 'Why are you opening it?',
  reasonNote: 'The owner sees in their Settings that you opened it, when, and the reason you give.',
  reason: 'Reason',
  reasonPlaceholder: 'identity review',
  open: 'Open',
  cancel: 'Cancel',
});
/**
 * Opens a private document: an image in a dialog, a PDF as a download. The administrator gives the
 * reason first; it goes to the owner's access log (issue 28, docs/decisions/086).
 */
function DocButton({ path, label }) {
  const t = useT(messages$11);
  const [doc, setDoc] = d(null);
  const [loading, setLoading] = d(false);
  const [asking, setAsking] = d(false);
  const [reason, setReason] = d('');
  A(
    () => () => {
      if (doc) URL.revokeObjectURL(doc.url);
    },
    [doc],
  );
  const open = async (ev) => {
    ev.preventDefault();
    if (reason.trim().length < 3) return;
    setAsking(false);
    setLoading(true);
    try {
      const d = await fetchDocument(`${path}?reason=${encodeURIComponent(reason.trim())}`, t.failed);
      if (d.type.startsWith('image/')) setDoc(d);
      else {
        const a = document.createElement('a');
        a.href = d.url;
        a.download = d.name;
        a.click();
        setTimeout(() => URL.revokeObjectURL(d.url), 1e4);
      }
    } catch (err) {
      toast.error(err.message);
    } finally {
      setLoading(false);
    }
  };
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(Button, {
        variant: 'secondary',
        className: smallButton,
        loading,
        onClick: () => setAsking(true),
        children: label,
      }),
      /* @__PURE__ */ a(Modal, {
        open: asking,
        onClose: () => setAsking(false),
        title: t.reasonTitle,
        children: /* @__PURE__ */ a('form', {
          onSubmit: open,
          noValidate: true,
          children: [
            /* @__PURE__ */ a('p', {
              className: 'mb-3 text-sm text-slate-600',
              children: t.reasonNote,
            }),
            /* @__PURE__ */ a(TextField, {
              label: t.reason,
              placeholder: t.reasonPlaceholder,
              maxLength: 300,
              value: reason,
              onInput: (e) => setReason(e.target.value),
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex gap-3',
              children: [
                /* @__PURE__ */ a(Button, {
                  type: 'submit',
                  disabled: reason.trim().length < 3,
                  children: t.open,
                }),
                /* @__PURE__ */ a(Button, {
                  variant: 'ghost',
                  onClick: () => setAsking(false),
                  children: t.cancel,
                }),
              ],
            }),
          ],
        }),
      }),
      /* @__PURE__ */ a(Modal, {
        open: !!doc,
        onClose: () => setDoc(null),
        title: label,
        className: 'sm:!w-[min(56rem,95vw)]',
        children:
          doc &&
          /* @__PURE__ */ a('img', {
            src: doc.url,
            alt: label,
            className: 'mx-auto max-h-[70vh] w-auto rounded border border-slate-200',
          }),
      }),
    ],
  });
}
// src/features/admin/components/volunteers-tab.tsx
var messages$10 = i18n('admin/volunteers-tab', {
  show: 'Show',
  draft: 'Documents coming in',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
  empty: 'No application here.',
  viewDocument: params('View {document}'),
  idDocument: 'ID document',
  viewBill: 'View electricity bill',
  inviteAgain: 'Invite again',
  invite: 'Invite to interview',
  decide: 'Record interview & decide',
  revoke: 'Revoke volunteer',
  idType: 'ID type',
  submitted: 'Submitted',
  notYet: 'not yet',
  invited: 'Invited',
  interviewed: 'Interviewed',
  notes: 'Notes',
  grade: 'Grade',
  gradeOf: params('{grade} of 5'),
  reason: 'Reason',
  decidedBy: 'Decided by',
  inviteTitle: 'Invite to the interview',
  inviteIntro: 'Say when and how you will meet (a call, a video call, an office). The applicant gets it by e-mail.',
  inviteLabel: 'Message to the applicant',
  inviteSubmit: 'Send invitation',
  revokeTitle: 'Revoke this volunteer',
  revokeIntro: 'They stop being a volunteer at once; the campaigns they had not yet checked go to another volunteer of their state.',
  revokeLabel: 'Reason (sent to them)',
  row: params('{label}:'),
});
/** Volunteer applications: the documents, the interview invitation, the decision; revoking a volunteer. */
function VolunteersTab() {
  const t = useT(messages$10);
  const tr = useLocalise();
  const { value: status, setFilter, page, setPage } = usePagedFilter('pending');
  const [reason, setReason] = d();
  const q = useApplications(status, page, reason);
  const invite = useInviteApplicant();
  const revoke = useRevokeVolunteer();
  const [inviting, setInviting] = d(null);
  const [deciding, setDeciding] = d(null);
  const [revoking, setRevoking] = d(null);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(RevealDetails, {
        reason,
        onReason: setReason,
      }),
      /* @__PURE__ */ a(Filter, {
        label: t.show,
        value: status,
        onChange: setFilter,
        options: [
          ['pending', t.pending],
          ['draft', t.draft],
          ['approved', t.approved],
          ['rejected', t.rejected],
          ['all', t.all],
        ],
      }),
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: t.empty,
        children: (items) =>
          /* @__PURE__ */ a('ul', {
            className: 'space-y-3',
            children: items.map((a$3) =>
              /* @__PURE__ */ a(
                Item,
                {
                  actions: /* @__PURE__ */ a($, {
                    children: [
                      a$3.has_id_document &&
                        /* @__PURE__ */ a(DocButton, {
                          path: `/admin/volunteers/${a$3.id}/documents/id`,
                          label: t.viewDocument({ document: a$3.id_type ? tr(a$3.id_type) : t.idDocument }),
                        }),
                      a$3.has_bill &&
                        /* @__PURE__ */ a(DocButton, {
                          path: `/admin/volunteers/${a$3.id}/documents/bill`,
                          label: t.viewBill,
                        }),
                      a$3.status === 'pending' &&
                        /* @__PURE__ */ a($, {
                          children: [
                            /* @__PURE__ */ a(Button, {
                              variant: 'secondary',
                              className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                              onClick: () => setInviting(a$3),
                              children: a$3.interview_invited_at ? t.inviteAgain : t.invite,
                            }),
                            /* @__PURE__ */ a(Button, {
                              className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                              onClick: () => setDeciding(a$3),
                              children: t.decide,
                            }),
                          ],
                        }),
                      a$3.status === 'approved' &&
                        /* @__PURE__ */ a(Button, {
                          variant: 'danger',
                          className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                          onClick: () => setRevoking(a$3),
                          children: t.revoke,
                        }),
                    ],
                  }),
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'flex flex-wrap items-start justify-between gap-3',
                      children: [/* @__PURE__ */ a(Person, { u: a$3.user }), /* @__PURE__ */ a(Chip, { children: t[a$3.status] })],
                    }),
                    /* @__PURE__ */ a('dl', {
                      className: 'mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2',
                      children: [
                        /* @__PURE__ */ a(Row$1, {
                          k: t.idType,
                          v: a$3.id_type && tr(a$3.id_type),
                        }),
                        /* @__PURE__ */ a(Row$1, {
                          k: t.submitted,
                          v: a$3.submitted_at ? formatDate(a$3.submitted_at) : t.notYet,
                        }),
                        a$3.interview_invited_at &&
                          /* @__PURE__ */ a(Row$1, {
                            k: t.invited,
                            v: `${formatDate(a$3.interview_invited_at)}: ${a$3.interview_message ?? ''}`,
                          }),
                        a$3.interviewed_on &&
                          /* @__PURE__ */ a(Row$1, {
                            k: t.interviewed,
                            v: formatDate(a$3.interviewed_on),
                          }),
                        a$3.interview_notes &&
                          /* @__PURE__ */ a(Row$1, {
                            k: t.notes,
                            v: a$3.interview_notes,
                          }),
                        a$3.grade &&
                          /* @__PURE__ */ a(Row$1, {
                            k: t.grade,
                            v: t.gradeOf({ grade: a$3.grade }),
                          }),
                        a$3.decision_reason &&
                          /* @__PURE__ */ a(Row$1, {
                            k: t.reason,
                            v: a$3.decision_reason,
                          }),
                        a$3.reviewer &&
                          /* @__PURE__ */ a(Row$1, {
                            k: t.decidedBy,
                            v: `${a$3.reviewer}${a$3.reviewed_at ? `, ${formatDate(a$3.reviewed_at)}` : ''}`,
                          }),
                      ],
                    }),
                  ],
                },
                a$3.id,
              ),
            ),
          }),
      }),
      /* @__PURE__ */ a(ReasonDialog, {
        open: !!inviting,
        onClose: () => setInviting(null),
        title: t.inviteTitle,
        intro: t.inviteIntro,
        label: t.inviteLabel,
        fieldLabel: 'Message',
        max: 2e3,
        submitLabel: t.inviteSubmit,
        onSubmit: (message) =>
          invite.mutateAsync({
            id: inviting.id,
            message,
          }),
      }),
      /* @__PURE__ */ a(ReasonDialog, {
        open: !!revoking,
        onClose: () => setRevoking(null),
        title: t.revokeTitle,
        intro: t.revokeIntro,
        label: t.revokeLabel,
        submitLabel: t.revoke,
        danger: true,
        onSubmit: (reason) =>
          revoke.mutateAsync({
            userId: revoking.user._id,
            reason,
          }),
      }),
      /* @__PURE__ */ a(DecisionDialog, {
        a: deciding,
        onClose: () => setDeciding(null),
      }),
    ],
  });
}
function Row$1({ k, v }) {
  const t = useT(messages$10);
  if (!v) return null;
  return /* @__PURE__ */ a('div', {
    className: 'flex gap-2',
    children: [
      /* @__PURE__ */ a('dt', {
        className: 'shrink-0 font-medium text-slate-600',
        children: t.row({ label: k }),
      }),
      /* @__PURE__ */ a('dd', {
        className: 'min-w-0 break-words text-slate-800',
        children: v,
      }),
    ],
  });
}
// src/features/admin/api/get-identity.ts
/** GET /admin/identity: the identity and organisation information sent at /verify (its private details with a reason, issue 28). */
var useIdentity = (status, page, reason) =>
  useAdminList('/admin/identity', {
    status,
    page,
    reason,
  });
// src/features/admin/api/decide-identity.ts
/** POST /admin/identity/{userId}/decision: approve, or reject with a reason (e-mailed). */
var decideIdentity = ({ userId, ...body }) => api('POST', `/admin/identity/${userId}/decision`, body);
var useDecideIdentity = () => useAdminAction(decideIdentity);
// src/features/admin/components/identity-tab.tsx
var messages$9 = i18n('admin/identity-tab', {
  show: 'Show',
  none: 'Nothing sent',
  submitted: 'Waiting for review',
  approved: 'Verified',
  rejected: 'Rejected',
  all: 'All',
  empty: 'No verification is waiting.',
  viewDocument: params('View {document}'),
  viewIdentification: 'View identification document',
  approve: 'Approve',
  reject: 'Reject',
  type: 'Type: ',
  address: 'Address: ',
  phone: 'Phone: ',
  idType: 'ID type: ',
  social: params('{network}: '),
  referencePerson: 'Reference person',
  picturesSent: 'Pictures sent',
  logo: 'Logo',
  profilePicture: 'Profile picture',
  firstFeatured: 'First featured image',
  secondFeatured: 'Second featured image',
  thirdFeatured: 'Third featured image',
  lastRejection: params('Last rejection: {note}'),
  approveTitle: 'Approve this verification?',
  approveText: params('{name} gets the VERIFIED badge and may claim the money their campaigns raise. They are told by e-mail.'),
  approveTextOrg: params(
    '{name} gets the VERIFIED badge and may claim the money their campaigns raise. The organisation is listed among the verified organisations. They are told by e-mail.',
  ),
  rejectTitle: 'Reject this verification',
  rejectIntro: 'Say what is wrong so they can correct it and send it again.',
  rejectLabel: 'Reason (sent to them)',
});
/** The pictures' names as the API gives them (English), in the page's language; one this list does not know, as it came. */
var pictureName = (t, label) =>
  ({
    Logo: t.logo,
    'Profile picture': t.profilePicture,
    'First featured image': t.firstFeatured,
    'Second featured image': t.secondFeatured,
    'Third featured image': t.thirdFeatured,
  })[label] ?? label;
function Social({ label, value }) {
  const t = useT(messages$9);
  if (!value) return null;
  const href = /^https?:\/\//i.test(value) ? value : null;
  return /* @__PURE__ */ a('li', {
    children: [
      /* @__PURE__ */ a('span', {
        className: 'font-medium text-slate-600',
        children: t.social({ network: label }),
      }),
      href
        ? /* @__PURE__ */ a('a', {
            href,
            target: '_blank',
            rel: 'noopener noreferrer',
            className: 'break-all text-brand-800 underline',
            children: value,
          })
        : /* @__PURE__ */ a('span', {
            className: 'break-all',
            children: value,
          }),
    ],
  });
}
/** Identity and organisation verifications (the /verify information): approve, or reject with a reason. */
function IdentityTab() {
  const t = useT(messages$9);
  const tr = useLocalise();
  const { value: status, setFilter, page, setPage } = usePagedFilter('submitted');
  const [reason, setReason] = d();
  const q = useIdentity(status, page, reason);
  const decide = useDecideIdentity();
  const [approving, setApproving] = d(null);
  const [rejecting, setRejecting] = d(null);
  const approve = async () => {
    if (!approving) return;
    toast.reply(
      await decide.mutateAsync({
        userId: approving.user._id,
        decision: 'approved',
      }),
    );
    setApproving(null);
  };
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(RevealDetails, {
        reason,
        onReason: setReason,
      }),
      /* @__PURE__ */ a(Filter, {
        label: t.show,
        value: status,
        onChange: setFilter,
        options: [
          ['submitted', t.submitted],
          ['approved', t.approved],
          ['rejected', t.rejected],
          ['all', t.all],
        ],
      }),
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: t.empty,
        children: (items) =>
          /* @__PURE__ */ a('ul', {
            className: 'space-y-3',
            children: items.map((v) =>
              /* @__PURE__ */ a(
                Item,
                {
                  actions: /* @__PURE__ */ a($, {
                    children: [
                      v.documents.map((d) =>
                        /* @__PURE__ */ a(
                          DocButton,
                          {
                            path: `/admin/identity/${v.user._id}/documents/${d.kind}`,
                            label: d.kind === 'relevant_doc' ? t.viewIdentification : t.viewDocument({ document: d.label.toLowerCase() }),
                          },
                          d.kind,
                        ),
                      ),
                      v.identity_status === 'submitted' &&
                        /* @__PURE__ */ a($, {
                          children: [
                            /* @__PURE__ */ a(Button, {
                              className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                              onClick: () => setApproving(v),
                              children: t.approve,
                            }),
                            /* @__PURE__ */ a(Button, {
                              variant: 'danger',
                              className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                              onClick: () => setRejecting(v),
                              children: t.reject,
                            }),
                          ],
                        }),
                    ],
                  }),
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'flex flex-wrap items-start justify-between gap-3',
                      children: [
                        /* @__PURE__ */ a(Person, { u: v.user }),
                        /* @__PURE__ */ a(Chip, { children: [t[v.identity_status], ' · ', formatDate(v.submitted_at)] }),
                      ],
                    }),
                    /* @__PURE__ */ a('div', {
                      className: 'mt-3 grid grid-cols-1 gap-4 text-sm sm:grid-cols-2',
                      children: [
                        /* @__PURE__ */ a('ul', {
                          className: 'space-y-1 text-slate-800',
                          children: [
                            v.user.is_organization
                              ? /* @__PURE__ */ a($, {
                                  children: [
                                    /* @__PURE__ */ a('li', {
                                      children: [
                                        /* @__PURE__ */ a('span', {
                                          className: 'font-medium text-slate-600',
                                          children: t.type,
                                        }),
                                        v.user.organization_type && tr(v.user.organization_type),
                                        ' · ',
                                        v.user.category && tr(v.user.category),
                                      ],
                                    }),
                                    /* @__PURE__ */ a('li', {
                                      children: [
                                        /* @__PURE__ */ a('span', {
                                          className: 'font-medium text-slate-600',
                                          children: t.address,
                                        }),
                                        v.user.organization_address,
                                      ],
                                    }),
                                    v.user.organization_mobile &&
                                      /* @__PURE__ */ a('li', {
                                        children: [
                                          /* @__PURE__ */ a('span', {
                                            className: 'font-medium text-slate-600',
                                            children: t.phone,
                                          }),
                                          v.user.organization_mobile,
                                        ],
                                      }),
                                  ],
                                })
                              : null,
                            v.user.id_type &&
                              /* @__PURE__ */ a('li', {
                                children: [
                                  /* @__PURE__ */ a('span', {
                                    className: 'font-medium text-slate-600',
                                    children: t.idType,
                                  }),
                                  tr(v.user.id_type),
                                ],
                              }),
                            /* @__PURE__ */ a(Social, {
                              label: 'Facebook',
                              value: v.user.facebook,
                            }),
                            /* @__PURE__ */ a(Social, {
                              label: 'Twitter',
                              value: v.user.twitter,
                            }),
                            /* @__PURE__ */ a(Social, {
                              label: 'Instagram',
                              value: v.user.instagram,
                            }),
                          ],
                        }),
                        v.user.user_ref &&
                          /* @__PURE__ */ a('div', {
                            className: 'rounded-lg bg-slate-50 p-3',
                            children: [
                              /* @__PURE__ */ a('p', {
                                className: 'font-medium text-slate-700',
                                children: t.referencePerson,
                              }),
                              /* @__PURE__ */ a('p', {
                                className: 'text-slate-800',
                                children: [v.user.user_ref.first_name, ' ', v.user.user_ref.last_name],
                              }),
                              /* @__PURE__ */ a('p', {
                                className: 'break-all text-slate-600',
                                children: [v.user.user_ref.email, ' · ', v.user.user_ref.mobile],
                              }),
                            ],
                          }),
                      ],
                    }),
                    v.images.length > 0 &&
                      /* @__PURE__ */ a('ul', {
                        className: 'mt-3 flex flex-wrap gap-2',
                        'aria-label': t.picturesSent,
                        children: v.images.map((img) =>
                          /* @__PURE__ */ a(
                            'li',
                            {
                              children: /* @__PURE__ */ a('a', {
                                href: img.url,
                                target: '_blank',
                                rel: 'noopener noreferrer',
                                title: pictureName(t, img.label),
                                children: /* @__PURE__ */ a('img', {
                                  src: img.url,
                                  alt: pictureName(t, img.label),
                                  className: 'h-16 w-16 rounded-lg border border-slate-200 object-cover',
                                  loading: 'lazy',
                                }),
                              }),
                            },
                            img.url,
                          ),
                        ),
                      }),
                    v.identity_note &&
                      /* @__PURE__ */ a('p', {
                        className: 'mt-3 text-sm text-red-800',
                        children: t.lastRejection({ note: v.identity_note }),
                      }),
                  ],
                },
                v.user._id,
              ),
            ),
          }),
      }),
      /* @__PURE__ */ a(ConfirmDialog, {
        open: !!approving,
        onClose: () => setApproving(null),
        title: t.approveTitle,
        confirm: t.approve,
        tone: 'primary',
        onConfirm: approve,
        busy: decide.isPending,
        children: /* @__PURE__ */ a('p', {
          children: (approving?.user.is_organization ? t.approveTextOrg : t.approveText)({
            name: approving ? displayName(approving.user) : '',
          }),
        }),
      }),
      /* @__PURE__ */ a(ReasonDialog, {
        open: !!rejecting,
        onClose: () => setRejecting(null),
        title: t.rejectTitle,
        intro: t.rejectIntro,
        label: t.rejectLabel,
        submitLabel: t.reject,
        danger: true,
        onSubmit: (reason) =>
          decide.mutateAsync({
            userId: rejecting.user._id,
            decision: 'rejected',
            reason,
          }),
      }),
    ],
  });
}
// src/features/admin/api/get-reports.ts
/** GET /admin/reports: reports of campaigns. */
var useReports = (status, page) =>
  useAdminList('/admin/reports', {
    status,
    page,
  });
// src/features/admin/api/get-suspended.ts
/** GET /admin/suspended: suspended campaigns with the reason. */
var useSuspended = (page) => useAdminList('/admin/suspended', { page });
// src/features/admin/api/act-on-report.ts
/** POST /admin/reports/{id}/action { action: dismiss | suspend, note }. */
var actOnReport = ({ id, ...body }) => api('POST', `/admin/reports/${id}/action`, body);
var useActOnReport = () => useAdminAction(actOnReport);
// src/features/admin/components/reports-tab.tsx
var messages$8 = i18n('admin/reports-tab', {
  show: 'Show',
  openReports: 'Open reports',
  suspendedCampaigns: 'Suspended campaigns',
  dismissedReports: 'Dismissed reports',
  actionedReports: 'Reports acted on',
  allReports: 'All reports',
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Campaign suspended or removed',
  emptyOpen: 'No open report. All clear.',
  empty: 'No report here.',
  dismiss: 'Dismiss',
  suspendCampaign: 'Suspend campaign',
  by: params('by {owner}'),
  reportsInAll: count({
    one: '{count} report(s) in all',
    other: '{count} report(s) in all',
  }),
  suspended: 'suspended',
  visitor: 'A visitor who was not signed in',
  note: 'Note: ',
  suspendTitle: 'Suspend the campaign',
  dismissTitle: 'Dismiss the report',
  suspendIntro:
    'Donations stop and nothing is paid out; the money stays held. Every open report on this campaign is closed. The owner is told the reason.',
  dismissIntro: 'The campaign carries on as before.',
  reasonToOwner: 'Reason (sent to the owner)',
  noteLabel: 'Note for the record',
  dismissReport: 'Dismiss report',
  emptySuspended: 'No campaign is suspended.',
  liftSuspension: 'Lift suspension',
  removeAndRefund: 'Remove and refund',
  suspendedLine: params('by {owner} · suspended {date} · {amount} held'),
  reason: params('Reason: {reason}'),
  removeTitle: 'Remove the campaign',
  liftTitle: 'Lift the suspension',
  removeIntro: 'The campaign is deleted and every donor is refunded in full. This cannot be undone.',
  liftIntro: 'Donations and claims resume as before. The owner is told.',
});
function Reports({ status }) {
  const t = useT(messages$8);
  const [page, setPage] = d(1);
  const q = useReports(status, page);
  const act = useActOnReport();
  const [acting, setActing] = d(null);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: status === 'open' ? t.emptyOpen : t.empty,
        children: (items) =>
          /* @__PURE__ */ a('ul', {
            className: 'space-y-3',
            children: items.map((r) =>
              /* @__PURE__ */ a(
                Item,
                {
                  actions:
                    r.status === 'open'
                      ? /* @__PURE__ */ a($, {
                          children: [
                            /* @__PURE__ */ a(Button, {
                              variant: 'secondary',
                              className: smallButton,
                              onClick: () =>
                                setActing({
                                  r,
                                  action: 'dismiss',
                                }),
                              children: t.dismiss,
                            }),
                            !r.campaign.suspended &&
                              /* @__PURE__ */ a(Button, {
                                variant: 'danger',
                                className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                                onClick: () =>
                                  setActing({
                                    r,
                                    action: 'suspend',
                                  }),
                                children: t.suspendCampaign,
                              }),
                          ],
                        })
                      : void 0,
                  children: [
                    /* @__PURE__ */ a(CampaignHead, {
                      campaign: r.campaign,
                      chip: t[r.status],
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-xs text-slate-600',
                      children: [
                        t.by({ owner: r.campaign.owner }),
                        ' · ',
                        t.reportsInAll(r.campaign.reports),
                        r.campaign.suspended ? ` · ${t.suspended}` : '',
                      ],
                    }),
                    /* @__PURE__ */ a('blockquote', {
                      className: 'mt-3 border-l-4 border-red-200 pl-3 text-sm whitespace-pre-line text-slate-800',
                      children: r.message,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-2 text-xs text-slate-600',
                      children: [r.reporter ? `${r.reporter.name} (${r.reporter.email})` : t.visitor, ' · ', formatDate(r.created)],
                    }),
                    r.resolution_note &&
                      /* @__PURE__ */ a('p', {
                        className: 'mt-2 text-sm text-slate-700',
                        children: [
                          /* @__PURE__ */ a('span', {
                            className: 'font-medium',
                            children: t.note,
                          }),
                          r.resolution_note,
                        ],
                      }),
                  ],
                },
                r.id,
              ),
            ),
          }),
      }),
      /* @__PURE__ */ a(ReasonDialog, {
        open: !!acting,
        onClose: () => setActing(null),
        title: acting?.action === 'suspend' ? t.suspendTitle : t.dismissTitle,
        intro: acting?.action === 'suspend' ? t.suspendIntro : t.dismissIntro,
        label: acting?.action === 'suspend' ? t.reasonToOwner : t.noteLabel,
        fieldLabel: 'Note',
        submitLabel: acting?.action === 'suspend' ? t.suspendCampaign : t.dismissReport,
        danger: acting?.action === 'suspend',
        onSubmit: (note) =>
          act.mutateAsync({
            id: acting.r.id,
            action: acting.action,
            note,
          }),
      }),
    ],
  });
}
function Suspended() {
  const t = useT(messages$8);
  const [page, setPage] = d(1);
  const q = useSuspended(page);
  const moderate = useModerateCampaign();
  const [acting, setActing] = d(null);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: t.emptySuspended,
        children: (items) =>
          /* @__PURE__ */ a('ul', {
            className: 'space-y-3',
            children: items.map((c) =>
              /* @__PURE__ */ a(
                Item,
                {
                  actions: /* @__PURE__ */ a($, {
                    children: [
                      /* @__PURE__ */ a(Button, {
                        variant: 'secondary',
                        className: smallButton,
                        onClick: () =>
                          setActing({
                            c,
                            action: 'reinstate',
                          }),
                        children: t.liftSuspension,
                      }),
                      (c.status === 0 || c.status === 1) &&
                        /* @__PURE__ */ a(Button, {
                          variant: 'danger',
                          className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                          onClick: () =>
                            setActing({
                              c,
                              action: 'remove',
                            }),
                          children: t.removeAndRefund,
                        }),
                    ],
                  }),
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'font-semibold text-slate-900',
                      children: /* @__PURE__ */ a(Link, {
                        to: `/campaign/${c.campaign_id}`,
                        className: 'underline',
                        children: c.title,
                      }),
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-xs text-slate-600',
                      children: t.suspendedLine({
                        owner: c.owner,
                        date: formatDate(c.suspended_at),
                        amount: formatNaira(c.pledged),
                      }),
                    }),
                    c.reason &&
                      /* @__PURE__ */ a('p', {
                        className: 'mt-2 text-sm text-slate-800',
                        children: t.reason({ reason: c.reason }),
                      }),
                  ],
                },
                c._id,
              ),
            ),
          }),
      }),
      /* @__PURE__ */ a(ReasonDialog, {
        open: !!acting,
        onClose: () => setActing(null),
        title: acting?.action === 'remove' ? t.removeTitle : t.liftTitle,
        intro: acting?.action === 'remove' ? t.removeIntro : t.liftIntro,
        label: t.reasonToOwner,
        submitLabel: acting?.action === 'remove' ? t.removeAndRefund : t.liftSuspension,
        danger: acting?.action === 'remove',
        onSubmit: (reason) =>
          moderate.mutateAsync({
            id: acting.c._id,
            action: acting.action,
            reason,
          }),
      }),
    ],
  });
}
/** Reports of campaigns, and the campaigns suspended because of them. */
function ReportsTab() {
  const t = useT(messages$8);
  const [view, setView] = d('open');
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(Filter, {
        label: t.show,
        value: view,
        onChange: setView,
        options: [
          ['open', t.openReports],
          ['suspended', t.suspendedCampaigns],
          ['dismissed', t.dismissedReports],
          ['actioned', t.actionedReports],
          ['all', t.allReports],
        ],
      }),
      view === 'suspended' ? /* @__PURE__ */ a(Suspended, {}) : /* @__PURE__ */ a(Reports, { status: view }, view),
    ],
  });
}
// ../../packages/shared/src/donations/types.ts
/**
 * Shapes the donations and payments API returns (spec §3), written once as schemas: the routes
 * declare them as their replies (docs/decisions/008-api-contract.md) and both apps use the
 * inferred types. Money in naira (numbers) unless the name says kobo; dates as ISO strings.
 */
/** A campaign as a donation record names it (spec §3 "campaign.title (may be absent)"). */
var donationCampaignSchema = object({
  campaign_id: string(),
  title: string(),
});
var donationStatusSchema = _enum(['pending', 'paid', 'failed', 'abandoned', 'expired', 'refund_pending', 'refunded']);
var refundStatusSchema = _enum(['pending', 'sent', 'processed', 'failed']);
var payoutStatusSchema = _enum(['pending', 'processing', 'paid', 'failed']);
object({
  ref: string(),
  email: string(),
  /** Kobo: what the provider is asked to charge, as Paystack Inline takes it. */
  amount: number().int(),
  /** The same amount, the unit in its name. */
  amount_kobo: number().int(),
  currency: literal('NGN'),
  /** The provider's public key: Paystack's pk_…, or 'sandbox' in the embedded default. */
  p_key: string(),
  /** Paystack's access code for resuming the transaction the server initialised; null otherwise. */
  access_code: string().nullable(),
  campaign: donationCampaignSchema,
});
object({
  ref: string(),
  status: donationStatusSchema,
  /** Naira. */
  amount: number(),
  campaign: object({
    campaign_id: string(),
    title: string(),
    pledged: number(),
    amount: number(),
    percent: number(),
    status: number().int(),
  }),
  donor: object({
    first_name: string(),
    anonymous: boolean(),
  }),
  /**
   * The reward chosen with the donation, once paid: to_send (a unit is the donor's), or sold_out
   * (another donor's payment took the last unit first; the donation counts all the same). Null:
   * none chosen.
   */
  reward: object({
    reward: string(),
    rewardType: _enum(['Material', 'Non-material']),
    status: _enum(['chosen', 'to_send', 'sent', 'sold_out']),
  })
    .nullable()
    .optional(),
});
pagedListOf(
  object({
    _id: number().int(),
    /** 'Anonymous' for an anonymous donor. */
    first_name: string(),
    last_name: string(),
    anonymous: boolean(),
    amount: number(),
    comment: string().nullable(),
    created: isoDate,
    /** The campaign owner's one reply under the comment (issue 14). */
    reply: object({
      body: string(),
      created: isoDate,
    })
      .nullable()
      .optional(),
    /** A bank transfer into the campaign's permanent account (issue 27): shown as "Transfer from …". */
    transfer: boolean().optional(),
  }),
);
pagedListOf(
  object({
    _id: number().int(),
    reference: string(),
    amount: number(),
    first_name: string(),
    last_name: string(),
    anonymous: boolean(),
    comment: string().nullable(),
    status: _enum(['paid', 'refund_pending', 'refunded']),
    created: isoDate,
    paid_at: isoDate.nullable(),
    /** Absent (null) only if the campaign row is gone; campaign_id is null once the campaign is deleted (its page is gone). */
    campaign: object({
      campaign_id: string().nullable(),
      title: string(),
    }).nullable(),
    refund: object({
      status: refundStatusSchema,
      reason: string(),
      processed_at: isoDate.nullable(),
    }).nullable(),
  }),
).extend({
  total_amount: number(),
  total_count: number().int(),
});
/** GET /user/reward/{id}: the rewards a user's donations earned (spec §2 Rewards tab). */
var rewardEntrySchema = object({
  donation_id: number().int(),
  /** What the user gave, naira. */
  donation: number(),
  rewardType: _enum(['Material', 'Non-material']),
  /** The reward text of the tier the donation reached. */
  reward: string(),
  /** The tier's amount, naira. */
  reward_donation: number(),
  campaign: donationCampaignSchema,
  created: isoDate,
  /** to_send: the campaigner has still to send it; sent: sent (at sent_at); sold_out: it ran out before the payment arrived. */
  status: _enum(['to_send', 'sent', 'sold_out']),
  sent_at: isoDate.nullable(),
});
object({
  rewards: array(rewardEntrySchema),
  total_rewards: number().int(),
  /** 1 is the donor who gave the most; null before the first confirmed donation. */
  rank: number().int().nullable(),
  total_donors: number().int(),
});
var rewardDeliveryStatusSchema = _enum(['to_send', 'sent']);
/** One backer of a reward, as its campaign's owner (or an admin) sees it. */
var backerSchema = object({
  donation_id: number().int(),
  reference: string(),
  /** The donor's name; 'Anonymous' when they gave anonymously. */
  name: string(),
  email: string(),
  /** Naira. */
  amount: number(),
  paid: isoDate,
  /** A Material reward's delivery details; null for a Non-material one. */
  delivery: object({
    name: string(),
    phone: string(),
    address: string(),
  }).nullable(),
  status: rewardDeliveryStatusSchema,
  sent_at: isoDate.nullable(),
});
object({
  campaign: donationCampaignSchema,
  rewards: array(
    object({
      _id: number().int(),
      reward: string(),
      rewardType: _enum(['Material', 'Non-material']),
      /** Naira. */
      donation: number(),
      quantity: number().int().nullable(),
      backers: array(backerSchema),
      to_send: number().int(),
      sent: number().int(),
    }),
  ),
  /** Paid donations whose reward ran out before they confirmed (no unit; nothing to send). */
  missed: number().int(),
});
object({ status: rewardDeliveryStatusSchema });
var bankSchema = object({
  name: string(),
  code: string(),
});
object({ banks: array(bankSchema) });
object({
  account_number: string(),
  bank_code: string(),
  bank_name: string(),
  account_name: string(),
});
/** The owner's saved payout account (the number is never shown again in full). */
var bankAccountInfoSchema = object({
  bank_code: string(),
  bank_name: string(),
  account_name: string(),
  account_last4: string(),
});
object({ account: bankAccountInfoSchema.nullable() });
var payoutInfoSchema = object({
  id: number().int(),
  reference: string(),
  status: payoutStatusSchema,
  raised: number(),
  commission: number(),
  amount: number(),
  bank_name: string(),
  account_name: string(),
  account_last4: string(),
  last_error: string().nullable(),
  created: isoDate,
  paid_at: isoDate.nullable(),
  /** Set when a paid transfer was sent back by the bank: the status is then failed and the money held again. */
  reversed_at: isoDate.nullable(),
  /** Paid to the campaign's beneficiary (issue 25): its name; null when paid to the owner's own account. */
  beneficiary_name: string().nullable(),
});
object({ payout: payoutInfoSchema });
object({
  campaign: object({
    campaign_id: string(),
    title: string(),
    status: number().int(),
    suspended: boolean(),
    goal: number(),
  }),
  raised: number(),
  commission: number(),
  payout_amount: number(),
  commission_percent: number(),
  goal_reached: boolean(),
  identity_status: _enum(['none', 'submitted', 'approved', 'rejected']),
  bank_account: bankAccountInfoSchema.nullable(),
  payout: payoutInfoSchema.nullable(),
  /** How the campaign is funded (issue 25): keep what you raise claims in stages. */
  funding_mode: _enum(['all_or_nothing', 'keep_what_you_raise']),
  /** Raised and not yet claimed (naira): what a claim now would take, before the commission. */
  claimable: number(),
  /** Every claim of this campaign, oldest first: its stages (one for all or nothing), failed ones too. */
  payouts: array(payoutInfoSchema),
  /** Where the money goes when the campaign names a beneficiary (issue 25): its account, not the owner's. */
  beneficiary: object({
    name: string(),
    bank_name: string(),
    account_name: string(),
    account_last4: string(),
    confirmed: boolean(),
  }).nullable(),
  can_claim: boolean(),
  /** Why claiming is not possible yet, in the owner's words; empty when it is. */
  blockers: array(string()),
});
pagedListOf(
  object({
    reference: string(),
    /** The campaign as every donation record names it (spec §3). */
    campaign: donationCampaignSchema,
    /** The same campaign, flat, as the admin console first read it. */
    campaign_id: string(),
    campaign_title: string(),
    amount: number(),
    status: donationStatusSchema,
    first_name: string().nullable(),
    last_name: string().nullable(),
    email: string(),
    mobile: string().nullable(),
    anonymous: boolean(),
    comment: string().nullable(),
    created: isoDate,
    paid_at: isoDate.nullable(),
  }),
);
pagedListOf(
  object({
    id: number().int(),
    donation_reference: string(),
    /** The refunded donation's campaign (spec §3). */
    campaign: donationCampaignSchema,
    campaign_title: string(),
    amount: number(),
    status: refundStatusSchema,
    reason: string(),
    attempts: number().int(),
    last_error: string().nullable(),
    created: isoDate,
    processed_at: isoDate.nullable(),
  }),
);
object({ retried: literal(true) });
pagedListOf(
  object({
    id: number().int(),
    campaign_id: string(),
    campaign_title: string(),
    raised: number(),
    commission: number(),
    amount: number(),
    status: payoutStatusSchema,
    bank_name: string(),
    account_name: string(),
    account_last4: string(),
    created: isoDate,
    paid_at: isoDate.nullable(),
  }),
);
object({
  ok: boolean(),
  problems: array(string()),
  totals: object({
    ledger_sum_kobo: number().int(),
    provider_kobo: number().int(),
    refunds_payable_kobo: number().int(),
    payouts_payable_kobo: number().int(),
    commission_kobo: number().int(),
    campaigns_checked: number().int(),
  }),
});
object({
  status: _enum(['success', 'failed', 'otp_required']),
  message: string(),
});
object({
  received: literal(true),
  result: string(),
});
/** Why a refund was made, as the admin console names it. */
var REFUND_REASON_LABEL = {
  campaign_deleted: 'campaign deleted',
  closed_before_goal: 'campaign closed before its goal',
  late_payment: 'paid after donations closed',
  amount_mismatch: 'amount paid did not match',
  transfer_refused: 'transfer the campaign could not take',
};
pagedListOf(
  object({
    donation_id: number().int(),
    campaign: donationCampaignSchema,
    /** The donor's real name, anonymous or not (admins see it). */
    donor: object({
      name: string(),
      email: string(),
      anonymous: boolean(),
    }),
    comment: string(),
    created: isoDate,
    hidden_at: isoDate.nullable(),
    hidden_reason: string().nullable(),
    open_reports: number().int(),
    reports: array(
      object({
        message: string().nullable(),
        created: isoDate,
        reporter: string().nullable(),
        status: string(),
      }),
    ),
    reply: object({
      body: string(),
      created: isoDate,
    }).nullable(),
  }),
);
object({
  donation_id: number().int(),
  reply: object({
    body: string(),
    created: isoDate,
  }),
});
object({ reported: literal(true) });
object({
  donation_id: number().int(),
  hidden: boolean(),
  open_reports: number().int(),
});
// src/features/admin/api/get-donations.ts
/** GET /admin/donations: every donation, anonymous donors revealed; optionally one campaign's. */
var useAdminDonations = (campaign, page) =>
  useAdminList('/admin/donations', {
    campaign: campaign || void 0,
    page,
  });
// src/features/admin/api/get-refunds.ts
/** GET /admin/refunds: refunds and their status. */
var useAdminRefunds = (page) => useAdminList('/admin/refunds', { page });
// src/features/admin/api/get-payouts.ts
/** GET /admin/payouts: payouts and their status. */
var useAdminPayouts = (page) => useAdminList('/admin/payouts', { page });
// src/features/admin/api/retry-refund.ts
/** POST /admin/refunds/{id}/retry: send a refund that failed for good to the provider again. */
var retryRefund = (id) => api('POST', `/admin/refunds/${id}/retry`);
var useRetryRefund = () => useAdminAction(retryRefund);
// src/features/admin/api/get-accountability.ts
/** GET /admin/accountability: beneficiaries awaiting confirmation, flagged spending reports, overdue payouts (issue 25). */
var useAccountability = () =>
  useQuery({
    queryKey: ['admin', 'accountability'],
    queryFn: ({ signal }) => unwrap(api('GET', '/admin/accountability', void 0, { signal })),
  });
// src/features/admin/components/accountability.tsx
var messages$7 = i18n('admin/accountability', {
  title: 'Where the money went after payouts',
  awaiting: 'Beneficiaries awaiting the volunteer’s confirmation',
  awaitingLine: params('{name} (account ····{last4}) was named on {date} and waits for the volunteer’s confirmation.'),
  flagged: 'Spending reports flagged by a volunteer',
  flaggedLine: params('{by} flagged a report of {amount} on {date}.'),
  overdue: 'Payouts not accounted for after 30 days',
  overdueLine: params('{amount} paid on {date} is not yet accounted for.'),
  none: 'None.',
});
function Group({ title, children, empty }) {
  return /* @__PURE__ */ a('div', {
    className: 'mt-3',
    children: [
      /* @__PURE__ */ a('h3', {
        className: 'text-sm font-bold text-slate-900',
        children: title,
      }),
      children.length
        ? /* @__PURE__ */ a('ul', {
            className: 'mt-1 space-y-1 text-sm text-slate-800',
            children,
          })
        : /* @__PURE__ */ a('p', {
            className: 'text-sm text-slate-600',
            children: empty,
          }),
    ],
  });
}
/** The console's view of issue 25: each line a sentence, with its campaign. */
function Accountability() {
  const t = useT(messages$7);
  const q = useAccountability();
  if (!q.data) return null;
  const d = q.data;
  const campaign = (id, title) =>
    /* @__PURE__ */ a(Link, {
      to: `/campaign/${id}`,
      className: 'font-semibold underline',
      children: title,
    });
  return /* @__PURE__ */ a('section', {
    className: 'mb-6 rounded-xl border border-slate-200 bg-white p-4',
    'aria-label': t.title,
    children: [
      /* @__PURE__ */ a('h2', {
        className: 'text-lg font-extrabold text-slate-900',
        children: t.title,
      }),
      /* @__PURE__ */ a(Group, {
        title: t.awaiting,
        empty: t.none,
        children: d.awaiting.map((a$2) =>
          /* @__PURE__ */ a(
            'li',
            {
              children: [
                campaign(a$2.campaign_id, a$2.title),
                ': ',
                t.awaitingLine({
                  name: a$2.name,
                  last4: a$2.account_last4,
                  date: formatDate(a$2.since),
                }),
              ],
            },
            `a-${a$2.campaign_id}`,
          ),
        ),
      }),
      /* @__PURE__ */ a(Group, {
        title: t.flagged,
        empty: t.none,
        children: d.flagged.map((f, i) =>
          /* @__PURE__ */ a(
            'li',
            {
              children: [
                campaign(f.campaign_id, f.title),
                ': ',
                t.flaggedLine({
                  by: f.by,
                  amount: formatNaira(f.total),
                  date: formatDate(f.at),
                }),
                f.note && /* @__PURE__ */ a($, { children: [' “', f.note, '”'] }),
              ],
            },
            `f-${i}`,
          ),
        ),
      }),
      /* @__PURE__ */ a(Group, {
        title: t.overdue,
        empty: t.none,
        children: d.overdue.map((o, i) =>
          /* @__PURE__ */ a(
            'li',
            {
              children: [
                campaign(o.campaign_id, o.title),
                ': ',
                t.overdueLine({
                  amount: formatNaira(o.amount),
                  date: formatDate(o.paid_at),
                }),
              ],
            },
            `o-${i}`,
          ),
        ),
      }),
    ],
  });
}
// src/features/admin/components/money-tabs.tsx
var messages$6 = i18n('admin/money-tabs', {
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  abandoned: 'abandoned',
  expired: 'expired',
  refund_pending: 'refund pending',
  refunded: 'refunded',
  sent: 'sent',
  processed: 'processed',
  processing: 'processing',
  campaignId: 'Campaign id',
  allCampaigns: 'all campaigns',
  noDonation: 'No donation yet.',
  noName: 'No name given',
  anonymous: 'ANONYMOUS',
  to: 'to {campaign}',
  paidOn: params('paid {date}'),
  noRefund: 'No refund yet.',
  refundedBecause: params('Donation {reference} · refunded because: {reason}'),
  campaignDeleted: 'campaign deleted',
  closedBeforeGoal: 'campaign closed before its goal',
  latePayment: 'paid after donations closed',
  amountMismatch: 'amount paid did not match',
  transferRefused: 'a transfer the campaign could not take',
  attempts: count({
    one: '{count} attempt(s)',
    other: '{count} attempt(s)',
  }),
  doneOn: params('done {date}'),
  lastError: params('Last error: {error}'),
  retry: 'Retry',
  noPayout: 'No payout yet.',
  raisedLessCommission: params('Raised {raised} − commission {commission}'),
});
/** Why a refund was made (REFUND_REASON_LABEL's reasons), in the page's language; one this list does not know, by its label. */
var refundReason = (t, reason) =>
  ({
    campaign_deleted: t.campaignDeleted,
    closed_before_goal: t.closedBeforeGoal,
    late_payment: t.latePayment,
    amount_mismatch: t.amountMismatch,
    transfer_refused: t.transferRefused,
  })[reason] ??
  REFUND_REASON_LABEL[reason] ??
  reason;
var tone$1 = {
  paid: 'bg-green-100 text-green-800',
  processed: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-amber-100 text-amber-900',
  sent: 'bg-amber-100 text-amber-900',
  refund_pending: 'bg-amber-100 text-amber-900',
  refunded: 'bg-blue-100 text-blue-800',
  failed: 'bg-red-100 text-red-800',
  abandoned: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
};
function Status({ s }) {
  const t = useT(messages$6);
  return /* @__PURE__ */ a('span', {
    className: `rounded px-2 py-0.5 text-xs font-semibold ${tone$1[s] ?? 'bg-slate-100 text-slate-800'}`,
    children: s in tone$1 ? t[s] : s.replace('_', ' '),
  });
}
function Row({ children }) {
  return /* @__PURE__ */ a('li', {
    className:
      'grid grid-cols-1 gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4',
    children,
  });
}
/** Every donation, anonymous donors revealed (spec §1: an administrator can see anonymous donors). */
function DonationsTab() {
  const t = useT(messages$6);
  const { value: campaign, setFilter, page, setPage } = usePagedFilter('');
  const q = useAdminDonations(campaign, page);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(TextFilter, {
        label: t.campaignId,
        placeholder: t.allCampaigns,
        maxLength: 40,
        onApply: setFilter,
      }),
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: t.noDonation,
        children: (items) =>
          /* @__PURE__ */ a('ul', {
            className: 'space-y-2',
            children: items.map((d) =>
              /* @__PURE__ */ a(
                Row,
                {
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'min-w-0',
                      children: [
                        /* @__PURE__ */ a('p', {
                          className: 'font-semibold text-slate-900',
                          children: [
                            [d.first_name, d.last_name].filter(Boolean).join(' ') || t.noName,
                            d.anonymous &&
                              /* @__PURE__ */ a('span', {
                                className: 'ml-2 rounded bg-purple-100 px-1.5 py-0.5 text-[10px] font-bold text-purple-800',
                                children: t.anonymous,
                              }),
                          ],
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'break-all text-slate-600',
                          children: [d.email, d.mobile ? ` · ${d.mobile}` : ''],
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'text-slate-700',
                          children: /* @__PURE__ */ a(Rich, {
                            text: t.to,
                            parts: {
                              campaign: /* @__PURE__ */ a(Link, {
                                to: `/campaign/${d.campaign_id}`,
                                className: 'underline',
                                children: d.campaign_title,
                              }),
                            },
                          }),
                        }),
                        d.comment &&
                          /* @__PURE__ */ a('p', {
                            className: 'mt-1 text-slate-700 italic',
                            children: ['“', d.comment, '”'],
                          }),
                        /* @__PURE__ */ a('p', {
                          className: 'mt-1 text-xs text-slate-500',
                          children: [
                            d.reference,
                            ' · ',
                            formatDate(d.created),
                            d.paid_at ? ` · ${t.paidOn({ date: formatDate(d.paid_at) })}` : '',
                          ],
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a('div', {
                      className: 'flex items-center gap-2 sm:flex-col sm:items-end',
                      children: [
                        /* @__PURE__ */ a('span', {
                          className: 'text-base font-bold text-slate-900',
                          children: formatNaira(d.amount),
                        }),
                        /* @__PURE__ */ a(Status, { s: d.status }),
                      ],
                    }),
                  ],
                },
                d.reference,
              ),
            ),
          }),
      }),
    ],
  });
}
function RefundsTab() {
  const t = useT(messages$6);
  const [page, setPage] = d(1);
  const q = useAdminRefunds(page);
  const retry = useRetryRefund();
  return /* @__PURE__ */ a(ListFrame, {
    q,
    page,
    onPage: setPage,
    empty: t.noRefund,
    children: (items) =>
      /* @__PURE__ */ a('ul', {
        className: 'space-y-2',
        children: items.map((r) =>
          /* @__PURE__ */ a(
            Row,
            {
              children: [
                /* @__PURE__ */ a('div', {
                  className: 'min-w-0',
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'font-semibold text-slate-900',
                      children: r.campaign_title,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-slate-600',
                      children: t.refundedBecause({
                        reference: r.donation_reference,
                        reason: refundReason(t, r.reason),
                      }),
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-xs text-slate-500',
                      children: [
                        formatDate(r.created),
                        ' · ',
                        t.attempts(r.attempts),
                        r.processed_at ? ` · ${t.doneOn({ date: formatDate(r.processed_at) })}` : '',
                      ],
                    }),
                    r.last_error &&
                      /* @__PURE__ */ a('p', {
                        className: 'mt-1 text-xs text-red-800',
                        children: t.lastError({ error: r.last_error }),
                      }),
                  ],
                }),
                /* @__PURE__ */ a('div', {
                  className: 'flex items-center gap-2 sm:flex-col sm:items-end',
                  children: [
                    /* @__PURE__ */ a('span', {
                      className: 'text-base font-bold text-slate-900',
                      children: formatNaira(r.amount),
                    }),
                    /* @__PURE__ */ a(Status, { s: r.status }),
                    r.status === 'failed' &&
                      /* @__PURE__ */ a(Button, {
                        variant: 'secondary',
                        className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                        loading: retry.isPending && retry.variables === r.id,
                        onClick: async () => toast.reply(await retry.mutateAsync(r.id)),
                        children: t.retry,
                      }),
                  ],
                }),
              ],
            },
            r.id,
          ),
        ),
      }),
  });
}
function PayoutsTab() {
  const t = useT(messages$6);
  const [page, setPage] = d(1);
  const q = useAdminPayouts(page);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(Accountability, {}),
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: t.noPayout,
        children: (items) =>
          /* @__PURE__ */ a('ul', {
            className: 'space-y-2',
            children: items.map((p) =>
              /* @__PURE__ */ a(
                Row,
                {
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'min-w-0',
                      children: [
                        /* @__PURE__ */ a('p', {
                          className: 'font-semibold text-slate-900',
                          children: /* @__PURE__ */ a(Link, {
                            to: `/campaign/${p.campaign_id}`,
                            className: 'underline',
                            children: p.campaign_title,
                          }),
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'text-slate-600',
                          children: [p.bank_name, ' · ', p.account_name, ' · ••••', p.account_last4],
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'text-xs text-slate-500',
                          children: [
                            t.raisedLessCommission({
                              raised: formatNaira(p.raised),
                              commission: formatNaira(p.commission),
                            }),
                            ' ·',
                            ' ',
                            formatDate(p.created),
                            p.paid_at ? ` · ${t.paidOn({ date: formatDate(p.paid_at) })}` : '',
                          ],
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a('div', {
                      className: 'flex items-center gap-2 sm:flex-col sm:items-end',
                      children: [
                        /* @__PURE__ */ a('span', {
                          className: 'text-base font-bold text-slate-900',
                          children: formatNaira(p.amount),
                        }),
                        /* @__PURE__ */ a(Status, { s: p.status }),
                      ],
                    }),
                  ],
                },
                p.id,
              ),
            ),
          }),
      }),
    ],
  });
}
// src/features/admin/api/get-audit.ts
/** GET /admin/audit: the audit log, newest first, optionally by action prefix. */
var useAudit = (action, page) =>
  useAdminList('/admin/audit', {
    action: action || void 0,
    page,
  });
// src/features/admin/components/audit-sentence.ts
/**
 * One audit entry as a sentence an administrator reads at a glance: "Ada Okafor raised the goal of
 * 'Dialysis for Uncle Obinna' from ₦1,500,000 to ₦1,800,000". Covers every action the API records
 * (grep `audit(` in apps/api/src/modules); an action it does not know still reads as a sentence.
 *
 * Each sentence is one template of the page's language (issue 17): a part that changes the sentence
 * (a goal, an address, "from the command line") picks another whole template, never a fragment glued on
 * in English word order. The audit tab passes its texts (`useT(messages)`); without them, the
 * current language's are read at call time.
 */
var messages$5 = i18n('admin/audit-sentence', {
  system: 'The system',
  visitor: 'A visitor',
  campaignNo: params('campaign #{id}'),
  userNo: params('user #{id}'),
  reportNo: params('report #{id}'),
  because: params('{text}: {reason}'),
  and: params('{items} and {last}'),
  listComma: ', ',
  verified: params('{actor} verified {campaign}; it is now open for donations'),
  deletedUnverified: params('{actor} deleted {campaign} before it was verified'),
  donationsClosed: params('{actor} closed donations on {campaign}'),
  deletedRefunded: params('{actor} deleted {campaign}; its donors are refunded'),
  closedThanks: params('{actor} closed {campaign} with a thank-you to its donors'),
  statusMoved: params('{actor} moved {campaign} from status {from} to {to}'),
  volunteerDocUploaded: params('{actor} uploaded {document} for their volunteer application'),
  volunteerDocReplaced: params('{actor} replaced {document} for their volunteer application'),
  docIdentity: 'an identity document',
  docBill: 'a utility bill',
  docOther: params('a {kind} document'),
  signup: params('{actor} signed up'),
  signupOrg: params('{actor} signed up as an organisation'),
  signupFacebook: params('{actor} signed up with Facebook'),
  signupOrgFacebook: params('{actor} signed up as an organisation with Facebook'),
  signupTaken: params('Someone tried to sign up with the e-mail address of {person}'),
  login: params('{actor} signed in'),
  loginRemember: params('{actor} signed in (remember me)'),
  facebookLinked: params('{actor} linked their Facebook account'),
  reclaimed: params('{actor} reclaimed their account'),
  reclaimedFacebook: params('{actor} reclaimed their account through Facebook'),
  reclaimedReset: params('{actor} reclaimed their account with a password reset'),
  identitySubmitted: params('{actor} sent their identity for verification'),
  documentUploaded: params('{actor} uploaded an identity document'),
  pictureChanged: params('{actor} changed their profile picture'),
  featurePictureChanged: params('{actor} changed a featured picture of their organisation'),
  profileUpdated: params('{actor} updated their profile'),
  profileUpdatedFields: params('{actor} updated their profile ({fields})'),
  emailChangeAsked: params('{actor} asked to change their e-mail address'),
  emailChangeAskedTo: params('{actor} asked to change their e-mail address to {to}'),
  emailChanged: params('{actor} changed their e-mail address'),
  emailChangedFrom: params('{actor} changed their e-mail address from {from}'),
  emailChangedTo: params('{actor} changed their e-mail address to {to}'),
  emailChangedFromTo: params('{actor} changed their e-mail address from {from} to {to}'),
  emailVerified: params('{actor} verified their e-mail address'),
  passwordChanged: params('{actor} changed their password'),
  resetAsked: params('{actor} asked for a password reset link'),
  passwordReset: params('{actor} reset their password'),
  codeSent: params('{actor} asked for a code to confirm their mobile number'),
  mobileConfirmed: params('{actor} confirmed their mobile number'),
  mobileConfirmedNumber: params('{actor} confirmed their mobile number {mobile}'),
  adminGranted: params('{person} was made an administrator'),
  adminGrantedCli: params('{person} was made an administrator from the command line'),
  adminCreated: params('An administrator account was created for {person}'),
  adminCreatedCli: params('An administrator account was created for {person} from the command line'),
  identityApproved: params('{actor} approved the identity of {person}'),
  identityApprovedOrg: params('{actor} approved the identity of {person} (organisation)'),
  identityRejected: params('{actor} rejected the identity of {person}'),
  fieldFirstName: 'first name',
  fieldLastName: 'last name',
  fieldMobile: 'mobile',
  fieldState: 'state id',
  fieldLga: 'lga id',
  fieldGender: 'gender',
  fieldOrganizationName: 'organization name',
  fieldOrganizationType: 'organization type',
  fieldOrganizationMobile: 'organization mobile',
  fieldSecondaryMobile: 'secondary mobile',
  fieldOrganizationAddress: 'organization address',
  fieldMobileVerifiedAt: 'mobile verified at',
  created: params('{actor} created {campaign}'),
  createdGoal: params('{actor} created {campaign} with a goal of {goal}'),
  createdGoalAllOrNothing: params('{actor} created {campaign} with a goal of {goal}, all or nothing'),
  createdGoalKeep: params('{actor} created {campaign} with a goal of {goal}, keeping what it raises'),
  fundingToKeep: params('{actor} changed {campaign} to keep what it raises'),
  fundingToAllOrNothing: params('{actor} changed {campaign} to all or nothing'),
  goalRaised: params('{actor} raised the goal of {campaign} from {from} to {to}'),
  goalLowered: params('{actor} lowered the goal of {campaign} from {from} to {to}'),
  goalRaisedEdited: params('{actor} raised the goal of {campaign} from {from} to {to}, and edited its {fields}'),
  goalLoweredEdited: params('{actor} lowered the goal of {campaign} from {from} to {to}, and edited its {fields}'),
  edited: params('{actor} edited the {fields} of {campaign}'),
  savedUnchanged: params('{actor} saved {campaign} without changes'),
  fieldTitle: 'title',
  fieldSummary: 'summary',
  fieldStory: 'story',
  fieldGoal: 'goal',
  fieldCategory: 'category',
  fieldAffiliatedOrganisation: 'affiliated organisation',
  fieldType: 'type',
  fieldFunding: 'funding',
  fieldEndDate: 'last day',
  imageAdded: params('{actor} added {picture} of {campaign}'),
  imageReplaced: params('{actor} replaced {picture} of {campaign}'),
  pictureMain: 'the main picture',
  pictureThanks: 'a thank-you picture',
  pictureGallery: 'a gallery picture',
  storyPicture: params("{actor} added a picture to a campaign's story"),
  recommended: params('{actor} recommended {campaign} for verification'),
  reported: params('{actor} reported {campaign}'),
  suspended: params('{actor} suspended {campaign}'),
  reinstated: params('{actor} reinstated {campaign}'),
  volunteerAssigned: params('{actor} assigned a volunteer to {campaign}'),
  rewardAdded: params('{actor} added a reward to {campaign}'),
  rewardChanged: params('{actor} changed a reward of {campaign}'),
  rewardRemoved: params('{actor} removed a reward from {campaign}'),
  reportDismissed: params('{actor} dismissed a report on {subject}'),
  reportUpheld: params('{actor} upheld a report on {subject} and suspended the campaign'),
  claimed: params('{actor} claimed {amount} from {campaign}'),
  claimedCommission: params('{actor} claimed {amount} from {campaign} (commission {commission})'),
  stageClaimed: params('{actor} claimed stage {stage} of {campaign}: {amount} (commission {commission})'),
  theFunds: 'the funds',
  beneficiaryNamed: params('{actor} named {name} (account ····{last4}) to receive the money of {campaign}'),
  beneficiaryChanged: params(
    '{actor} changed who receives the money of {campaign} from {previous} to {name} (account ····{last4}); it waits for the volunteer’s confirmation again',
  ),
  beneficiaryConfirmed: params('{actor} confirmed {name} (account ····{last4}) as the beneficiary of {campaign}'),
  reportPosted: params('{actor} reported what {amount} of a payout of {campaign} paid for'),
  receiptAdded: params('{actor} added a receipt to a spending report of {campaign}'),
  reportConfirmed: params('{actor} confirmed a spending report of {amount} for {campaign}'),
  reportFlagged: params('{actor} flagged a spending report of {amount} for {campaign}'),
  aPayout: 'a payout',
  payoutAccountSaved: params('{actor} saved their payout bank account'),
  payoutAccountSavedLast4: params('{actor} saved their payout bank account ••••{last4}'),
  payoutPaid: params("Payout #{id} reached the owner's bank"),
  payoutFailed: params('Payout #{id} failed; the money is held for the campaign again'),
  payoutFailedError: params('Payout #{id} failed: {error}; the money is held for the campaign again'),
  payoutReversed: params("Payout #{id} was reversed by the bank; the money is back on the campaign's balance"),
  payoutReversedReason: params("Payout #{id} was reversed by the bank: {reason}; the money is back on the campaign's balance"),
  payoutUnresolved: params('Payout #{id} could not be checked with the provider'),
  payoutAmountDiffers: params('A provider event for payout #{id} named a different amount; it was ignored'),
  payoutAmountDiffersAmount: params('A provider event for payout #{id} named a different amount ({amount}); it was ignored'),
  latePayment: params('A payment for donation #{id} arrived after its campaign stopped taking donations; it will be refunded'),
  amountMismatch: params('The amount paid for donation #{id} did not match the pledge'),
  transferRefused: params('A bank transfer (donation #{id}) was sent back: its campaign could not take it'),
  accountAssigned: params('The bank gave {campaign} its permanent account number ({bank}, ending {last4})'),
  refundAll: params('The donations to {campaign} are being refunded'),
  refundAllTotal: params('The donations to {campaign} ({total}) are being refunded'),
  refundAllCount: params(
    count({
      one: 'The {count} donation to {campaign} are being refunded',
      other: 'The {count} donations to {campaign} are being refunded',
    }),
  ),
  refundAllCountTotal: params(
    count({
      one: 'The {count} donation to {campaign} ({total}) are being refunded',
      other: 'The {count} donations to {campaign} ({total}) are being refunded',
    }),
  ),
  refundFailed: params('Refund #{id} failed'),
  refundRetried: params('{actor} retried refund #{id}'),
  volunteerApplied: params('{actor} applied to become a volunteer'),
  interviewInvited: params('{actor} invited volunteer applicant #{id} to an interview'),
  volunteerApproved: params('{actor} approved {person} as a volunteer'),
  volunteerApprovedGrade: params('{actor} approved {person} as a volunteer (grade {grade})'),
  volunteerRejected: params("{actor} turned down {person}'s volunteer application"),
  volunteerRevoked: params("{actor} revoked {person}'s volunteer role"),
  unassigned: count({
    one: '({count} campaign unassigned)',
    other: '({count} campaigns unassigned)',
  }),
  submitted: params('{actor} submitted {campaign} for verification'),
  commentReplied: params('{actor} replied to a comment on {campaign}'),
  commentReported: params('{actor} reported a comment on {campaign}'),
  commentHidden: params('{actor} hid a comment on {campaign}'),
  commentShown: params('{actor} showed a hidden comment on {campaign} again'),
  commentReportsDismissed: params('{actor} dismissed the reports on a comment on {campaign}'),
  updatePosted: params('{actor} posted an update on {campaign}'),
  updatePicture: params('{actor} uploaded a picture for an update on {campaign}'),
  updateDeleted: params('{actor} deleted an update on {campaign}'),
  rewardSent: params('{actor} marked a reward of {campaign} as sent'),
  rewardUnsent: params('{actor} marked a reward of {campaign} as not sent yet'),
  languageChosen: params('{actor} chose {language} as their language'),
  secondFactorAddedApp: params('{actor} added an authenticator app as a second factor'),
  secondFactorAddedPasskey: params('{actor} added a passkey as a second factor'),
  secondFactorRemoved: params('{actor} removed a second factor'),
  recoveryCodesMade: params('{actor} made new recovery codes'),
  secondFactorFailed: params('A second-factor check for {person} failed'),
  secondFactorReset: params('{actor} reset the second factor of {person}'),
  exportRequested: params('{actor} asked for a copy of their data'),
  exportRequestedByAdmin: params('{actor} asked for a copy of the data of {person}'),
  exportDownloaded: params('The data archive of {person} was downloaded'),
  accountClosed: params('{actor} closed their account'),
  accountClosedByAdmin: params('{actor} closed the account of {person}'),
  consentGiven: params('{actor} agreed to be e-mailed: {purpose}'),
  consentWithdrawn: params('{actor} withdrew their consent to be e-mailed: {purpose}'),
  supporterPageHidden: params("{actor} hid {supporter}'s supporter page on {campaign}"),
  supporterPageShown: params("{actor} showed {supporter}'s supporter page on {campaign} again"),
  supporterPageHiddenUnnamed: params('{actor} hid a supporter page on {campaign}'),
  supporterPageShownUnnamed: params('{actor} showed a supporter page on {campaign} again'),
  subjectNo: params('{type} #{id}'),
  unknown: params('{actor} did “{action}” on {subject}'),
});
var naira = (kobo) => (typeof kobo === 'number' ? formatNaira(koboToNaira(kobo)) : null);
var text = (v) => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** The fields of a campaign as the edit form names them. */
var campaignFields = {
  title: 'fieldTitle',
  summary: 'fieldSummary',
  descriptionHtml: 'fieldStory',
  goalKobo: 'fieldGoal',
  category: 'fieldCategory',
  affiliatedOrganization: 'fieldAffiliatedOrganisation',
  type: 'fieldType',
  fundingMode: 'fieldFunding',
  endsAt: 'fieldEndDate',
};
/** The fields of a profile (the account's columns, as the API records them). */
var profileFields = {
  firstName: 'fieldFirstName',
  lastName: 'fieldLastName',
  mobile: 'fieldMobile',
  stateId: 'fieldState',
  lgaId: 'fieldLga',
  gender: 'fieldGender',
  organizationName: 'fieldOrganizationName',
  organizationType: 'fieldOrganizationType',
  organizationMobile: 'fieldOrganizationMobile',
  secondaryMobile: 'fieldSecondaryMobile',
  organizationAddress: 'fieldOrganizationAddress',
  mobileVerifiedAt: 'fieldMobileVerifiedAt',
};
/** A field this list does not know, in words (snake_case or camelCase from the API's input). */
var fieldWords = (f) =>
  f
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
/** "a, b and c". */
function list(items, t = messages$5.get()) {
  if (items.length <= 1) return items.join('');
  return t.and({
    items: items.slice(0, -1).join(t.listComma),
    last: items[items.length - 1],
  });
}
function auditSentence(e, t = messages$5.get()) {
  const d = e.data ?? {};
  const who = e.actor?.name || (e.actor ? e.actor.email : null);
  const actor = who ?? t.system;
  const named = e.subject_name ? `“${e.subject_name}”` : null;
  const campaign = named ?? t.campaignNo({ id: e.subject_id });
  const person = e.subject_name ?? t.userNo({ id: e.subject_id });
  const id = e.subject_id;
  /** The sentence, then ": reason" when there is one. */
  const because = (sentence, v) => {
    const reason = text(v);
    return reason
      ? t.because({
          text: sentence,
          reason,
        })
      : sentence;
  };
  const field = (f, known) => {
    const key = known[f] ?? profileFields[f];
    return key ? t[key] : fieldWords(f);
  };
  const a = e.action;
  const status = /^campaign\.status\.(\d)->(\d)$/.exec(a);
  if (status) {
    const done = {
      '0->1': t.verified,
      '0->4': t.deletedUnverified,
      '1->3': t.donationsClosed,
      '1->4': t.deletedRefunded,
      '3->2': t.closedThanks,
    }[`${status[1]}->${status[2]}`];
    return because(
      done
        ? done({
            actor,
            campaign,
          })
        : t.statusMoved({
            actor,
            campaign,
            from: status[1],
            to: status[2],
          }),
      d.reason,
    );
  }
  const doc = /^volunteer\.document\.(\w+)$/.exec(a);
  if (doc) {
    const document = doc[1] === 'id' ? t.docIdentity : doc[1] === 'bill' ? t.docBill : t.docOther({ kind: doc[1] });
    return (d.replaced ? t.volunteerDocReplaced : t.volunteerDocUploaded)({
      actor,
      document,
    });
  }
  switch (a) {
    case 'account.signup':
      return (d.organization ? (d.social ? t.signupOrgFacebook : t.signupOrg) : d.social ? t.signupFacebook : t.signup)({ actor });
    case 'account.signup.taken':
      return t.signupTaken({ person });
    case 'account.login':
      return (d.remember ? t.loginRemember : t.login)({ actor });
    case 'account.facebook.linked':
      return t.facebookLinked({ actor });
    case 'account.reclaimed':
      return (d.how === 'facebook' ? t.reclaimedFacebook : d.how === 'reset' ? t.reclaimedReset : t.reclaimed)({ actor });
    case 'account.identity.submitted':
      return t.identitySubmitted({ actor });
    case 'account.document.updated':
      return t.documentUploaded({ actor });
    case 'account.image.updated':
      return t.pictureChanged({ actor });
    case 'account.feature_image.updated':
      return t.featurePictureChanged({ actor });
    case 'account.profile.updated': {
      const fields = Array.isArray(d.fields) ? d.fields.filter((f) => typeof f === 'string').map((f) => field(f, {})) : [];
      return fields.length
        ? t.profileUpdatedFields({
            actor,
            fields: list(fields, t),
          })
        : t.profileUpdated({ actor });
    }
    case 'account.email.change_requested': {
      const to = text(d.to);
      return to
        ? t.emailChangeAskedTo({
            actor,
            to,
          })
        : t.emailChangeAsked({ actor });
    }
    case 'account.email.changed': {
      const from = text(d.from);
      const to = text(d.to);
      if (from && to)
        return t.emailChangedFromTo({
          actor,
          from,
          to,
        });
      if (from)
        return t.emailChangedFrom({
          actor,
          from,
        });
      if (to)
        return t.emailChangedTo({
          actor,
          to,
        });
      return t.emailChanged({ actor });
    }
    case 'account.email.verified':
      return t.emailVerified({ actor });
    case 'account.password.changed':
      return t.passwordChanged({ actor });
    case 'account.password.reset_requested':
      return t.resetAsked({ actor });
    case 'account.password.reset':
      return t.passwordReset({ actor });
    case 'account.mobile.code_sent':
      return t.codeSent({ actor });
    case 'account.mobile.confirmed': {
      const mobile = text(d.mobile);
      return mobile
        ? t.mobileConfirmedNumber({
            actor,
            mobile,
          })
        : t.mobileConfirmed({ actor });
    }
    case 'admin.granted':
      return (d.via === 'cli' ? t.adminGrantedCli : t.adminGranted)({ person });
    case 'admin.created':
      return (d.via === 'cli' ? t.adminCreatedCli : t.adminCreated)({ person });
    case 'identity.approved':
      return (d.organization ? t.identityApprovedOrg : t.identityApproved)({
        actor,
        person,
      });
    case 'identity.rejected':
      return because(
        t.identityRejected({
          actor,
          person,
        }),
        d.reason,
      );
    case 'campaign.created': {
      const goal = naira(d.goal_kobo);
      if (!goal)
        return t.created({
          actor,
          campaign,
        });
      if (d.funding_mode === 'keep_what_you_raise')
        return t.createdGoalKeep({
          actor,
          campaign,
          goal,
        });
      if (d.funding_mode === 'all_or_nothing')
        return t.createdGoalAllOrNothing({
          actor,
          campaign,
          goal,
        });
      return t.createdGoal({
        actor,
        campaign,
        goal,
      });
    }
    case 'campaign.funding_mode':
      return (d.to === 'keep_what_you_raise' ? t.fundingToKeep : t.fundingToAllOrNothing)({
        actor,
        campaign,
      });
    case 'campaign.updated': {
      const changed = Array.isArray(d.changed) ? d.changed.filter((f) => typeof f === 'string') : [];
      const goal = d.goal_kobo;
      if (goal && typeof goal.from === 'number' && typeof goal.to === 'number') {
        const others = changed.filter((f) => f !== 'goalKobo').map((f) => field(f, campaignFields));
        const raised = goal.to > goal.from;
        const values = {
          actor,
          campaign,
          from: naira(goal.from),
          to: naira(goal.to),
        };
        if (others.length)
          return (raised ? t.goalRaisedEdited : t.goalLoweredEdited)({
            ...values,
            fields: list(others, t),
          });
        return (raised ? t.goalRaised : t.goalLowered)(values);
      }
      const all = changed.map((f) => field(f, campaignFields));
      return all.length
        ? t.edited({
            actor,
            fields: list(all, t),
            campaign,
          })
        : t.savedUnchanged({
            actor,
            campaign,
          });
    }
    case 'campaign.image': {
      const picture =
        d.column === 'imageKey'
          ? t.pictureMain
          : d.column === 'messageImage1Key' || d.column === 'messageImage2Key'
            ? t.pictureThanks
            : t.pictureGallery;
      return (d.replaced ? t.imageReplaced : t.imageAdded)({
        actor,
        picture,
        campaign,
      });
    }
    case 'campaign.editor_image':
      return t.storyPicture({ actor });
    case 'campaign.submitted':
      return t.submitted({
        actor,
        campaign,
      });
    case 'campaign.recommended':
      return t.recommended({
        actor,
        campaign,
      });
    case 'campaign.reported':
      return t.reported({
        actor: who ?? t.visitor,
        campaign,
      });
    case 'campaign.suspended':
      return because(
        t.suspended({
          actor,
          campaign,
        }),
        d.reason,
      );
    case 'campaign.reinstated':
      return because(
        t.reinstated({
          actor,
          campaign,
        }),
        d.reason,
      );
    case 'campaign.volunteer.assigned':
      return t.volunteerAssigned({
        actor,
        campaign,
      });
    case 'reward.created':
      return t.rewardAdded({
        actor,
        campaign,
      });
    case 'reward.updated':
      return t.rewardChanged({
        actor,
        campaign,
      });
    case 'reward.deleted':
      return t.rewardRemoved({
        actor,
        campaign,
      });
    case 'report.dismissed':
      return because(
        t.reportDismissed({
          actor,
          subject: named ?? t.reportNo({ id }),
        }),
        d.note,
      );
    case 'report.actioned':
      return because(
        t.reportUpheld({
          actor,
          subject: named ?? t.reportNo({ id }),
        }),
        d.note,
      );
    case 'campaign.claimed': {
      const amount = naira(d.amountKobo) ?? t.theFunds;
      const commission = naira(d.commissionKobo);
      return commission
        ? t.claimedCommission({
            actor,
            amount,
            campaign,
            commission,
          })
        : t.claimed({
            actor,
            amount,
            campaign,
          });
    }
    case 'campaign.stage_claimed': {
      const amount = naira(d.amountKobo) ?? t.theFunds;
      const commission = naira(d.commissionKobo) ?? naira(0);
      const stage = typeof d.stage === 'number' ? d.stage : 1;
      return t.stageClaimed({
        actor,
        stage,
        campaign,
        amount,
        commission,
      });
    }
    case 'beneficiary.named':
      return t.beneficiaryNamed({
        actor,
        campaign,
        name: text(d.name) ?? '',
        last4: text(d.last4) ?? '',
      });
    case 'beneficiary.changed':
      return t.beneficiaryChanged({
        actor,
        campaign,
        previous: text(d.previous) ?? '',
        name: text(d.name) ?? '',
        last4: text(d.last4) ?? '',
      });
    case 'beneficiary.confirmed':
      return because(
        t.beneficiaryConfirmed({
          actor,
          campaign,
          name: text(d.name) ?? '',
          last4: text(d.last4) ?? '',
        }),
        d.note,
      );
    case 'spending_report.posted':
      return t.reportPosted({
        actor,
        campaign,
        amount: naira(d.totalKobo) ?? t.aPayout,
      });
    case 'spending_report.receipt_added':
      return t.receiptAdded({
        actor,
        campaign,
      });
    case 'spending_report.confirmed':
      return because(
        t.reportConfirmed({
          actor,
          campaign,
          amount: naira(d.totalKobo) ?? '',
        }),
        d.note,
      );
    case 'spending_report.flagged':
      return because(
        t.reportFlagged({
          actor,
          campaign,
          amount: naira(d.totalKobo) ?? '',
        }),
        d.note,
      );
    case 'payout_account.saved': {
      const last4 = text(d.last4);
      return last4
        ? t.payoutAccountSavedLast4({
            actor,
            last4,
          })
        : t.payoutAccountSaved({ actor });
    }
    case 'payout.paid':
      return t.payoutPaid({ id });
    case 'payout.failed': {
      const error = text(d.error);
      return error
        ? t.payoutFailedError({
            id,
            error,
          })
        : t.payoutFailed({ id });
    }
    case 'payout.reversed': {
      const reason = text(d.reason);
      return reason
        ? t.payoutReversedReason({
            id,
            reason,
          })
        : t.payoutReversed({ id });
    }
    case 'payout.unresolved':
      return because(t.payoutUnresolved({ id }), d.error);
    case 'payout.event_amount_differs': {
      const amount = naira(d.amountKobo);
      return amount
        ? t.payoutAmountDiffersAmount({
            id,
            amount,
          })
        : t.payoutAmountDiffers({ id });
    }
    case 'donation.late_payment':
      return t.latePayment({ id });
    case 'donation.amount_mismatch':
      return because(t.amountMismatch({ id }), d.note);
    case 'donation.transfer_refused':
      return because(t.transferRefused({ id }), d.reason);
    case 'dedicated_account.assigned':
      return t.accountAssigned({
        campaign,
        bank: text(d.bank) ?? '',
        last4: text(d.last4) ?? '',
      });
    case 'donations.refund_all': {
      const n = typeof d.count === 'number' ? d.count : null;
      const total = naira(d.totalKobo);
      return because(
        n === null
          ? total
            ? t.refundAllTotal({
                campaign,
                total,
              })
            : t.refundAll({ campaign })
          : total
            ? t.refundAllCountTotal({
                campaign,
                total,
              })(n)
            : t.refundAllCount({ campaign })(n),
        d.reason,
      );
    }
    case 'refund.failed':
      return because(t.refundFailed({ id }), d.error);
    case 'refund.retry':
      return t.refundRetried({
        actor,
        id,
      });
    case 'volunteer.application.submitted':
      return t.volunteerApplied({ actor });
    case 'volunteer.interview.invited':
      return t.interviewInvited({
        actor,
        id,
      });
    case 'volunteer.approved':
      return typeof d.grade === 'number'
        ? t.volunteerApprovedGrade({
            actor,
            person,
            grade: d.grade,
          })
        : t.volunteerApproved({
            actor,
            person,
          });
    case 'volunteer.rejected':
      return because(
        t.volunteerRejected({
          actor,
          person,
        }),
        d.reason,
      );
    case 'volunteer.revoked': {
      const n = typeof d.unassigned === 'number' ? d.unassigned : 0;
      const sentence = because(
        t.volunteerRevoked({
          actor,
          person,
        }),
        d.reason,
      );
      return n ? `${sentence} ${t.unassigned(n)}` : sentence;
    }
    case 'comment.replied':
      return t.commentReplied({
        actor,
        campaign,
      });
    case 'comment.reported':
      return t.commentReported({
        actor: who ?? t.visitor,
        campaign,
      });
    case 'comment.hidden':
      return because(
        t.commentHidden({
          actor,
          campaign,
        }),
        d.reason,
      );
    case 'comment.shown':
      return because(
        t.commentShown({
          actor,
          campaign,
        }),
        d.reason,
      );
    case 'comment.reports_dismissed':
      return because(
        t.commentReportsDismissed({
          actor,
          campaign,
        }),
        d.reason,
      );
    case 'update.posted':
      return t.updatePosted({
        actor,
        campaign,
      });
    case 'update.image':
      return t.updatePicture({
        actor,
        campaign,
      });
    case 'update.deleted':
      return t.updateDeleted({
        actor,
        campaign,
      });
    case 'reward.sent':
      return t.rewardSent({
        actor,
        campaign,
      });
    case 'reward.unsent':
      return t.rewardUnsent({
        actor,
        campaign,
      });
    case 'account.second_factor_added':
      return (d.kind === 'passkey' ? t.secondFactorAddedPasskey : t.secondFactorAddedApp)({ actor });
    case 'account.second_factor_removed':
      return t.secondFactorRemoved({ actor });
    case 'account.recovery_codes_made':
      return t.recoveryCodesMade({ actor });
    case 'account.second_factor_failed':
      return because(t.secondFactorFailed({ person }), d.reason);
    case 'account.second_factor_reset':
      return because(
        t.secondFactorReset({
          actor,
          person,
        }),
        d.reason,
      );
    case 'rights.export.requested':
      return t.exportRequested({ actor });
    case 'rights.export.requested_by_admin':
      return because(
        t.exportRequestedByAdmin({
          actor,
          person,
        }),
        d.reason,
      );
    case 'rights.export.downloaded':
      return t.exportDownloaded({ person });
    case 'rights.account.closed':
      return t.accountClosed({ actor });
    case 'rights.account.closed_by_admin':
      return because(
        t.accountClosedByAdmin({
          actor,
          person,
        }),
        d.reason,
      );
    case 'rights.consent.given':
      return t.consentGiven({
        actor,
        purpose: String(d.purpose ?? ''),
      });
    case 'rights.consent.withdrawn':
      return t.consentWithdrawn({
        actor,
        purpose: String(d.purpose ?? ''),
      });
    case 'supporter_page.hidden':
    case 'supporter_page.shown': {
      const supporter = text(d.supporter);
      const hid = a === 'supporter_page.hidden';
      if (!supporter)
        return (hid ? t.supporterPageHiddenUnnamed : t.supporterPageShownUnnamed)({
          actor,
          campaign,
        });
      return (hid ? t.supporterPageHidden : t.supporterPageShown)({
        actor,
        supporter,
        campaign,
      });
    }
    case 'account.language.changed': {
      const to = d.to;
      return t.languageChosen({
        actor,
        language: isLanguage(to) ? LANGUAGE_NAMES[to] : String(to),
      });
    }
  }
  const subject =
    named ??
    t.subjectNo({
      type: e.subject_type.replace(/_/g, ' '),
      id,
    });
  return t.unknown({
    actor,
    action: a,
    subject,
  });
}
// src/features/admin/components/audit-tab.tsx
var messages$4 = i18n('admin/audit-tab', {
  filterLabel: 'Action starts with',
  filterPlaceholder: 'e.g. volunteer. or campaign.status',
  empty: 'Nothing recorded.',
  openCampaign: 'Open campaign',
});
/** The audit log: every admin and state-changing action, newest first. */
function AuditTab() {
  const t = useT(messages$4);
  const said = useT(messages$5);
  const { value: action, setFilter, page, setPage } = usePagedFilter('');
  const q = useAudit(action, page);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(TextFilter, {
        label: t.filterLabel,
        placeholder: t.filterPlaceholder,
        maxLength: 80,
        onApply: setFilter,
      }),
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: t.empty,
        children: (items) =>
          /* @__PURE__ */ a('ol', {
            className: 'divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white',
            children: items.map((e) =>
              /* @__PURE__ */ a(
                'li',
                {
                  className: 'grid grid-cols-1 gap-1 p-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]',
                  children: [
                    /* @__PURE__ */ a('time', {
                      dateTime: e.created,
                      className: 'text-xs text-slate-500',
                      children: formatDateTime(e.created),
                    }),
                    /* @__PURE__ */ a('div', {
                      className: 'min-w-0',
                      children: [
                        /* @__PURE__ */ a('p', {
                          className: 'break-words text-slate-900',
                          children: auditSentence(e, said),
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500',
                          children: [
                            /* @__PURE__ */ a('span', {
                              className: 'font-mono',
                              children: e.action,
                            }),
                            e.actor &&
                              /* @__PURE__ */ a('span', {
                                className: 'break-all',
                                children: e.actor.email,
                              }),
                            e.ip && /* @__PURE__ */ a('span', { children: e.ip }),
                            e.campaign_id &&
                              /* @__PURE__ */ a(Link, {
                                to: `/campaign/${e.campaign_id}`,
                                className: 'font-semibold text-brand-800 underline',
                                children: t.openCampaign,
                              }),
                          ],
                        }),
                      ],
                    }),
                  ],
                },
                e.id,
              ),
            ),
          }),
      }),
    ],
  });
}
// src/features/admin/api/get-dedicated-accounts.ts
/** GET /admin/dedicated-accounts: campaigns' permanent account numbers and the transfers into them. */
var useAdminDedicatedAccounts = (page) => useAdminList('/admin/dedicated-accounts', { page });
// src/features/admin/components/accounts-tab.tsx
var messages$3 = i18n('admin/accounts-tab', {
  none: 'No account number yet.',
  requested: 'waiting for the bank',
  active: 'active',
  failed: 'refused by the bank',
  deactivating: 'closing',
  deactivated: 'closed',
  received: params('{amount} received'),
  transfers: count({
    one: '{count} transfer(s) counted',
    other: '{count} transfer(s) counted',
  }),
  returned: count({
    one: '{count} sent back',
    other: '{count} sent back',
  }),
  since: params('since {date}'),
  closedOn: params('closed {date}'),
  lastError: params('Last error: {error}'),
});
var tone = {
  active: 'bg-green-100 text-green-800',
  requested: 'bg-amber-100 text-amber-900',
  deactivating: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
  deactivated: 'bg-slate-200 text-slate-800',
};
/** Campaigns' permanent account numbers (issue 27): the bank's answer, and what came in and went back. */
function AccountsTab() {
  const t = useT(messages$3);
  const [page, setPage] = d(1);
  const q = useAdminDedicatedAccounts(page);
  return /* @__PURE__ */ a(ListFrame, {
    q,
    page,
    onPage: setPage,
    empty: t.none,
    children: (items) =>
      /* @__PURE__ */ a('ul', {
        className: 'space-y-2',
        children: items.map((a$1) =>
          /* @__PURE__ */ a(
            'li',
            {
              className:
                'grid grid-cols-1 gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4',
              children: [
                /* @__PURE__ */ a('div', {
                  className: 'min-w-0',
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'font-semibold text-slate-900',
                      children: /* @__PURE__ */ a(Link, {
                        to: `/campaign/${a$1.campaign.campaign_id}`,
                        className: 'underline',
                        children: a$1.campaign.title,
                      }),
                    }),
                    a$1.account_number &&
                      /* @__PURE__ */ a('p', {
                        className: 'text-slate-700',
                        children: [
                          a$1.bank_name,
                          ' · ',
                          /* @__PURE__ */ a('span', {
                            className: 'font-mono',
                            children: a$1.account_number,
                          }),
                          ' · ',
                          a$1.account_name,
                        ],
                      }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-xs text-slate-500',
                      children: [
                        t.transfers(a$1.transfers),
                        ' · ',
                        t.returned(a$1.returned),
                        ' · ',
                        t.since({ date: formatDate(a$1.assigned_at ?? a$1.created) }),
                        a$1.deactivated_at ? ` · ${t.closedOn({ date: formatDate(a$1.deactivated_at) })}` : '',
                      ],
                    }),
                    a$1.last_error &&
                      /* @__PURE__ */ a('p', {
                        className: 'text-xs text-red-700',
                        children: t.lastError({ error: a$1.last_error }),
                      }),
                  ],
                }),
                /* @__PURE__ */ a('div', {
                  className: 'flex items-center gap-2 sm:flex-col sm:items-end',
                  children: [
                    /* @__PURE__ */ a('span', {
                      className: 'text-base font-bold text-slate-900',
                      children: t.received({ amount: formatNaira(a$1.received) }),
                    }),
                    /* @__PURE__ */ a('span', {
                      className: `rounded px-2 py-0.5 text-xs font-semibold ${tone[a$1.status]}`,
                      children: t[a$1.status],
                    }),
                  ],
                }),
              ],
            },
            a$1.campaign.campaign_id,
          ),
        ),
      }),
  });
}
// src/features/admin/api/comments.ts
/** GET /admin/comments: reported comments (newest report first), or the hidden ones. */
var useAdminComments = (status, page) =>
  useAdminList('/admin/comments', {
    status,
    page,
  });
/** POST /admin/comments/{donationId}/moderate { action: hide | show | dismiss, reason }. */
var moderateComment = ({ donationId, ...body }) => api('POST', `/admin/comments/${donationId}/moderate`, body);
var useModerateComment = () => useAdminAction(moderateComment);
// src/features/admin/components/comments-tab.tsx
var messages$2 = i18n('admin/comments-tab', {
  show: 'Show',
  reportedComments: 'Reported comments',
  hiddenComments: 'Hidden comments',
  emptyReported: 'No reported comment. All clear.',
  emptyHidden: 'No comment is hidden.',
  showAgain: 'Show again',
  dismissReports: 'Dismiss reports',
  hideComment: 'Hide comment',
  hidden: 'Hidden',
  openReports: count({
    one: '{count} open report(s)',
    other: '{count} open report(s)',
  }),
  gaveAnonymously: 'gave anonymously',
  replied: params('Campaigner replied: “{reply}”'),
  hiddenBecause: params('Hidden because: {reason}'),
  reports: 'Reports',
  visitor: 'A visitor who was not signed in',
  reportOpen: 'open',
  reportDismissed: 'dismissed',
  reportHidden: 'hidden',
  hideTitle: 'Hide the comment',
  hideIntro: 'It disappears from the campaign page; the donation still counts and shows. Every open report on it is closed.',
  hideLabel: 'Reason (kept in the audit log)',
  showTitle: 'Show the comment again',
  showIntro: 'It is shown on the campaign page again.',
  noteLabel: 'Note for the record',
  dismissTitle: 'Dismiss the reports',
  dismissIntro: 'The comment stays as it is. The open reports are closed.',
});
/** The dialog of each moderation. */
var dialogOf = (t) => ({
  hide: {
    title: t.hideTitle,
    intro: t.hideIntro,
    label: t.hideLabel,
    submit: t.hideComment,
  },
  show: {
    title: t.showTitle,
    intro: t.showIntro,
    label: t.noteLabel,
    submit: t.showAgain,
  },
  dismiss: {
    title: t.dismissTitle,
    intro: t.dismissIntro,
    label: t.noteLabel,
    submit: t.dismissReports,
  },
});
/** A report's state in words ("open", "dismissed", "hidden"); one this list does not know, as it came. */
var reportStatus = (t, s) => (s === 'open' ? t.reportOpen : s === 'dismissed' ? t.reportDismissed : s === 'hidden' ? t.reportHidden : s);
function Comments({ status }) {
  const t = useT(messages$2);
  const dialog = dialogOf(t);
  const [page, setPage] = d(1);
  const q = useAdminComments(status, page);
  const moderate = useModerateComment();
  const [acting, setActing] = d(null);
  const d$1 = acting ? dialog[acting.action] : dialog.hide;
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(ListFrame, {
        q,
        page,
        onPage: setPage,
        empty: status === 'reported' ? t.emptyReported : t.emptyHidden,
        children: (items) =>
          /* @__PURE__ */ a('ul', {
            className: 'space-y-3',
            children: items.map((c) =>
              /* @__PURE__ */ a(
                Item,
                {
                  actions: c.hidden_at
                    ? /* @__PURE__ */ a(Button, {
                        variant: 'secondary',
                        className: smallButton,
                        onClick: () =>
                          setActing({
                            c,
                            action: 'show',
                          }),
                        children: t.showAgain,
                      })
                    : /* @__PURE__ */ a($, {
                        children: [
                          c.open_reports > 0 &&
                            /* @__PURE__ */ a(Button, {
                              variant: 'secondary',
                              className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                              onClick: () =>
                                setActing({
                                  c,
                                  action: 'dismiss',
                                }),
                              children: t.dismissReports,
                            }),
                          /* @__PURE__ */ a(Button, {
                            variant: 'danger',
                            className: smallButton,
                            onClick: () =>
                              setActing({
                                c,
                                action: 'hide',
                              }),
                            children: t.hideComment,
                          }),
                        ],
                      }),
                  children: [
                    /* @__PURE__ */ a(CampaignHead, {
                      campaign: c.campaign,
                      chip: c.hidden_at ? t.hidden : t.openReports(c.open_reports),
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-xs text-slate-600',
                      children: [
                        c.donor.name,
                        ' (',
                        c.donor.email,
                        ')',
                        c.donor.anonymous ? ` · ${t.gaveAnonymously}` : '',
                        ' · ',
                        formatDate(c.created),
                      ],
                    }),
                    /* @__PURE__ */ a('blockquote', {
                      className: 'mt-3 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800',
                      children: c.comment,
                    }),
                    c.reply &&
                      /* @__PURE__ */ a('p', {
                        className: 'mt-2 text-sm text-slate-700',
                        children: t.replied({ reply: c.reply.body }),
                      }),
                    c.hidden_reason &&
                      /* @__PURE__ */ a('p', {
                        className: 'mt-2 text-sm text-slate-700',
                        children: t.hiddenBecause({ reason: c.hidden_reason }),
                      }),
                    c.reports.length > 0 &&
                      /* @__PURE__ */ a('ul', {
                        className: 'mt-3 space-y-1 text-xs text-slate-600',
                        'aria-label': t.reports,
                        children: c.reports.map((r, i) =>
                          /* @__PURE__ */ a(
                            'li',
                            {
                              children: [
                                r.reporter ?? t.visitor,
                                ' · ',
                                formatDate(r.created),
                                ' · ',
                                reportStatus(t, r.status),
                                r.message ? `: “${r.message}”` : '',
                              ],
                            },
                            i,
                          ),
                        ),
                      }),
                  ],
                },
                c.donation_id,
              ),
            ),
          }),
      }),
      /* @__PURE__ */ a(ReasonDialog, {
        open: !!acting,
        onClose: () => setActing(null),
        title: d$1.title,
        intro: d$1.intro,
        label: d$1.label,
        submitLabel: d$1.submit,
        max: 500,
        danger: acting?.action === 'hide',
        onSubmit: (reason) =>
          moderate.mutateAsync({
            donationId: acting.c.donation_id,
            action: acting.action,
            reason,
          }),
      }),
    ],
  });
}
/** Donors' comments that were reported, and those hidden (issue 14, decision 047). */
function CommentsTab() {
  const t = useT(messages$2);
  const [view, setView] = d('reported');
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(Filter, {
        label: t.show,
        value: view,
        onChange: setView,
        options: [
          ['reported', t.reportedComments],
          ['hidden', t.hiddenComments],
        ],
      }),
      /* @__PURE__ */ a(Comments, { status: view }, view),
    ],
  });
}
// src/features/admin/api/people.ts
/** GET /admin/users?email=…: the account a written request is about (issue 28). */
function usePerson(email) {
  return useQuery({
    queryKey: ['admin', 'person', email],
    queryFn: ({ signal }) => unwrap(apiGet('/admin/users', { email }, { signal })),
    enabled: email.length > 0,
    retry: false,
  });
}
/** POST /admin/users/{userId}/data { reason }: the archive, mailed to the person (audited). */
var useExportForPerson = () => useAdminAction(({ userId, reason }) => api('POST', `/admin/users/${userId}/data`, { reason }));
/** POST /admin/users/{userId}/close { reason }: the account closed on the person's written request (audited). */
var useCloseForPerson = () => useAdminAction(({ userId, reason }) => api('POST', `/admin/users/${userId}/close`, { reason }));
/** POST /admin/users/{userId}/second-factor/reset { reason }: their factors removed after checking who asks (audited). */
var useResetSecondFactor = () =>
  useAdminAction(({ userId, reason }) => api('POST', `/admin/users/${userId}/second-factor/reset`, { reason }));
// src/features/admin/components/people-tab.tsx
var messages$1 = i18n('admin/people-tab', {
  intro:
    'Act on a written request: a person who cannot use Settings asks for their data, for their account to be closed, or for their lost second factor to be reset. Check who is asking first. Each action is recorded in the audit log with the request.',
  findLabel: 'E-mail address of the account',
  findPlaceholder: 'e.g. ada@example.ng',
  administrator: 'Administrator',
  volunteer: 'Volunteer',
  closed: 'Closed',
  factors: params('Second factors: {list}'),
  noFactors: 'No second factor',
  app: 'authenticator app',
  passkey: 'passkey',
  exportData: 'Send their data',
  exportTitle: 'Send this person their data',
  exportIntro:
    'An archive of everything Ireti holds about them is built and a single-use download link is e-mailed to the account’s own address.',
  closeAccount: 'Close the account',
  closeTitle: 'Close this account',
  closeIntro:
    'Their name, contact details and documents are erased and their sessions end; their gifts stay in the financial records as Anonymous. This cannot be undone.',
  resetFactor: 'Reset the second factor',
  resetTitle: 'Reset this person’s second factor',
  resetIntro:
    'Only after checking who is asking (a video call against the identity on file). Their factors and recovery codes are removed and their sessions end; they sign in with their password and add new ones.',
  requestLabel: 'The written request (date, how it came, what it asks)',
  resetLabel: 'How you checked who is asking',
});
/** The People tab: find an account by e-mail and act on a written request (issue 28). */
function PeopleTab() {
  const t = useT(messages$1);
  const [email, setEmail] = d('');
  const [dialog, setDialog] = d(null);
  const q = usePerson(email);
  const exportData = useExportForPerson();
  const close = useCloseForPerson();
  const reset = useResetSecondFactor();
  const p = q.data;
  const factorName = (k) => (k === 'totp' ? t.app : t.passkey);
  const forms = {
    export: {
      title: t.exportTitle,
      intro: t.exportIntro,
      label: t.requestLabel,
      submit: t.exportData,
      action: exportData.mutateAsync,
    },
    close: {
      title: t.closeTitle,
      intro: t.closeIntro,
      label: t.requestLabel,
      submit: t.closeAccount,
      action: close.mutateAsync,
    },
    reset: {
      title: t.resetTitle,
      intro: t.resetIntro,
      label: t.resetLabel,
      submit: t.resetFactor,
      action: reset.mutateAsync,
    },
  };
  const form = dialog ? forms[dialog] : null;
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('p', {
        className: 'mb-4 max-w-prose text-sm text-slate-700',
        children: t.intro,
      }),
      /* @__PURE__ */ a(TextFilter, {
        label: t.findLabel,
        placeholder: t.findPlaceholder,
        maxLength: 254,
        onApply: setEmail,
      }),
      q.error &&
        /* @__PURE__ */ a('p', {
          role: 'alert',
          className: 'text-sm text-red-700',
          children: q.error instanceof ApiError ? q.error.message : String(q.error),
        }),
      p &&
        /* @__PURE__ */ a('ul', {
          children: /* @__PURE__ */ a(Item, {
            actions: p.closed
              ? null
              : /* @__PURE__ */ a($, {
                  children: [
                    /* @__PURE__ */ a(Button, {
                      className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                      variant: 'secondary',
                      onClick: () => setDialog('export'),
                      children: t.exportData,
                    }),
                    p.second_factors.length > 0 &&
                      /* @__PURE__ */ a(Button, {
                        className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                        variant: 'secondary',
                        onClick: () => setDialog('reset'),
                        children: t.resetFactor,
                      }),
                    /* @__PURE__ */ a(Button, {
                      className: '!min-h-9 !px-3 !py-1.5 !text-xs',
                      variant: 'danger',
                      onClick: () => setDialog('close'),
                      children: t.closeAccount,
                    }),
                  ],
                }),
            children: /* @__PURE__ */ a('div', {
              className: 'flex flex-wrap items-start justify-between gap-2',
              children: [
                /* @__PURE__ */ a('div', {
                  className: 'min-w-0 text-sm',
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'font-semibold break-words text-slate-900',
                      children: p.name,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'break-all text-slate-600',
                      children: p.email,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-1 text-slate-600',
                      children: p.second_factors.length ? t.factors({ list: p.second_factors.map(factorName).join(', ') }) : t.noFactors,
                    }),
                  ],
                }),
                /* @__PURE__ */ a('div', {
                  className: 'flex flex-wrap gap-1',
                  children: [
                    p.role === 'admin' && /* @__PURE__ */ a(Chip, { children: t.administrator }),
                    p.volunteer && /* @__PURE__ */ a(Chip, { children: t.volunteer }),
                    p.closed && /* @__PURE__ */ a(Chip, { children: t.closed }),
                  ],
                }),
              ],
            }),
          }),
        }),
      p &&
        form &&
        /* @__PURE__ */ a(ReasonDialog, {
          open: dialog !== null,
          onClose: () => setDialog(null),
          title: form.title,
          intro: form.intro,
          label: form.label,
          submitLabel: form.submit,
          danger: dialog !== 'export',
          max: dialog === 'reset' ? 300 : 1e3,
          onSubmit: (reason) =>
            form.action({
              userId: p._id,
              reason,
            }),
        }),
    ],
  });
}
// src/features/admin/admin-page.tsx
var messages = i18n('admin/admin-page', {
  title: 'Admin',
  heading: 'Admin console',
  signedInAs: params('Signed in as {email}. Every action here is recorded in the audit log.'),
  suspended: count({
    one: '{count} campaign(s) suspended.',
    other: '{count} campaign(s) suspended.',
  }),
  waiting: 'waiting',
  sections: 'Admin sections',
  campaigns: 'Campaigns',
  volunteers: 'Volunteers',
  verifications: 'Verifications',
  reports: 'Reports',
  comments: 'Comments',
  donations: 'Donations',
  refunds: 'Refunds',
  payouts: 'Payouts',
  accounts: 'Account numbers',
  audit: 'Audit log',
  people: 'People',
});
var tabs = [
  {
    id: 'campaigns',
    label: 'campaigns',
    count: 'campaigns_awaiting',
    Panel: CampaignsTab,
  },
  {
    id: 'volunteers',
    label: 'volunteers',
    count: 'volunteer_applications',
    Panel: VolunteersTab,
  },
  {
    id: 'verifications',
    label: 'verifications',
    count: 'identity_submissions',
    Panel: IdentityTab,
  },
  {
    id: 'reports',
    label: 'reports',
    count: 'open_reports',
    Panel: ReportsTab,
  },
  {
    id: 'comments',
    label: 'comments',
    Panel: CommentsTab,
  },
  {
    id: 'donations',
    label: 'donations',
    Panel: DonationsTab,
  },
  {
    id: 'refunds',
    label: 'refunds',
    Panel: RefundsTab,
  },
  {
    id: 'payouts',
    label: 'payouts',
    Panel: PayoutsTab,
  },
  {
    id: 'people',
    label: 'people',
    Panel: PeopleTab,
  },
  {
    id: 'accounts',
    label: 'accounts',
    Panel: AccountsTab,
  },
  {
    id: 'audit',
    label: 'audit',
    Panel: AuditTab,
  },
];
/** /admin: the review queues, the money lists and the audit log, one tab each (role admin). */
function AdminPage() {
  const t = useT(messages);
  useTitle(t.title);
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const overview = useOverview();
  const current = tabs.find((tab) => tab.id === search.get('tab'))?.id ?? 'campaigns';
  const select = (id) => setSearch({ tab: id }, { replace: true });
  const labelled = tabs.map((tab) => {
    const n = 'count' in tab && overview.data ? overview.data[tab.count] : 0;
    const badge = tab.id === current ? 'bg-brand-100 text-brand-800' : 'bg-sun-400 text-slate-900';
    const name = t[tab.label];
    return {
      key: tab.id,
      label:
        n > 0
          ? /* @__PURE__ */ a($, {
              children: [
                name,
                ' ',
                /* @__PURE__ */ a('span', {
                  className: `rounded-full px-2 py-0.5 text-xs ${badge}`,
                  children: [
                    n,
                    /* @__PURE__ */ a('span', {
                      className: 'sr-only',
                      children: [' ', t.waiting],
                    }),
                  ],
                }),
              ],
            })
          : name,
    };
  });
  const Panel = tabs.find((tab) => tab.id === current).Panel;
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('div', {
        className: 'bg-brand-800 text-white',
        children: /* @__PURE__ */ a('div', {
          className: 'mx-auto max-w-6xl px-4 pt-8',
          children: [
            /* @__PURE__ */ a('h1', {
              className: 'text-2xl font-extrabold tracking-tight sm:text-3xl',
              children: t.heading,
            }),
            /* @__PURE__ */ a('p', {
              className: 'mt-1 text-sm text-brand-100',
              children: t.signedInAs({ email: user?.email ?? '' }),
            }),
            overview.data &&
              overview.data.suspended_campaigns > 0 &&
              /* @__PURE__ */ a('p', {
                className: 'mt-1 text-sm text-sun-400',
                children: t.suspended(overview.data.suspended_campaigns),
              }),
            /* @__PURE__ */ a('div', {
              className: 'mt-6',
              children: /* @__PURE__ */ a(Tabs, {
                id: 'tab',
                layout: 'console',
                tabs: labelled,
                value: current,
                onChange: select,
                label: t.sections,
              }),
            }),
          ],
        }),
      }),
      /* @__PURE__ */ a(TabPanel, {
        id: 'tab',
        tab: current,
        className: 'mx-auto max-w-6xl px-4 py-6',
        children: /* @__PURE__ */ a(Panel, {}, current),
      }),
    ],
  });
}
export { AdminPage as default, messages };
