// src/lib/i18n/catalogues/ig.ts
/** This language's catalogues, one lazy chunk per area (fetched only by a page shown in this language). */
var areas = /* #__PURE__ */ Object.assign({
  '../../../locales/ig/account.json': () => import('./account-DbYNGEk3.js').then((m) => m['default']),
  '../../../locales/ig/admin.json': () => import('./admin-BCCujqVi.js').then((m) => m['default']),
  '../../../locales/ig/articles.json': () => import('./articles-rZevua0S.js').then((m) => m['default']),
  '../../../locales/ig/auth.json': () => import('./auth-Bf7raX4y.js').then((m) => m['default']),
  '../../../locales/ig/campaign.json': () => import('./campaign-BGRE8hKd.js').then((m) => m['default']),
  '../../../locales/ig/cards.json': () => import('./cards-CW19vC8r.js').then((m) => m['default']),
  '../../../locales/ig/create.json': () => import('./create-B1VNDQC2.js').then((m) => m['default']),
  '../../../locales/ig/donate.json': () => import('./donate-BSREtCsY.js').then((m) => m['default']),
  '../../../locales/ig/donations.json': () => import('./donations-BP1XLeuT.js').then((m) => m['default']),
  '../../../locales/ig/explore.json': () => import('./explore-BfbsjHyI.js').then((m) => m['default']),
  '../../../locales/ig/home.json': () => import('./home-CTwMschI.js').then((m) => m['default']),
  '../../../locales/ig/legal.json': () => import('./legal-DHroTZoS.js').then((m) => m['default']),
  '../../../locales/ig/monthly.json': () => import('./monthly-DnEijaFf.js').then((m) => m['default']),
  '../../../locales/ig/organizations.json': () => import('./organizations-Dn4goVF4.js').then((m) => m['default']),
  '../../../locales/ig/owner.json': () => import('./owner-BvtaKf2n.js').then((m) => m['default']),
  '../../../locales/ig/pages.json': () => import('./pages-DFl-WdPb.js').then((m) => m['default']),
  '../../../locales/ig/profile.json': () => import('./profile-BDZOMpKZ.js').then((m) => m['default']),
  '../../../locales/ig/shell.json': () => import('./shell-BCTa1iTe.js').then((m) => m['default']),
  '../../../locales/ig/unsubscribe.json': () => import('./unsubscribe-DvEORzMf.js').then((m) => m['default']),
  '../../../locales/ig/volunteers.json': () => import('./volunteers-Da0eubLb.js').then((m) => m['default']),
});
export { areas };
