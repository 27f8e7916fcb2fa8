import { r as useTitle } from './page-D1qYEQFx.js';
import {
  A as api,
  H as useQuery,
  L as Msg,
  N as unwrap,
  W as Link,
  d as formatNaira,
  j as apiGet,
  l as preview,
  q as useNavigate,
  x as buttonClass,
} from '../entry-server.js';
import { a as externalArticleUrl, i as articles, n as ArticleImage, t as ArticleByline } from './article-parts-bC1usGSt.js';
import { n as commission } from './policy-D3QFlXg4.js';
import { t as Icon } from './icons-B6PasG8J.js';
import { I as $, N as d, O as A, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { a as CampaignPicture, n as CampaignGrid, r as GridSkeleton } from './campaign-card-32lIK6tH.js';
import { b as PageSize, g as Limits, o as Delay, t as CAMPAIGN_CATEGORIES } from './constants-DBX7dDmi.js';
import { n as useCategoryName } from './category-tag-CfcVUxjF.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/home/components/home-blocks.tsx
/** The home page's static blocks (spec §1), rendered by the home page in this order. */
var messages$5 = i18n('home/home-blocks', {
  whyKicker: 'Why choose Ireti',
  whyTitle: 'Giving that stays honest, from the first naira to the thank-you',
  freeTitle: 'Free for donors',
  freeText: params(
    'Accounts are free and donors pay no service fee. We take {commission} of the goal only when a campaigner claims the money.',
  ),
  vettedTitle: 'Vetted by your neighbours',
  vettedText: 'Every campaign is checked by trained volunteers from its own state before it can take a single naira.',
  protectedTitle: 'Your money is protected',
  protectedText: 'Donations are held until the goal is reached and claimed. If a campaign is deleted or falls short, you get it all back.',
  payTitle: 'Pay the way you like',
  payText: 'Give by card, bank transfer or USSD, signed in, as a guest or anonymously.',
  askTitle: 'Need to raise funds for something that matters?',
  askText:
    'Hospital bills, school fees, a small business, a community project. Tell your story with a title and a picture, share the link with the people who know you, and let volunteers vouch for it. Starting a campaign is free.',
  start: 'Start a campaign',
  seeHow: 'See how it works',
  blogKicker: 'From the blog',
  blogTitle: 'Guides for campaigners and donors',
  visitBlog: 'Visit our blog',
  readMore: 'Read More',
  newTab: '(opens in a new tab)',
  trusted: 'Trusted by organisations across Nigeria',
  everyOrg: 'See every verified organisation',
});
var reasons = [
  {
    icon: 'gift',
    title: (t) => t.freeTitle,
    text: (t) => t.freeText({ commission }),
  },
  {
    icon: 'people',
    title: (t) => t.vettedTitle,
    text: (t) => t.vettedText,
  },
  {
    icon: 'shield',
    title: (t) => t.protectedTitle,
    text: (t) => t.protectedText,
  },
  {
    icon: 'card',
    title: (t) => t.payTitle,
    text: (t) => t.payText,
  },
];
function WhyChooseUs() {
  const t = useT(messages$5);
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'why-heading',
    className: 'bg-white py-14',
    children: /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-6xl px-4',
      children: [
        /* @__PURE__ */ a('p', {
          className: 'text-sm font-bold tracking-wide text-brand-700 uppercase',
          children: t.whyKicker,
        }),
        /* @__PURE__ */ a('h2', {
          id: 'why-heading',
          className: 'mt-1 max-w-2xl text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl',
          children: t.whyTitle,
        }),
        /* @__PURE__ */ a('ul', {
          className: 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
          children: reasons.map((r) =>
            /* @__PURE__ */ a(
              'li',
              {
                className: 'rounded-xl border border-slate-200 p-5',
                children: [
                  /* @__PURE__ */ a('span', {
                    className: 'flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
                    children: /* @__PURE__ */ a(Icon, { name: r.icon }),
                  }),
                  /* @__PURE__ */ a('h3', {
                    className: 'mt-4 font-bold text-slate-900',
                    children: r.title(t),
                  }),
                  /* @__PURE__ */ a('p', {
                    className: 'mt-2 text-sm leading-relaxed text-slate-600',
                    children: r.text(t),
                  }),
                ],
              },
              r.icon,
            ),
          ),
        }),
      ],
    }),
  });
}
function AskingForFunds() {
  const t = useT(messages$5);
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'ask-heading',
    className: 'bg-brand-800 text-white',
    children: /* @__PURE__ */ a('div', {
      className: 'mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 md:grid-cols-[1fr_auto]',
      children: [
        /* @__PURE__ */ a('div', {
          children: [
            /* @__PURE__ */ a('h2', {
              id: 'ask-heading',
              className: 'text-2xl font-extrabold tracking-tight sm:text-3xl',
              children: t.askTitle,
            }),
            /* @__PURE__ */ a('p', {
              className: 'mt-3 max-w-2xl text-brand-50',
              children: t.askText,
            }),
          ],
        }),
        /* @__PURE__ */ a('div', {
          className: 'flex flex-col gap-3 sm:flex-row md:flex-col',
          children: [
            /* @__PURE__ */ a(Link, {
              to: '/create_campaigns',
              className: buttonClass('sun', 'px-8 text-base'),
              children: t.start,
            }),
            /* @__PURE__ */ a(Link, {
              to: '/how_it_works',
              className:
                'inline-flex min-h-11 items-center justify-center rounded-lg border border-white/40 px-8 text-sm font-semibold text-white hover:bg-white/10',
              children: t.seeHow,
            }),
          ],
        }),
      ],
    }),
  });
}
function BlogTeaser() {
  const t = useT(messages$5);
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'blog-heading',
    className: 'bg-slate-50 py-14',
    children: /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-6xl px-4',
      children: [
        /* @__PURE__ */ a('div', {
          className: 'flex flex-wrap items-end justify-between gap-4',
          children: [
            /* @__PURE__ */ a('div', {
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'text-sm font-bold tracking-wide text-brand-700 uppercase',
                  children: t.blogKicker,
                }),
                /* @__PURE__ */ a('h2', {
                  id: 'blog-heading',
                  className: 'mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl',
                  children: t.blogTitle,
                }),
              ],
            }),
            /* @__PURE__ */ a(Link, {
              to: '/blog',
              className: buttonClass('secondary'),
              children: t.visitBlog,
            }),
          ],
        }),
        /* @__PURE__ */ a('ul', {
          className: 'mt-8 grid gap-6 md:grid-cols-3',
          children: articles.map((a$1) =>
            /* @__PURE__ */ a(
              'li',
              {
                className: 'flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white',
                children: [
                  /* @__PURE__ */ a(ArticleImage, {
                    a: a$1,
                    className: 'aspect-[2/1] w-full object-cover md:aspect-[5/3]',
                  }),
                  /* @__PURE__ */ a('div', {
                    className: 'flex flex-1 flex-col p-5',
                    children: [
                      /* @__PURE__ */ a('p', {
                        className: 'text-xs font-semibold text-brand-700',
                        children: /* @__PURE__ */ a(ArticleByline, { a: a$1 }),
                      }),
                      /* @__PURE__ */ a('h3', {
                        className: 'mt-2 text-lg leading-snug font-bold text-slate-900',
                        children: a$1.title,
                      }),
                      /* @__PURE__ */ a('p', {
                        className: 'mt-2 flex-1 text-sm leading-relaxed text-slate-600',
                        children: a$1.excerpt,
                      }),
                      /* @__PURE__ */ a('a', {
                        href: externalArticleUrl(a$1.slug),
                        target: '_blank',
                        rel: 'noopener noreferrer',
                        className:
                          'mt-4 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline',
                        children: [
                          t.readMore,
                          /* @__PURE__ */ a('span', {
                            className: 'sr-only',
                            children: [': ', a$1.title, ' ', t.newTab],
                          }),
                          /* @__PURE__ */ a(Icon, {
                            name: 'external',
                            small: true,
                          }),
                        ],
                      }),
                    ],
                  }),
                ],
              },
              a$1.slug,
            ),
          ),
        }),
      ],
    }),
  });
}
var partners = [
  {
    name: 'Hope Foundation',
    logo: '/partners/hope-foundation.svg',
  },
  {
    name: 'Arewa Scholars Trust',
    logo: '/partners/arewa-scholars-trust.svg',
  },
  {
    name: 'Eko Community Clinics',
    logo: '/partners/eko-community-clinics.svg',
  },
  {
    name: 'Ndidi Women in Business',
    logo: '/partners/ndidi-women-in-business.svg',
  },
];
function TrustedOrganizations() {
  const t = useT(messages$5);
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'trusted-heading',
    className: 'border-y border-slate-200 bg-white py-10',
    children: /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-6xl px-4',
      children: [
        /* @__PURE__ */ a('h2', {
          id: 'trusted-heading',
          className: 'text-center text-sm font-bold tracking-wide text-slate-600 uppercase',
          children: t.trusted,
        }),
        /* @__PURE__ */ a('ul', {
          className: 'mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-8 md:grid-cols-4',
          children: partners.map((p) =>
            /* @__PURE__ */ a(
              'li',
              {
                className: 'flex justify-center',
                children: /* @__PURE__ */ a('img', {
                  src: p.logo,
                  alt: p.name,
                  width: 224,
                  height: 64,
                  loading: 'lazy',
                  decoding: 'async',
                  className: 'h-11 w-auto max-w-full sm:h-14',
                }),
              },
              p.name,
            ),
          ),
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-6 text-center',
          children: /* @__PURE__ */ a(Link, {
            to: '/verified_page',
            className: 'text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline',
            children: t.everyOrg,
          }),
        }),
      ],
    }),
  });
}
// src/features/home/api/get-home-list.ts
/** GET /campaigns/all?time=…&per_page=3: a home section (top, new or closing). */
var getHomeList = (time, signal) =>
  unwrap(
    apiGet(
      '/campaigns/all',
      {
        time,
        page: 1,
        per_page: PageSize.homeSection,
      },
      { signal },
    ),
  );
