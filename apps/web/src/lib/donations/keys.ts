/** Query keys of donations, shared by the donations feature and the donation pieces other pages show. */
export const donationKeys = {
  all: ['donations'] as const,
  campaign: (campaignId: string, comments: boolean) =>
    ['donations', 'campaign', campaignId.toLowerCase(), comments ? 'comments' : 'all'] as const,
  campaignAll: (campaignId: string) => ['donations', 'campaign', campaignId.toLowerCase()] as const,
  mine: ['donations', 'mine'] as const,
  rewards: (userId: number) => ['donations', 'rewards', userId] as const,
  claim: (campaignId: string) => ['donations', 'claim', campaignId.toLowerCase()] as const,
  backers: (campaignId: string) => ['donations', 'backers', campaignId.toLowerCase()] as const,
  /** Under campaignAll, so a donation made on the page refreshes the money panel too. */
  money: (campaignId: string) => ['donations', 'campaign', campaignId.toLowerCase(), 'money'] as const,
  banks: ['donations', 'banks'] as const,
  /** A campaign's permanent account number (issue 27). */
  transferAccount: (campaignId: string) => ['donations', 'transfer-account', campaignId.toLowerCase()] as const,
  adminDedicatedAccounts: (page: number) => ['donations', 'admin', 'dedicated-accounts', page] as const,
  bankAccount: ['donations', 'bank-account'] as const,
};
