// src/lib/i18n/catalogues/pcm.ts
/** This language's catalogues, one lazy chunk per area (fetched only by a page shown in this language). */
var areas = /* #__PURE__ */ Object.assign({
  '../../../locales/pcm/account.json': () => import('./account-DJT48E6p.js').then((m) => m['default']),
  '../../../locales/pcm/admin.json': () => import('./admin-BDCNuoWJ.js').then((m) => m['default']),
  '../../../locales/pcm/articles.json': () => import('./articles-CAC0oMMQ.js').then((m) => m['default']),
  '../../../locales/pcm/auth.json': () => import('./auth-Dg2iFOQN.js').then((m) => m['default']),
  '../../../locales/pcm/campaign.json': () => import('./campaign-BeGegUYg.js').then((m) => m['default']),
  '../../../locales/pcm/cards.json': () => import('./cards-Buh9Ri6H.js').then((m) => m['default']),
  '../../../locales/pcm/create.json': () => import('./create-BuRT156h.js').then((m) => m['default']),
  '../../../locales/pcm/donate.json': () => import('./donate-C-Sax2rn.js').then((m) => m['default']),
  '../../../locales/pcm/donations.json': () => import('./donations-j8bOSoTQ.js').then((m) => m['default']),
  '../../../locales/pcm/explore.json': () => import('./explore-uo7Arp1e.js').then((m) => m['default']),
  '../../../locales/pcm/home.json': () => import('./home-jw1ADi4W.js').then((m) => m['default']),
  '../../../locales/pcm/legal.json': () => import('./legal-JAC45rtZ.js').then((m) => m['default']),
  '../../../locales/pcm/monthly.json': () => import('./monthly-Byt6knLq.js').then((m) => m['default']),
  '../../../locales/pcm/organizations.json': () => import('./organizations-C6nD9IPi.js').then((m) => m['default']),
  '../../../locales/pcm/owner.json': () => import('./owner-lkS-ozDN.js').then((m) => m['default']),
  '../../../locales/pcm/pages.json': () => import('./pages-Cdvx0DT0.js').then((m) => m['default']),
  '../../../locales/pcm/profile.json': () => import('./profile-CyHMuzZ0.js').then((m) => m['default']),
  '../../../locales/pcm/shell.json': () => import('./shell-DzHssa7-.js').then((m) => m['default']),
  '../../../locales/pcm/unsubscribe.json': () => import('./unsubscribe-BsfYQXbK.js').then((m) => m['default']),
  '../../../locales/pcm/volunteers.json': () => import('./volunteers-BQHNyBkB.js').then((m) => m['default']),
});
export { areas };
