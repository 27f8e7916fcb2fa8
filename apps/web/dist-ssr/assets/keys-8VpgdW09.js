// src/lib/donations/keys.ts
/** Query keys of donations, shared by the donations feature and the donation pieces other pages show. */
var donationKeys = {
  all: ['donations'],
  campaign: (campaignId, comments) => ['donations', 'campaign', campaignId.toLowerCase(), comments ? 'comments' : 'all'],
  campaignAll: (campaignId) => ['donations', 'campaign', campaignId.toLowerCase()],
  mine: ['donations', 'mine'],
  rewards: (userId) => ['donations', 'rewards', userId],
  claim: (campaignId) => ['donations', 'claim', campaignId.toLowerCase()],
  backers: (campaignId) => ['donations', 'backers', campaignId.toLowerCase()],
  /** Under campaignAll, so a donation made on the page refreshes the money panel too. */
  money: (campaignId) => ['donations', 'campaign', campaignId.toLowerCase(), 'money'],
  banks: ['donations', 'banks'],
  /** A campaign's permanent account number (issue 27). */
  transferAccount: (campaignId) => ['donations', 'transfer-account', campaignId.toLowerCase()],
  adminDedicatedAccounts: (page) => ['donations', 'admin', 'dedicated-accounts', page],
  bankAccount: ['donations', 'bank-account'],
};
export { donationKeys as t };
