// src/lib/i18n/catalogues/ha.ts
/** This language's catalogues, one lazy chunk per area (fetched only by a page shown in this language). */
var areas = /* #__PURE__ */ Object.assign({
  '../../../locales/ha/account.json': () => import('./account-DsHdz_BG.js').then((m) => m['default']),
  '../../../locales/ha/admin.json': () => import('./admin-sw_4n1gW.js').then((m) => m['default']),
  '../../../locales/ha/articles.json': () => import('./articles-CAzUfIXO.js').then((m) => m['default']),
  '../../../locales/ha/auth.json': () => import('./auth-D1VrtZeX.js').then((m) => m['default']),
  '../../../locales/ha/campaign.json': () => import('./campaign-dMNSF6Si.js').then((m) => m['default']),
  '../../../locales/ha/cards.json': () => import('./cards-D9SpJqhX.js').then((m) => m['default']),
  '../../../locales/ha/create.json': () => import('./create-NltvT42L.js').then((m) => m['default']),
  '../../../locales/ha/donate.json': () => import('./donate-BSKCsUmA.js').then((m) => m['default']),
  '../../../locales/ha/donations.json': () => import('./donations-4apfx1py.js').then((m) => m['default']),
  '../../../locales/ha/explore.json': () => import('./explore-D33A0kj9.js').then((m) => m['default']),
  '../../../locales/ha/home.json': () => import('./home-D4F4FWWK.js').then((m) => m['default']),
  '../../../locales/ha/legal.json': () => import('./legal-5_vT2myP.js').then((m) => m['default']),
  '../../../locales/ha/monthly.json': () => import('./monthly-CQ88i3oU.js').then((m) => m['default']),
  '../../../locales/ha/organizations.json': () => import('./organizations-DuS9QBn1.js').then((m) => m['default']),
  '../../../locales/ha/owner.json': () => import('./owner-CCSCStJ_.js').then((m) => m['default']),
  '../../../locales/ha/pages.json': () => import('./pages-Dz5Gc_N4.js').then((m) => m['default']),
  '../../../locales/ha/profile.json': () => import('./profile-B0zb5SSS.js').then((m) => m['default']),
  '../../../locales/ha/shell.json': () => import('./shell-DAZA8CQ3.js').then((m) => m['default']),
  '../../../locales/ha/unsubscribe.json': () => import('./unsubscribe-8BGQx8Ix.js').then((m) => m['default']),
  '../../../locales/ha/volunteers.json': () => import('./volunteers-jxTu-SNV.js').then((m) => m['default']),
});
export { areas };
