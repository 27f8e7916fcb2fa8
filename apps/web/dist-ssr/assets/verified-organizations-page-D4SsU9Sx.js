import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { C as Spinner, L as Msg, N as unwrap, T as imageUrl, W as Link, j as apiGet, w as fallbackToPlaceholder } from '../entry-server.js';
import { i as organizationFilterSchema, t as ORGANIZATION_FILTERS } from './schemas-BqxSaobd.js';
import { n as Page } from './page-D1qYEQFx.js';
import { i as ShowMore, r as LoadError, t as EmptyList } from './list-states-BuPyhDkz.js';
import { t as ChoiceField } from './field-BhGmjKt2.js';
import { t as useChoiceLabel } from './choices-CaDu1VOV.js';
import { b as a, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { b as PageSize, c as FirstPage } from './constants-DBX7dDmi.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
// src/features/organizations/api/get-organizations.ts
/** GET /organizations: verified organisations, 16 a page from page 0, optionally of one category. */
var getOrganizations = (page, category, signal) =>
  unwrap(
    apiGet(
      '/organizations',
      {
        page,
        per_page: PageSize.organizations,
        category: category === 'all' ? void 0 : category,
      },
      { signal },
    ),
  );
/** Pages are appended; Show More asks for the next unless page + 1 >= total_pages (spec §4). */
function useOrganizations(category) {
  return useInfiniteQuery({
    queryKey: ['organizations', 'list', category],
    queryFn: ({ pageParam, signal }) => getOrganizations(pageParam, category, signal),
    initialPageParam: FirstPage.organizations,
    getNextPageParam: (last, _all, page) => (page + 1 < last.total_pages ? page + 1 : void 0),
  });
}
// src/features/organizations/components/organization-card.tsx
var messages$1 = i18n('organizations/organization-card', { verified: 'VERIFIED' });
/** One verified organisation in the list: logo, name, type, category, address. */
function OrganizationCard({ o }) {
  const t = useT(messages$1);
  const label = useChoiceLabel();
  return /* @__PURE__ */ a('li', {
    className:
      'group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
    children: [
      /* @__PURE__ */ a('img', {
        src: imageUrl(o.organization_f_img_1, 'card'),
        onError: fallbackToPlaceholder,
        alt: '',
        width: 363,
        height: 232,
        loading: 'lazy',
        className: 'aspect-[363/232] w-full object-cover',
      }),
      /* @__PURE__ */ a('div', {
        className: 'flex flex-1 flex-col p-4 pt-0',
        children: [
          /* @__PURE__ */ a(Avatar, {
            src: o.image_url,
            size: 64,
            lazy: true,
            className: '-mt-8 h-16 w-16 rounded-full border-4 border-white bg-white shadow',
          }),
          /* @__PURE__ */ a('h2', {
            className: 'mt-2 text-base font-semibold text-slate-900',
            children: /* @__PURE__ */ a(Link, {
              to: `/verified_org_campaigns/${o._id}`,
              className: 'after:absolute after:inset-0 focus-visible:outline-none',
              children: o.organization_name,
            }),
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-600',
            children: [
              /* @__PURE__ */ a('span', {
                className: 'rounded bg-brand-100 px-1.5 py-0.5 font-semibold text-brand-800',
                children: t.verified,
              }),
              o.organization_type && label(o.organization_type),
              o.category &&
                /* @__PURE__ */ a('span', {
                  'aria-hidden': 'true',
                  children: '·',
                }),
              o.category && label(o.category),
            ],
          }),
          o.organization_address &&
            /* @__PURE__ */ a('p', {
              className: 'mt-2 line-clamp-2 text-sm text-slate-700',
              children: o.organization_address,
            }),
        ],
      }),
    ],
  });
}
// src/features/organizations/verified-organizations-page.tsx
var messages = i18n('organizations/verified-organizations-page', {
  title: 'Verified Organizations',
  intro:
    'Charities, schools, hospitals and community groups whose registration and identity our team has checked. Give to their campaigns with confidence.',
  filter: 'Filter organisations',
  category: 'Category',
  all: 'All categories',
  loading: 'Loading organisations',
  more: 'Show More Organizations',
});
/**
 * /verified_page (Organizations): verified organisations with a category select, 16 a page from
 * page 0, Show More Organizations (spec §2, §4).
 */
function VerifiedOrganizationsPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const label = useChoiceLabel();
  const categoryChoices = ORGANIZATION_FILTERS.map((c) => [c, c === 'all' ? t.all : label(c)]);
  const form = useForm({
    resolver: u(organizationFilterSchema),
    defaultValues: { category: 'all' },
    mode: 'onChange',
  });
  const q = useOrganizations(form.watch('category') || 'all');
  const all = q.data?.pages.flatMap((p) => p.organizations) ?? [];
  return /* @__PURE__ */ a(Page, {
    width: 'max-w-6xl',
    title: t.title,
    intro: t.intro,
    children: [
      /* @__PURE__ */ a('form', {
        role: 'search',
        'aria-label': t.filter,
        className: 'max-w-xs',
        onSubmit: (e) => e.preventDefault(),
        children: /* @__PURE__ */ a(ChoiceField, {
          label: t.category,
          required: true,
          options: categoryChoices,
          error: form.formState.errors.category?.message,
          ...form.register('category'),
        }),
      }),
      /* @__PURE__ */ a('div', {
        'aria-live': 'polite',
        'aria-busy': q.isPending,
        children: q.isPending
          ? /* @__PURE__ */ a('div', {
              className: 'py-10 text-center',
              children: /* @__PURE__ */ a(Spinner, { label: t.loading }),
            })
          : q.isError
            ? /* @__PURE__ */ a(LoadError, { children: tr(Msg.errorTryAgain) })
            : all.length === 0
              ? /* @__PURE__ */ a(EmptyList, { children: tr(Msg.noVerifiedOrgs) })
              : /* @__PURE__ */ a('ul', {
                  className: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4',
                  children: all.map((o) => /* @__PURE__ */ a(OrganizationCard, { o }, o._id)),
                }),
      }),
      /* @__PURE__ */ a(ShowMore, {
        q,
        label: t.more,
      }),
    ],
  });
}
export { VerifiedOrganizationsPage as default, messages };
