import {
  A as api,
  H as useQuery,
  J as useParams,
  L as Msg,
  N as unwrap,
  S as PageSpinner,
  T as imageUrl,
  W as Link,
  j as apiGet,
  k as ApiError,
  w as fallbackToPlaceholder,
  x as buttonClass,
} from '../entry-server.js';
import { t as Code } from './status-ClvZbWz5.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { i as ShowMore, n as ListLoading, r as LoadError, t as EmptyList } from './list-states-BuPyhDkz.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { b as PageSize, c as FirstPage } from './constants-DBX7dDmi.js';
import { t as CampaignCard } from './campaign-card-32lIK6tH.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
import { t as useChoiceLabel } from './choices-CaDu1VOV.js';
import { I as $, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/organizations/api/get-organization.ts
/** GET /organizations/{id}: the banner of a verified organisation's page. */
var getOrganization = (id, signal) => unwrap(api('GET', `/organizations/${encodeURIComponent(id)}`, void 0, { signal }));
function useOrganization(id) {
  return useQuery({
    queryKey: ['organizations', 'one', id],
    queryFn: ({ signal }) => getOrganization(id, signal),
    retry: false,
  });
}
// src/features/organizations/api/get-organization-campaigns.ts
/** GET /campaigns/organizations/{id}: its public campaigns, 12 a page from page 0. */
var getOrganizationCampaigns = (id, page, signal) =>
  unwrap(
    apiGet(
      `/campaigns/organizations/${encodeURIComponent(id)}`,
      {
        page,
        per_page: PageSize.organizationCampaigns,
      },
      { signal },
    ),
  );
function useOrganizationCampaigns(id, enabled) {
  return useInfiniteQuery({
    queryKey: ['organizations', 'campaigns', id],
    queryFn: ({ pageParam, signal }) => getOrganizationCampaigns(id, pageParam, signal),
    initialPageParam: FirstPage.organizationCampaigns,
    getNextPageParam: (last, _all, page) => (page + 1 < last.total_pages ? page + 1 : void 0),
    enabled,
  });
}
// src/features/organizations/components/social.ts
/** A profile link from what the organisation typed: a full URL, or a handle ("@hope", "hope"). */
var bases = {
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
};
function socialUrl(kind, value) {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^(www\.)?(facebook|fb|twitter|x|instagram)\.com\//i.test(v)) return `https://${v}`;
  const handle = v.replace(/^@/, '');
  return /^[A-Za-z0-9._-]{1,100}$/.test(handle) ? bases[kind] + handle : null;
}
// src/features/organizations/organization-page.tsx
var messages = i18n('organizations/organization-page', {
  loadingCampaigns: 'Loading campaigns',
  moreCampaigns: 'Show More Campaigns',
  organization: 'Organization',
  seeVerified: 'See the verified organizations',
  logo: params('{name} logo'),
  verified: 'Verified organization',
  pictures: 'Pictures of the organization',
  picture: params('{name}, picture {n}'),
  contact: 'Contact',
  address: 'Address:',
  email: 'E-mail:',
  socialMedia: 'Social media',
  on: params('{name} on {network}'),
  campaigns: 'Campaigns',
});
function Campaigns({ id }) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useOrganizationCampaigns(id, true);
  if (q.isPending) return /* @__PURE__ */ a(ListLoading, { label: t.loadingCampaigns });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(Msg.errorTryAgain) });
  const all = q.data.pages.flatMap((p) => p.transactions);
  if (!all.length) return /* @__PURE__ */ a(EmptyList, { children: tr(Msg.orgNoCampaigns) });
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('ul', {
        className: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
        children: all.map((c) => /* @__PURE__ */ a('li', { children: /* @__PURE__ */ a(CampaignCard, { campaign: c }) }, c._id)),
      }),
      /* @__PURE__ */ a(ShowMore, {
        q,
        label: t.moreCampaigns,
      }),
    ],
  });
}
var icons = {
  facebook: 'M11 20v-7H8.5v-3H11V8a3.5 3.5 0 0 1 3.8-3.8c1 0 2 .1 2 .1v2.4h-1.1c-1.1 0-1.5.7-1.5 1.4V10h2.6l-.4 3H14v7z',
  twitter: 'M4 4h3.8l4 5.4L16.4 4H19l-6 6.9L20 20h-3.8l-4.4-5.9L6.8 20H4.2l6.4-7.3z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 1.8A3.2 3.2 0 0 0 4.8 8v8A3.2 3.2 0 0 0 8 19.2h8a3.2 3.2 0 0 0 3.2-3.2V8A3.2 3.2 0 0 0 16 4.8z',
};
/**
 * /verified_org_campaigns/{organizationId}: the banner (logo, name, type), three feature images,
 * address, e-mail and social links, and its campaigns 12 a page (spec §2).
 */
function OrganizationPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const label = useChoiceLabel();
  const { organizationId = '' } = useParams();
  const q = useOrganization(organizationId);
  useTitle(q.data?.organization_name ?? t.organization);
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.isError) {
    const missing = q.error instanceof ApiError && (q.error.code === Code.NOT_FOUND || q.error.code === Code.VALIDATION);
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-3xl px-4 py-16 text-center',
      children: [
        /* @__PURE__ */ a('p', {
          role: 'alert',
          className: 'text-lg text-slate-800',
          children: tr(missing ? Msg.noOrgData : Msg.errorTryAgain),
        }),
        /* @__PURE__ */ a(Link, {
          to: '/verified_page',
          className: buttonClass('secondary', 'mt-6'),
          children: t.seeVerified,
        }),
      ],
    });
  }
  const o = q.data;
  const features = [o.organization_f_img_1, o.organization_f_img_2, o.organization_f_img_3].filter((u) => !!u);
  const socials = ['facebook', 'twitter', 'instagram']
    .map((k) => ({
      k,
      url: socialUrl(k, o[k]),
    }))
    .filter((s) => s.url);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('section', {
        className: 'bg-brand-800 text-white',
        children: /* @__PURE__ */ a('div', {
          className: 'mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-10 text-center sm:flex-row sm:text-left',
          children: [
            /* @__PURE__ */ a(Avatar, {
              src: o.image_url,
              size: 112,
              alt: t.logo({ name: o.organization_name }),
              className: 'h-28 w-28 rounded-full border-4 border-white bg-white',
            }),
            /* @__PURE__ */ a('div', {
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'text-sm font-semibold tracking-wide text-sun-400 uppercase',
                  children: t.verified,
                }),
                /* @__PURE__ */ a('h1', {
                  className: 'mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl',
                  children: o.organization_name,
                }),
                /* @__PURE__ */ a('p', {
                  className: 'mt-1 text-brand-100',
                  children: [
                    o.organization_type && label(o.organization_type),
                    o.category ? ` · ${label(o.category)}` : '',
                    o.state ? ` · ${o.state}` : '',
                  ],
                }),
              ],
            }),
          ],
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'mx-auto max-w-6xl px-4 py-8',
        children: [
          features.length > 0 &&
            /* @__PURE__ */ a('ul', {
              className: 'grid grid-cols-3 gap-2 sm:gap-4',
              'aria-label': t.pictures,
              children: features.map((u, i) =>
                /* @__PURE__ */ a(
                  'li',
                  {
                    children: /* @__PURE__ */ a('img', {
                      src: imageUrl(u, 'card'),
                      onError: fallbackToPlaceholder,
                      alt: t.picture({
                        name: o.organization_name,
                        n: i + 1,
                      }),
                      width: 363,
                      height: 232,
                      loading: 'lazy',
                      className: 'aspect-[363/232] w-full rounded-xl object-cover',
                    }),
                  },
                  u,
                ),
              ),
            }),
          /* @__PURE__ */ a('section', {
            'aria-label': t.contact,
            className:
              'mt-6 grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]',
            children: [
              /* @__PURE__ */ a('div', {
                className: 'space-y-2 text-slate-700',
                children: [
                  o.organization_address &&
                    /* @__PURE__ */ a('p', {
                      children: [
                        /* @__PURE__ */ a('span', {
                          className: 'font-semibold text-slate-900',
                          children: [t.address, ' '],
                        }),
                        o.organization_address,
                      ],
                    }),
                  /* @__PURE__ */ a('p', {
                    children: [
                      /* @__PURE__ */ a('span', {
                        className: 'font-semibold text-slate-900',
                        children: [t.email, ' '],
                      }),
                      /* @__PURE__ */ a('a', {
                        href: `mailto:${o.organization_email}`,
                        className: 'break-all text-brand-800 underline',
                        children: o.organization_email,
                      }),
                    ],
                  }),
                ],
              }),
              socials.length > 0 &&
                /* @__PURE__ */ a('ul', {
                  className: 'flex items-start gap-2 sm:justify-end',
                  'aria-label': t.socialMedia,
                  children: socials.map((s) =>
                    /* @__PURE__ */ a(
                      'li',
                      {
                        children: /* @__PURE__ */ a('a', {
                          href: s.url,
                          target: '_blank',
                          rel: 'noopener noreferrer',
                          className:
                            'flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100',
                          'aria-label': t.on({
                            name: o.organization_name,
                            network: s.k === 'twitter' ? 'X (Twitter)' : s.k[0].toUpperCase() + s.k.slice(1),
                          }),
                          children: /* @__PURE__ */ a('svg', {
                            viewBox: '0 0 24 24',
                            className: 'h-5 w-5',
                            fill: 'currentColor',
                            'aria-hidden': 'true',
                            children: /* @__PURE__ */ a('path', { d: icons[s.k] }),
                          }),
                        }),
                      },
                      s.k,
                    ),
                  ),
                }),
            ],
          }),
          /* @__PURE__ */ a('section', {
            'aria-labelledby': 'org-campaigns',
            className: 'mt-10',
            children: [
              /* @__PURE__ */ a('h2', {
                id: 'org-campaigns',
                className: 'mb-5 text-2xl font-bold text-brand-900',
                children: t.campaigns,
              }),
              /* @__PURE__ */ a(Campaigns, { id: organizationId }),
            ],
          }),
        ],
      }),
    ],
  });
}
export { OrganizationPage as default, messages };
