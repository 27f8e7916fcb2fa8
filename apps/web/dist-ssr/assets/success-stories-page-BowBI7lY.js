import {
  L as Msg,
  N as unwrap,
  W as Link,
  b as Button,
  d as formatNaira,
  j as apiGet,
  l as preview,
  o as formatDate,
  r as campaignKeys,
  x as buttonClass,
} from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { b as PageSize, c as FirstPage } from './constants-DBX7dDmi.js';
import { a as CampaignPicture, o as PlaceLabel, r as GridSkeleton } from './campaign-card-32lIK6tH.js';
import { t as CategoryTag } from './category-tag-CfcVUxjF.js';
import { I as $, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/campaigns/api/get-success-stories.ts
/** GET /campaigns/closed: success stories, 10 a page from page 0 (spec §4). */
var getSuccessStories = (page, perPage, signal) =>
  unwrap(
    apiGet(
      '/campaigns/closed',
      {
        page,
        per_page: perPage,
      },
      { signal },
    ),
  );
/** Appends pages: Show More asks for the next one unless page + 1 >= total_pages. */
function useSuccessStories() {
  return useInfiniteQuery({
    queryKey: campaignKeys.stories(PageSize.completedCampaigns),
    queryFn: ({ pageParam, signal }) => getSuccessStories(pageParam, PageSize.completedCampaigns, signal),
    initialPageParam: FirstPage.completedCampaigns,
    getNextPageParam: (last, _all, page) => (page + 1 < last.total_pages ? page + 1 : void 0),
  });
}
// src/features/campaigns/success-stories-page.tsx
var messages = i18n('explore/success-stories-page', {
  title: 'Success stories',
  intro: 'Campaigns that reached the people they were for, and the thank-you notes their owners wrote to donors.',
  exploreLive: 'Explore live campaigns',
  raised: '{amount} raised · goal met',
  closed: params('Closed {date}'),
  view: 'View Campaign',
  showMore: 'Show More Stories',
});
/** /success_stories (spec §2, §4): closed campaigns that reached their goal, 10 a page from page 0, each with what it raised and View Campaign. */
function SuccessStoriesPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useSuccessStories();
  const stories = q.data?.pages.flatMap((p) => p.campaigns) ?? [];
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    width: 'max-w-6xl',
    children: q.isPending
      ? /* @__PURE__ */ a(GridSkeleton, { count: 6 })
      : q.isError
        ? /* @__PURE__ */ a('div', {
            role: 'alert',
            className: 'rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800',
            children: q.error.message || tr(Msg.errorTryAgain),
          })
        : stories.length === 0
          ? /* @__PURE__ */ a('div', {
              className: 'rounded-xl border border-dashed border-slate-300 p-10 text-center',
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'text-lg font-semibold text-slate-800',
                  children: tr(Msg.noSuccessStoriesAvailable),
                }),
                /* @__PURE__ */ a(Link, {
                  to: '/campaigns',
                  className: buttonClass('primary', 'mt-4'),
                  children: t.exploreLive,
                }),
              ],
            })
          : /* @__PURE__ */ a($, {
              children: [
                /* @__PURE__ */ a('ul', {
                  className: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
                  children: stories.map((s) =>
                    /* @__PURE__ */ a(
                      'li',
                      {
                        className: 'flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
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
                            className: 'flex flex-1 flex-col p-5',
                            children: [
                              /* @__PURE__ */ a('div', {
                                className: 'flex min-w-0 items-center justify-between gap-3',
                                children: [
                                  /* @__PURE__ */ a(CategoryTag, {
                                    name: s.category,
                                    className: 'shrink-0',
                                  }),
                                  /* @__PURE__ */ a(PlaceLabel, {
                                    campaign: s,
                                    className: 'text-xs text-slate-600',
                                  }),
                                ],
                              }),
                              /* @__PURE__ */ a('h2', {
                                className: 'mt-1.5 text-lg leading-snug font-bold text-slate-900',
                                children: s.title,
                              }),
                              /* @__PURE__ */ a('p', {
                                className: 'mt-1 text-sm text-slate-600',
                                children: s.summary,
                              }),
                              /* @__PURE__ */ a('p', {
                                className: 'mt-2 text-sm text-slate-700',
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
                                  className: 'mt-3 flex-1 border-l-4 border-sun-400 pl-3 text-sm text-slate-700 italic',
                                  children: preview(s.message, 200),
                                }),
                              /* @__PURE__ */ a('div', {
                                className: 'mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-4',
                                children: [
                                  s.closed_at &&
                                    /* @__PURE__ */ a('p', {
                                      className: 'text-xs text-slate-600',
                                      children: t.closed({ date: formatDate(s.closed_at) }),
                                    }),
                                  /* @__PURE__ */ a(Link, {
                                    to: `/campaign/${s.campaign_id.toLowerCase()}`,
                                    className: buttonClass('secondary', 'min-h-10 shrink-0 px-4 whitespace-nowrap'),
                                    children: [
                                      t.view,
                                      /* @__PURE__ */ a('span', {
                                        className: 'sr-only',
                                        children: [': ', s.title],
                                      }),
                                    ],
                                  }),
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
                q.hasNextPage &&
                  /* @__PURE__ */ a('div', {
                    className: 'mt-8 text-center',
                    children: /* @__PURE__ */ a(Button, {
                      variant: 'secondary',
                      onClick: () => q.fetchNextPage(),
                      loading: q.isFetchingNextPage,
                      children: t.showMore,
                    }),
                  }),
              ],
            }),
  });
}
export { SuccessStoriesPage as default, messages };
