// src/lib/i18n/catalogues/yo.ts
/** This language's catalogues, one lazy chunk per area (fetched only by a page shown in this language). */
var areas = /* #__PURE__ */ Object.assign({
  '../../../locales/yo/account.json': () => import('./account-8gdbivY4.js').then((m) => m['default']),
  '../../../locales/yo/admin.json': () => import('./admin-DeOP0bVM.js').then((m) => m['default']),
  '../../../locales/yo/articles.json': () => import('./articles-B1t1sVjo.js').then((m) => m['default']),
  '../../../locales/yo/auth.json': () => import('./auth-BRi-wSOf.js').then((m) => m['default']),
  '../../../locales/yo/campaign.json': () => import('./campaign-Du93ldSI.js').then((m) => m['default']),
  '../../../locales/yo/cards.json': () => import('./cards-CQAVU1mr.js').then((m) => m['default']),
  '../../../locales/yo/create.json': () => import('./create-B3qoXdFl.js').then((m) => m['default']),
  '../../../locales/yo/donate.json': () => import('./donate-Bpab_dIA.js').then((m) => m['default']),
  '../../../locales/yo/donations.json': () => import('./donations-833bg5A7.js').then((m) => m['default']),
  '../../../locales/yo/explore.json': () => import('./explore-D8BG-usu.js').then((m) => m['default']),
  '../../../locales/yo/home.json': () => import('./home-CewMBoY0.js').then((m) => m['default']),
  '../../../locales/yo/legal.json': () => import('./legal-COVgGiFU.js').then((m) => m['default']),
  '../../../locales/yo/monthly.json': () => import('./monthly-dl3y_cLr.js').then((m) => m['default']),
  '../../../locales/yo/organizations.json': () => import('./organizations-Cr03Qrsi.js').then((m) => m['default']),
  '../../../locales/yo/owner.json': () => import('./owner-DOnc_-xx.js').then((m) => m['default']),
  '../../../locales/yo/pages.json': () => import('./pages-CCKt62z0.js').then((m) => m['default']),
  '../../../locales/yo/profile.json': () => import('./profile-Dvlrcz3F.js').then((m) => m['default']),
  '../../../locales/yo/shell.json': () => import('./shell-C70fixox.js').then((m) => m['default']),
  '../../../locales/yo/unsubscribe.json': () => import('./unsubscribe-BxhMqK7o.js').then((m) => m['default']),
  '../../../locales/yo/volunteers.json': () => import('./volunteers-DZXe9IKx.js').then((m) => m['default']),
});
export { areas };