function useHomeList(time) {
  return useQuery({
    queryKey: ['campaigns', 'list', time, PageSize.homeSection],
    queryFn: ({ signal }) => getHomeList(time, signal),
    staleTime: 6e4,
  });
}
// src/features/home/components/campaign-section.tsx
var messages$4 = i18n('home/campaign-section', {
  seeAll: 'See all',
  failed: 'These campaigns could not be loaded. Please refresh.',
});
/** One home list (top, new or closing): three cards and a link to the whole list on explore. */
function CampaignSection({ time, title, intro }) {
  const t = useT(messages$4);
  const { data, isPending, isError } = useHomeList(time);
  if (!isPending && !isError && !data?.transactions.length) return null;
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': `home-${time}`,
    className: 'py-8 sm:py-10',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'mb-5 flex flex-wrap items-end justify-between gap-2',
        children: [
          /* @__PURE__ */ a('div', {
            children: [
              /* @__PURE__ */ a('h2', {
                id: `home-${time}`,
                className: 'text-2xl font-extrabold tracking-tight text-slate-900',
                children: title,
              }),
              /* @__PURE__ */ a('p', {
                className: 'mt-1 text-slate-600',
                children: intro,
              }),
            ],
          }),
          /* @__PURE__ */ a(Link, {
            to: `/campaigns?time=${time}`,
            className: 'text-sm font-semibold text-brand-800 hover:underline',
            children: [
              t.seeAll,
              ' ',
              /* @__PURE__ */ a('span', {
                className: 'sr-only',
                children: title.toLowerCase(),
              }),
              ' →',
            ],
          }),
        ],
      }),
      isPending
        ? /* @__PURE__ */ a(GridSkeleton, {})
        : isError
          ? /* @__PURE__ */ a('p', {
              className: 'text-slate-600',
              children: t.failed,
            })
          : /* @__PURE__ */ a(CampaignGrid, {
              campaigns: data.transactions,
              row: true,
              preview: true,
            }),
    ],
  });
}
// src/features/home/api/get-stats.ts
/**
 * The home counters: GET /campaigns/total/number (campaigns, success stories) and
 * GET /donations/total/number (paid donations), as the spec names them.
 */
