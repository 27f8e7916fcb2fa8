/**
 * What the payments module may change on a campaign, as functions taking its transaction: the
 * pledged total and the moment the goal was reached, and the lock a donation or refund takes on
 * the campaign row. Exported through index.ts; nothing else writes the campaigns table from
 * outside this module.
 */
export {};
