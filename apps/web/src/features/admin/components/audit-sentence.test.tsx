import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AuditItem } from '@ireti/shared/trust/types';
import { auditSentence, list } from './audit-sentence.ts';

/** The audit log as sentences: one case per action the API records today (grep `audit(` in apps/api/src/modules). */
const ADA = { _id: 7, name: 'Ada Okafor', email: 'ada@example.ng' };
const TITLE = 'Dialysis for Uncle Obinna';
const entry = (action: string, over: Partial<AuditItem> = {}): AuditItem => ({
  id: 1,
  action,
  subject_type: 'campaign',
  subject_id: '42',
  data: {},
  actor: ADA,
  subject_name: TITLE,
  campaign_id: 'dialysis-obinna',
  ip: '10.0.0.1',
  created: '2026-03-01T10:00:00.000Z',
  ...over,
});
const user = (action: string, data: Record<string, unknown> = {}, subject_name: string | null = 'Ada Okafor') =>
  entry(action, { subject_type: 'user', subject_id: '7', subject_name, campaign_id: null, data });
const system = (action: string, subject_type: string, data: Record<string, unknown> = {}) =>
  entry(action, { actor: null, subject_type, subject_id: '9', subject_name: null, campaign_id: null, data });

const cases: [string, AuditItem, string][] = [
  // campaigns
  [
    'goal raised',
    entry('campaign.updated', { data: { changed: ['goalKobo'], goal_kobo: { from: 150_000_000, to: 180_000_000 } } }),
    'Ada Okafor raised the goal of “Dialysis for Uncle Obinna” from ₦1,500,000 to ₦1,800,000',
  ],
  [
    'goal lowered with other fields',
    entry('campaign.updated', { data: { changed: ['title', 'goalKobo', 'descriptionHtml'], goal_kobo: { from: 200_000, to: 100_000 } } }),
    'Ada Okafor lowered the goal of “Dialysis for Uncle Obinna” from ₦2,000 to ₦1,000, and edited its title and story',
  ],
  [
    'edited fields, goal not recorded',
    entry('campaign.updated', { data: { changed: ['summary', 'category', 'affiliatedOrganization'] } }),
    'Ada Okafor edited the summary, category and affiliated organisation of “Dialysis for Uncle Obinna”',
  ],
  ['saved unchanged', entry('campaign.updated', { data: { changed: [] } }), 'Ada Okafor saved “Dialysis for Uncle Obinna” without changes'],
  [
    'created',
    entry('campaign.created', { data: { public_id: 'x', goal_kobo: 150_000_000 } }),
    'Ada Okafor created “Dialysis for Uncle Obinna” with a goal of ₦1,500,000',
  ],
  ['verified', entry('campaign.status.0->1'), 'Ada Okafor verified “Dialysis for Uncle Obinna”; it is now open for donations'],
  ['deleted unverified', entry('campaign.status.0->4'), 'Ada Okafor deleted “Dialysis for Uncle Obinna” before it was verified'],
  ['donations closed', entry('campaign.status.1->3'), 'Ada Okafor closed donations on “Dialysis for Uncle Obinna”'],
  [
    'deleted live, with reason',
    entry('campaign.status.1->4', { data: { reason: 'Duplicate' } }),
    'Ada Okafor deleted “Dialysis for Uncle Obinna”; its donors are refunded: Duplicate',
  ],
  ['closed', entry('campaign.status.3->2'), 'Ada Okafor closed “Dialysis for Uncle Obinna” with a thank-you to its donors'],
  ['unknown transition', entry('campaign.status.2->1', { actor: null }), 'The system moved “Dialysis for Uncle Obinna” from status 2 to 1'],
  [
    'main image',
    entry('campaign.image', { data: { column: 'imageKey', replaced: null } }),
    'Ada Okafor added the main picture of “Dialysis for Uncle Obinna”',
  ],
  [
    'thank-you image replaced',
    entry('campaign.image', { data: { column: 'messageImage2Key', replaced: 'old' } }),
    'Ada Okafor replaced a thank-you picture of “Dialysis for Uncle Obinna”',
  ],
  [
    'gallery image',
    entry('campaign.image', { data: { column: 'image2Key', replaced: null } }),
    'Ada Okafor added a gallery picture of “Dialysis for Uncle Obinna”',
  ],
  [
    'editor image',
    entry('campaign.editor_image', { subject_type: 'media', subject_name: null }),
    "Ada Okafor added a picture to a campaign's story",
  ],
  ['recommended', entry('campaign.recommended'), 'Ada Okafor recommended “Dialysis for Uncle Obinna” for verification'],
  [
    'reported by a visitor',
    entry('campaign.reported', { actor: null, data: { report_id: 3 } }),
    'A visitor reported “Dialysis for Uncle Obinna”',
  ],
  ['reported by a user', entry('campaign.reported', { data: { report_id: 3 } }), 'Ada Okafor reported “Dialysis for Uncle Obinna”'],
  [
    'suspended',
    entry('campaign.suspended', { data: { reason: 'Fake documents' } }),
    'Ada Okafor suspended “Dialysis for Uncle Obinna”: Fake documents',
  ],
  [
    'reinstated',
    entry('campaign.reinstated', { data: { reason: 'Checked' } }),
    'Ada Okafor reinstated “Dialysis for Uncle Obinna”: Checked',
  ],
  [
    'volunteer assigned',
    entry('campaign.volunteer.assigned', { data: { volunteer_id: 5 } }),
    'Ada Okafor assigned a volunteer to “Dialysis for Uncle Obinna”',
  ],
  ['reward created', entry('reward.created', { data: { reward_id: 1 } }), 'Ada Okafor added a reward to “Dialysis for Uncle Obinna”'],
  ['reward updated', entry('reward.updated', { data: { reward_id: 1 } }), 'Ada Okafor changed a reward of “Dialysis for Uncle Obinna”'],
  ['reward deleted', entry('reward.deleted', { data: { reward_id: 1 } }), 'Ada Okafor removed a reward from “Dialysis for Uncle Obinna”'],
  [
    'report dismissed',
    entry('report.dismissed', { subject_type: 'report', data: { note: 'No evidence', campaign_id: 42 } }),
    'Ada Okafor dismissed a report on “Dialysis for Uncle Obinna”: No evidence',
  ],
  [
    'report actioned',
    entry('report.actioned', { subject_type: 'report', data: { note: 'Confirmed', campaign_id: 42, closed: [1] } }),
    'Ada Okafor upheld a report on “Dialysis for Uncle Obinna” and suspended the campaign: Confirmed',
  ],
  [
    'report on a campaign gone',
    entry('report.dismissed', { subject_type: 'report', subject_id: '3', subject_name: null, data: {} }),
    'Ada Okafor dismissed a report on report #3',
  ],
  // money
  [
    'created, all or nothing',
    entry('campaign.created', { data: { goal_kobo: 180_000_000, funding_mode: 'all_or_nothing', ends_on: '2027-01-31' } }),
    'Ada Okafor created “Dialysis for Uncle Obinna” with a goal of ₦1,800,000, all or nothing',
  ],
  [
    'created, keep what you raise',
    entry('campaign.created', { data: { goal_kobo: 180_000_000, funding_mode: 'keep_what_you_raise', ends_on: null } }),
    'Ada Okafor created “Dialysis for Uncle Obinna” with a goal of ₦1,800,000, keeping what it raises',
  ],
  [
    'funding changed',
    entry('campaign.funding_mode', { data: { from: 'all_or_nothing', to: 'keep_what_you_raise' } }),
    'Ada Okafor changed “Dialysis for Uncle Obinna” to keep what it raises',
  ],
  [
    'funding and last day edited',
    entry('campaign.updated', { data: { changed: ['fundingMode', 'endsAt'] } }),
    'Ada Okafor edited the funding and last day of “Dialysis for Uncle Obinna”',
  ],
  [
    'stage claimed',
    entry('campaign.stage_claimed', {
      data: { payoutId: 5, stage: 2, raisedKobo: 40_000_000, amountKobo: 38_000_000, commissionKobo: 2_000_000 },
    }),
    'Ada Okafor claimed stage 2 of “Dialysis for Uncle Obinna”: ₦380,000 (commission ₦20,000)',
  ],
  [
    'claimed',
    entry('campaign.claimed', { data: { payoutId: 4, amountKobo: 171_000_000, commissionKobo: 9_000_000 } }),
    'Ada Okafor claimed ₦1,710,000 from “Dialysis for Uncle Obinna” (commission ₦90,000)',
  ],
  ['payout account', user('payout_account.saved', { bank: '058', last4: '6789' }), 'Ada Okafor saved their payout bank account ••••6789'],
  ['payout paid', system('payout.paid', 'payout'), "Payout #9 reached the owner's bank"],
  [
    'payout failed',
    system('payout.failed', 'payout', { error: 'Account closed' }),
    'Payout #9 failed: Account closed; the money is held for the campaign again',
  ],
  [
    'payout reversed',
    system('payout.reversed', 'payout', { reason: 'Beneficiary bank' }),
    "Payout #9 was reversed by the bank: Beneficiary bank; the money is back on the campaign's balance",
  ],
  [
    'payout unresolved',
    system('payout.unresolved', 'payout', { error: 'timeout' }),
    'Payout #9 could not be checked with the provider: timeout',
  ],
  [
    'payout event amount',
    system('payout.event_amount_differs', 'payout', { event: 'transfer_succeeded', amountKobo: 100 }),
    'A provider event for payout #9 named a different amount (₦1); it was ignored',
  ],
  [
    'late payment',
    system('donation.late_payment', 'donation', { source: 'webhook', campaignStatus: 3 }),
    'A payment for donation #9 arrived after its campaign stopped taking donations; it will be refunded',
  ],
  [
    'amount mismatch',
    system('donation.amount_mismatch', 'donation', { source: 'verify', note: 'paid ₦500 of ₦5,000' }),
    'The amount paid for donation #9 did not match the pledge: paid ₦500 of ₦5,000',
  ],
  [
    'refund all',
    entry('donations.refund_all', { actor: null, data: { reason: 'deleted', count: 3, totalKobo: 1_500_000 } }),
    'The 3 donations to “Dialysis for Uncle Obinna” (₦15,000) are being refunded: deleted',
  ],
  ['refund failed', system('refund.failed', 'refund', { error: 'Insufficient balance' }), 'Refund #9 failed: Insufficient balance'],
  ['refund retry', entry('refund.retry', { subject_type: 'refund', subject_id: '9', subject_name: null }), 'Ada Okafor retried refund #9'],
  // accounts
  ['signup', user('account.signup', { organization: false, social: false }), 'Ada Okafor signed up'],
  [
    'signup org with Facebook',
    user('account.signup', { organization: true, social: true }),
    'Ada Okafor signed up as an organisation with Facebook',
  ],
  [
    'signup taken',
    entry('account.signup.taken', { actor: null, subject_type: 'user', subject_name: 'Ada Okafor' }),
    'Someone tried to sign up with the e-mail address of Ada Okafor',
  ],
  ['login', user('account.login', { remember: true }), 'Ada Okafor signed in (remember me)'],
  ['facebook linked', user('account.facebook.linked'), 'Ada Okafor linked their Facebook account'],
  ['reclaimed', user('account.reclaimed', { how: 'reset' }), 'Ada Okafor reclaimed their account with a password reset'],
  [
    'identity submitted',
    user('account.identity.submitted', { status: 'submitted', previous: 'none' }),
    'Ada Okafor sent their identity for verification',
  ],
  ['document', user('account.document.updated', { column: 'relevantDoc' }), 'Ada Okafor uploaded an identity document'],
  ['photo', user('account.image.updated', { column: 'imageKey' }), 'Ada Okafor changed their profile picture'],
  ['feature image', user('account.feature_image.updated'), 'Ada Okafor changed a featured picture of their organisation'],
  [
    'profile',
    user('account.profile.updated', { fields: ['firstName', 'stateId', 'mobile'] }),
    'Ada Okafor updated their profile (first name, state id and mobile)',
  ],
  [
    'email change asked',
    user('account.email.change_requested', { to: 'new@example.ng' }),
    'Ada Okafor asked to change their e-mail address to new@example.ng',
  ],
  [
    'email changed',
    user('account.email.changed', { from: 'old@example.ng', to: 'new@example.ng' }),
    'Ada Okafor changed their e-mail address from old@example.ng to new@example.ng',
  ],
  ['email verified', user('account.email.verified'), 'Ada Okafor verified their e-mail address'],
  ['password changed', user('account.password.changed'), 'Ada Okafor changed their password'],
  ['reset asked', user('account.password.reset_requested'), 'Ada Okafor asked for a password reset link'],
  ['reset', user('account.password.reset'), 'Ada Okafor reset their password'],
  ['code sent', user('account.mobile.code_sent'), 'Ada Okafor asked for a code to confirm their mobile number'],
  [
    'mobile confirmed',
    user('account.mobile.confirmed', { mobile: '+2348031234567' }),
    'Ada Okafor confirmed their mobile number +2348031234567',
  ],
  [
    'admin granted',
    entry('admin.granted', { actor: null, subject_type: 'user', subject_name: 'Musa Bello', data: { via: 'cli' } }),
    'Musa Bello was made an administrator from the command line',
  ],
  [
    'admin created',
    entry('admin.created', { actor: null, subject_type: 'user', subject_name: 'Musa Bello', data: { via: 'cli' } }),
    'An administrator account was created for Musa Bello from the command line',
  ],
  [
    'identity approved',
    user('identity.approved', { organization: true }, 'Lagos Food Bank'),
    'Ada Okafor approved the identity of Lagos Food Bank (organisation)',
  ],
  [
    'identity rejected',
    user('identity.rejected', { organization: false, reason: 'Blurry photo' }, 'Musa Bello'),
    'Ada Okafor rejected the identity of Musa Bello: Blurry photo',
  ],
  // volunteers
  [
    'volunteer id document',
    user('volunteer.document.id', { replaced: false, id_type: 'nin' }),
    'Ada Okafor uploaded an identity document for their volunteer application',
  ],
  [
    'volunteer bill replaced',
    user('volunteer.document.bill', { replaced: true }),
    'Ada Okafor replaced a utility bill for their volunteer application',
  ],
  ['volunteer applied', user('volunteer.application.submitted'), 'Ada Okafor applied to become a volunteer'],
  [
    'interview',
    entry('volunteer.interview.invited', {
      subject_type: 'volunteer_application',
      subject_id: '12',
      subject_name: null,
      data: { message: 'Tue' },
    }),
    'Ada Okafor invited volunteer applicant #12 to an interview',
  ],
  [
    'volunteer approved',
    user('volunteer.approved', { grade: 4, state_id: 25, reason: null }, 'Musa Bello'),
    'Ada Okafor approved Musa Bello as a volunteer (grade 4)',
  ],
  [
    'volunteer rejected',
    user('volunteer.rejected', { grade: null, reason: 'Missed the interview' }, 'Musa Bello'),
    "Ada Okafor turned down Musa Bello's volunteer application: Missed the interview",
  ],
  [
    'volunteer revoked',
    user('volunteer.revoked', { reason: 'Conflict of interest', unassigned: 2 }, 'Musa Bello'),
    "Ada Okafor revoked Musa Bello's volunteer role: Conflict of interest (2 campaigns unassigned)",
  ],
  ['subject gone', user('identity.approved', {}, null), 'Ada Okafor approved the identity of user #7'],
  // words of support, updates, rewards sent, the account's language
  ['campaign submitted', entry('campaign.submitted'), 'Ada Okafor submitted “Dialysis for Uncle Obinna” for verification'],
  [
    'comment replied',
    entry('comment.replied', { data: { donation_id: 3 } }),
    'Ada Okafor replied to a comment on “Dialysis for Uncle Obinna”',
  ],
  [
    'comment reported by a visitor',
    entry('comment.reported', { actor: null, data: { donation_id: 3 } }),
    'A visitor reported a comment on “Dialysis for Uncle Obinna”',
  ],
  [
    'comment hidden with its reason',
    entry('comment.hidden', { data: { donation_id: 3, reason: 'Insults the family' } }),
    'Ada Okafor hid a comment on “Dialysis for Uncle Obinna”: Insults the family',
  ],
  [
    'comment shown again',
    entry('comment.shown', { data: { donation_id: 3 } }),
    'Ada Okafor showed a hidden comment on “Dialysis for Uncle Obinna” again',
  ],
  [
    'comment reports dismissed',
    entry('comment.reports_dismissed', { data: { donation_id: 3, reason: 'Fair words' } }),
    'Ada Okafor dismissed the reports on a comment on “Dialysis for Uncle Obinna”: Fair words',
  ],
  ['update posted', entry('update.posted', { data: { update_id: 4 } }), 'Ada Okafor posted an update on “Dialysis for Uncle Obinna”'],
  [
    'update picture',
    entry('update.image', { data: { key: 'updates/x.jpg' } }),
    'Ada Okafor uploaded a picture for an update on “Dialysis for Uncle Obinna”',
  ],
  ['update deleted', entry('update.deleted', { data: { update_id: 4 } }), 'Ada Okafor deleted an update on “Dialysis for Uncle Obinna”'],
  [
    'supporter page hidden',
    entry('supporter_page.hidden', { data: { page_id: 'abc123def456', supporter: 'Sade Adeyemi' } }),
    "Ada Okafor hid Sade Adeyemi's supporter page on “Dialysis for Uncle Obinna”",
  ],
  [
    'supporter page shown again, the supporter unnamed',
    entry('supporter_page.shown', { data: { page_id: 'abc123def456' } }),
    'Ada Okafor showed a supporter page on “Dialysis for Uncle Obinna” again',
  ],
  ['reward sent', entry('reward.sent', { data: { donation_id: 3 } }), 'Ada Okafor marked a reward of “Dialysis for Uncle Obinna” as sent'],
  [
    'reward unsent',
    entry('reward.unsent', { data: { donation_id: 3 } }),
    'Ada Okafor marked a reward of “Dialysis for Uncle Obinna” as not sent yet',
  ],
  ['language chosen', user('account.language.changed', { from: null, to: 'yo' }), 'Ada Okafor chose Yorùbá as their language'],
  // what the formatter does not know yet
  [
    'unknown action',
    entry('campaign.featured', { subject_name: null, subject_type: 'campaign_story', subject_id: '5' }),
    'Ada Okafor did “campaign.featured” on campaign story #5',
  ],
  [
    'unknown action on a named campaign',
    entry('campaign.pinned', { actor: null }),
    'The system did “campaign.pinned” on “Dialysis for Uncle Obinna”',
  ],
];

describe('auditSentence', () => {
  it.each(cases)('%s', (_name, e, sentence) => {
    expect(auditSentence(e)).toBe(sentence);
  });

  it('never shows raw kobo or field names for the goal', () => {
    const s = auditSentence(
      entry('campaign.updated', { data: { changed: ['goalKobo'], goal_kobo: { from: 150_000_000, to: 180_000_000 } } }),
    );
    expect(s).not.toMatch(/kobo|goalKobo|150000000/i);
  });

  it('has a sentence for every action the API records (no raw action names in the log)', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../../api/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const actions = new Set<string>();
    for (const f of files)
      for (const line of readFileSync(join(root, f), 'utf8').split('\n'))
        if (/\baction: /.test(line)) for (const m of line.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) actions.add(m[1]!);
    expect(actions.size).toBeGreaterThan(60);
    const unknown = [...actions].filter((a) => auditSentence(entry(a)).includes('did “'));
    expect(unknown).toEqual([]);
  });

  it('lists with commas and "and"', () => {
    expect([list([]), list(['a']), list(['a', 'b']), list(['a', 'b', 'c'])]).toEqual(['', 'a', 'a and b', 'a, b and c']);
  });
});