async function getStats(signal) {
  const [campaigns, donations] = await Promise.all([
    unwrap(api('GET', '/campaigns/total/number', void 0, { signal })),
    unwrap(api('GET', '/donations/total/number', void 0, { signal })),
  ]);
  return {
    total_campaigns: campaigns.total_campaigns,
    total_closed: campaigns.total_closed,
    total_donations: donations.total_donations,
  };
}
function useStats() {
  return useQuery({
    queryKey: ['campaigns', 'stats'],
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 6e4,
  });
}
// src/features/home/components/counters.tsx
var messages$3 = i18n('home/counters', {
  title: 'Ireti in numbers',
  campaigns: 'Campaigns',
  campaignsHint: 'vetted and live or completed',
  donations: 'Donations',
  donationsHint: 'confirmed gifts from donors',
  stories: 'Success stories',
  storiesHint: 'campaigns that reached their goal',
  loading: 'Loading',
});
var nf = new Intl.NumberFormat('en-NG');
/**
 * Counts from 0 to each value over 3 s, starting 2 s after the numbers arrive (spec §4, §9). Null
 * until the count starts: the figures are not shown as 0 meanwhile (issue 14), their space is kept.
 */
function useCountUp(targets) {
  const [values, setValues] = d(null);
  const key = targets?.join(',') ?? '';
  A(() => {
    if (!targets) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setValues(targets);
      return;
    }
    setValues(null);
    let frame = 0;
    let start = 0;
    const tick = (now) => {
      start ||= now;
      const t = Math.min(1, (now - start) / Delay.statsCountMs);
      const eased = 1 - (1 - t) ** 3;
      setValues(targets.map((v) => Math.round(v * eased)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    const timer = setTimeout(() => (frame = requestAnimationFrame(tick)), Delay.statsStartMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  return values;
}
function Counters() {
  const t = useT(messages$3);
  const { data } = useStats();
  const targets = data ? [data.total_campaigns, data.total_donations, data.total_closed] : null;
  const values = useCountUp(targets);
  const items = [
    {
      label: t.campaigns,
      hint: t.campaignsHint,
    },
    {
      label: t.donations,
      hint: t.donationsHint,
    },
    {
      label: t.stories,
      hint: t.storiesHint,
    },
  ];
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'counters-title',
    className: 'bg-brand-900 text-white',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'counters-title',
        className: 'sr-only',
        children: t.title,
      }),
      /* @__PURE__ */ a('dl', {
        className: 'mx-auto grid max-w-6xl grid-cols-3 gap-2 px-4 py-8 text-center sm:py-10',
        children: items.map((item, i) =>
          /* @__PURE__ */ a(
            'div',
            {
              className: 'flex flex-col-reverse',
              children: [
                /* @__PURE__ */ a('dt', {
                  className: 'mt-1 text-xs font-medium text-brand-100 sm:text-sm',
                  children: [
                    item.label,
                    /* @__PURE__ */ a('span', {
                      className: 'mt-0.5 hidden text-xs font-normal text-brand-100/80 sm:block',
                      children: item.hint,
                    }),
                  ],
                }),
                /* @__PURE__ */ a('dd', {
                  className: 'text-2xl font-extrabold tabular-nums text-sun-400 sm:text-4xl',
                  'aria-live': 'off',
                  children: targets
                    ? /* @__PURE__ */ a($, {
                        children: [
                          /* @__PURE__ */ a('span', {
                            'aria-hidden': 'true',
                            className: values ? void 0 : 'invisible',
                            'data-testid': 'counter-figure',
                            children: nf.format(values ? (values[i] ?? 0) : targets[i]),
                          }),
                          /* @__PURE__ */ a('span', {
                            className: 'sr-only',
                            children: nf.format(targets[i]),
                          }),
                        ],
                      })
                    : /* @__PURE__ */ a($, {
                        children: [
                          /* @__PURE__ */ a('span', {
                            'aria-hidden': 'true',
                            className: 'invisible',
                            children: '0',
                          }),
                          /* @__PURE__ */ a('span', {
                            className: 'sr-only',
                            children: t.loading,
                          }),
                        ],
                      }),
                }),
              ],
            },
            item.label,
          ),
        ),
      }),
    ],
  });
}
// src/features/home/components/hero.tsx
var messages$2 = i18n('home/hero', {
  kicker: 'Crowdfunding for Nigeria',
  title: 'Raise money for what matters, in naira, with people who care.',
  intro:
    'Health bills, school fees, a new shop, a community borehole. Every campaign is checked by volunteers in its own state, and donors pay no fees.',
  start: 'Start a campaign',
  explore: 'Explore campaigns',
  searchLabel: 'Search campaigns',
  searchPlaceholder: 'Search: surgery, school fees, Kano…',
  search: 'Search',
  categories: 'Browse by category',
});
/** The home page's first screen: what Ireti is, start or find a campaign, and a search box. */
function Hero() {
  const t = useT(messages$2);
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const [text, setText] = d('');
  return /* @__PURE__ */ a('section', {
    className: 'relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white',
    children: [
      /* @__PURE__ */ a('svg', {
        'aria-hidden': 'true',
        viewBox: '0 0 600 600',
        className: 'pointer-events-none absolute -top-24 -right-40 h-[26rem] w-[26rem] opacity-15 sm:h-[34rem] sm:w-[34rem]',
        children: /* @__PURE__ */ a('path', {
          d: 'M300 520s-210-125-210-276a118 118 0 0 1 210-74 118 118 0 0 1 210 74c0 151-210 276-210 276z',
          fill: '#f5c542',
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'relative mx-auto max-w-6xl px-4 pt-12 pb-14 sm:pt-20 sm:pb-20',
        children: [
          /* @__PURE__ */ a('p', {
            className: 'text-sm font-semibold tracking-wide text-sun-400 uppercase',
            children: t.kicker,
          }),
          /* @__PURE__ */ a('h1', {
            className: 'mt-3 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl',
            children: t.title,
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-4 max-w-2xl text-lg text-brand-50',
            children: t.intro,
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-7 flex flex-wrap gap-3',
            children: [
              /* @__PURE__ */ a(Link, {
                to: '/create_campaigns',
                className: buttonClass('sun', 'px-6 text-base'),
                children: t.start,
              }),
              /* @__PURE__ */ a(Link, {
                to: '/campaigns',
                className:
                  'inline-flex min-h-11 items-center justify-center rounded-lg border border-white/80 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10',
                children: t.explore,
              }),
            ],
          }),
          /* @__PURE__ */ a('form', {
            role: 'search',
            className: 'mt-8 flex max-w-xl flex-wrap gap-1.5 rounded-xl bg-white p-1.5 shadow-lg sm:flex-nowrap sm:gap-2',
            onSubmit: (e) => {
              e.preventDefault();
              navigate('/campaigns', { state: { search: text.trim() } });
            },
            children: [
              /* @__PURE__ */ a('label', {
                htmlFor: 'hero-search',
                className: 'sr-only',
                children: t.searchLabel,
              }),
              /* @__PURE__ */ a('input', {
                id: 'hero-search',
                value: text,
                onChange: (e) => setText(e.target.value),
                placeholder: t.searchPlaceholder,
                maxLength: 100,
                className:
                  'min-h-11 min-w-0 basis-full rounded-lg px-2.5 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none sm:basis-auto sm:flex-1 sm:px-3',
              }),
              /* @__PURE__ */ a('button', {
                type: 'submit',
                className: buttonClass('primary', 'w-full sm:w-auto'),
                children: t.search,
              }),
            ],
          }),
          /* @__PURE__ */ a('ul', {
            className: 'mt-5 flex flex-wrap gap-2',
            'aria-label': t.categories,
            children: CAMPAIGN_CATEGORIES.map((c) =>
              /* @__PURE__ */ a(
                'li',
                {
                  children: /* @__PURE__ */ a(Link, {
                    to: `/campaigns?category=${c.name}`,
                    className: 'inline-block rounded-full border border-white/30 px-3 py-1 text-sm text-white hover:bg-white/10',
                    children: categoryName(c.name),
                  }),
                },
                c.name,
              ),
            ),
          }),
        ],
      }),
    ],
  });
}
// src/features/home/api/get-home-stories.ts
/** GET /campaigns/closed?page=0&per_page=3: the home page's success stories. */
var getHomeStories = (signal) =>
  unwrap(
    apiGet(
      '/campaigns/closed',
      {
        page: 0,
        per_page: PageSize.homeSection,
      },
      { signal },
    ),
  );
function useHomeStories() {
  return useQuery({
    queryKey: ['campaigns', 'stories', PageSize.homeSection],
    queryFn: ({ signal }) => getHomeStories(signal),
    staleTime: 6e4,
  });
}
// src/features/home/components/success-stories.tsx
var messages$1 = i18n('home/success-stories', {
  title: 'Success stories',
  intro: "Campaigns that reached their people, in the owners' own words.",
  all: 'All success stories',
  raised: '{amount} raised · goal met',
  view: 'View Campaign',
});
/** Three success stories (closed campaigns that reached their goal, with their thank-you and what they raised), each with View Campaign. */
function SuccessStories() {
  const t = useT(messages$1);
  const tr = useLocalise();
  const categoryName = useCategoryName();
  const { data, isPending } = useHomeStories();
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'home-stories',
    className: 'bg-sun-400/15 py-10',
    children: /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-6xl px-4',
      children: [
        /* @__PURE__ */ a('div', {
          className: 'mb-5 flex flex-wrap items-end justify-between gap-2',
          children: [
            /* @__PURE__ */ a('div', {
              children: [
                /* @__PURE__ */ a('h2', {
                  id: 'home-stories',
                  className: 'text-2xl font-extrabold tracking-tight text-slate-900',
                  children: t.title,
                }),
                /* @__PURE__ */ a('p', {
                  className: 'mt-1 text-slate-700',
                  children: t.intro,
                }),
              ],
            }),
            /* @__PURE__ */ a(Link, {
              to: '/success_stories',
              className: 'text-sm font-semibold text-brand-800 hover:underline',
              children: [t.all, ' →'],
            }),
          ],
        }),
        isPending
          ? /* @__PURE__ */ a('div', { className: 'h-48 animate-pulse rounded-xl bg-white/60' })
          : !data?.campaigns.length
            ? /* @__PURE__ */ a('p', {
                className: 'text-slate-700',
                children: tr(Msg.noSuccessStories),
              })
            : /* @__PURE__ */ a('ul', {
                className: 'grid gap-5 md:grid-cols-3',
                children: data.campaigns.map((s) =>
                  /* @__PURE__ */ a(
                    'li',
                    {
                      className: 'flex flex-col overflow-hidden rounded-xl bg-white shadow-sm',
                      children: [
                        /* @__PURE__ */ a(CampaignPicture, {
                          src: s.imageUrl,
                          alt: '',
                          label: s.title,
                          width: 363,
                          height: 232,
                          loading: 'lazy',
                          className: 'aspect-[363/232] w-full object-cover',
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'flex flex-1 flex-col p-4',
                          children: [
                            /* @__PURE__ */ a('p', {
                              className: 'text-xs font-semibold tracking-wide text-slate-600 uppercase',
                              children: categoryName(s.category),
                            }),
                            /* @__PURE__ */ a('h3', {
                              className: 'mt-1 font-bold text-slate-900',
                              children: s.title,
                            }),
                            /* @__PURE__ */ a('p', {
                              className: 'mt-1 text-sm text-slate-700',
                              children: /* @__PURE__ */ a(Rich, {
                                text: t.raised,
                                parts: {
                                  amount: /* @__PURE__ */ a('span', {
                                    className: 'font-bold text-brand-800',
                                    children: formatNaira(s.pledged),
                                  }),
                                },
                              }),
                            }),
                            s.message &&
                              /* @__PURE__ */ a('blockquote', {
                                className: 'mt-2 flex-1 border-l-4 border-sun-400 pl-3 text-sm text-slate-700 italic',
                                children: preview(s.message, Limits.homeDescriptionPreview),
                              }),
                            /* @__PURE__ */ a(Link, {
                              to: `/campaign/${s.campaign_id.toLowerCase()}`,
                              className: 'mt-4 text-sm font-semibold text-brand-800 hover:underline',
                              children: [
                                t.view,
                                ' ',
                                /* @__PURE__ */ a('span', {
                                  className: 'sr-only',
                                  children: [': ', s.title],
                                }),
                                ' →',
                              ],
                            }),
                          ],
                        }),
                      ],
                    },
                    s._id,
                  ),
                ),
              }),
      ],
    }),
  });
}
// src/features/home/home-page.tsx
var messages = i18n('home/home-page', {
  topTitle: 'Top campaigns',
  topIntro: 'Most given to in the last 30 days.',
  closingTitle: 'Closing in on their goal',
  closingIntro: 'A little more and these are there.',
  newTitle: 'New campaigns',
  newIntro: 'Just verified by our volunteers.',
});
/**
 * The home page (spec §1, §2): the hero, top, new and closing campaigns (three each), success
 * stories, the counters, and the static blocks. It loads no form, schema or editor code: the
 * home route's budget is 100 KB gzip on paid mobile data.
 */
function HomePage() {
  useTitle('');
  const t = useT(messages);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(Hero, {}),
      /* @__PURE__ */ a(Counters, {}),
      /* @__PURE__ */ a('div', {
        className: 'mx-auto max-w-6xl px-4',
        children: [
          /* @__PURE__ */ a(CampaignSection, {
            time: 'top',
            title: t.topTitle,
            intro: t.topIntro,
          }),
          /* @__PURE__ */ a(CampaignSection, {
            time: 'closing',
            title: t.closingTitle,
            intro: t.closingIntro,
          }),
          /* @__PURE__ */ a(CampaignSection, {
            time: 'new',
            title: t.newTitle,
            intro: t.newIntro,
          }),
        ],
      }),
      /* @__PURE__ */ a(SuccessStories, {}),
      /* @__PURE__ */ a(WhyChooseUs, {}),
      /* @__PURE__ */ a(AskingForFunds, {}),
      /* @__PURE__ */ a(BlogTeaser, {}),
      /* @__PURE__ */ a(TrustedOrganizations, {}),
    ],
  });
}
export { HomePage as default, messages };
