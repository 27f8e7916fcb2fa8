import { LANGUAGE_NAMES, isLanguage } from '@ireti/shared/i18n';
import { formatNaira, koboToNaira } from '@ireti/shared/money';
import type { AuditItem } from '@ireti/shared/trust/types';
import { count, i18n, params } from '../../../lib/i18n/index.ts';

/**
 * One audit entry as a sentence an administrator reads at a glance: "Ada Okafor raised the goal of
 * 'Dialysis for Uncle Obinna' from ₦1,500,000 to ₦1,800,000". Covers every action the API records
 * (grep `audit(` in apps/api/src/modules); an action it does not know still reads as a sentence.
 *
 * Each sentence is one template of the page's language (issue 17): a part that changes the sentence
 * (a goal, an address, "from the command line") picks another whole template, never a fragment glued on
 * in English word order. The audit tab passes its texts (`useT(messages)`); without them, the
 * current language's are read at call time.
 */
export const messages = i18n('admin/audit-sentence', {
  system: 'The system',
  visitor: 'A visitor',
  campaignNo: params('campaign #{id}'),
  userNo: params('user #{id}'),
  reportNo: params('report #{id}'),
  because: params('{text}: {reason}'),
  and: params('{items} and {last}'),
  listComma: ', ',
  // campaign statuses (spec §3) as the transitions speak of them
  verified: params('{actor} verified {campaign}; it is now open for donations'),
  deletedUnverified: params('{actor} deleted {campaign} before it was verified'),
  donationsClosed: params('{actor} closed donations on {campaign}'),
  deletedRefunded: params('{actor} deleted {campaign}; its donors are refunded'),
  closedThanks: params('{actor} closed {campaign} with a thank-you to its donors'),
  statusMoved: params('{actor} moved {campaign} from status {from} to {to}'),
  // volunteer documents
  volunteerDocUploaded: params('{actor} uploaded {document} for their volunteer application'),
  volunteerDocReplaced: params('{actor} replaced {document} for their volunteer application'),
  docIdentity: 'an identity document',
  docBill: 'a utility bill',
  docOther: params('a {kind} document'),
  // accounts
  signup: params('{actor} signed up'),
  signupOrg: params('{actor} signed up as an organisation'),
  signupFacebook: params('{actor} signed up with Facebook'),
  signupOrgFacebook: params('{actor} signed up as an organisation with Facebook'),
  signupTaken: params('Someone tried to sign up with the e-mail address of {person}'),
  login: params('{actor} signed in'),
  loginRemember: params('{actor} signed in (remember me)'),
  facebookLinked: params('{actor} linked their Facebook account'),
  reclaimed: params('{actor} reclaimed their account'),
  reclaimedFacebook: params('{actor} reclaimed their account through Facebook'),
  reclaimedReset: params('{actor} reclaimed their account with a password reset'),
  identitySubmitted: params('{actor} sent their identity for verification'),
  documentUploaded: params('{actor} uploaded an identity document'),
  pictureChanged: params('{actor} changed their profile picture'),
  featurePictureChanged: params('{actor} changed a featured picture of their organisation'),
  profileUpdated: params('{actor} updated their profile'),
  profileUpdatedFields: params('{actor} updated their profile ({fields})'),
  emailChangeAsked: params('{actor} asked to change their e-mail address'),
  emailChangeAskedTo: params('{actor} asked to change their e-mail address to {to}'),
  emailChanged: params('{actor} changed their e-mail address'),
  emailChangedFrom: params('{actor} changed their e-mail address from {from}'),
  emailChangedTo: params('{actor} changed their e-mail address to {to}'),
  emailChangedFromTo: params('{actor} changed their e-mail address from {from} to {to}'),
  emailVerified: params('{actor} verified their e-mail address'),
  passwordChanged: params('{actor} changed their password'),
  resetAsked: params('{actor} asked for a password reset link'),
  passwordReset: params('{actor} reset their password'),
  codeSent: params('{actor} asked for a code to confirm their mobile number'),
  mobileConfirmed: params('{actor} confirmed their mobile number'),
  mobileConfirmedNumber: params('{actor} confirmed their mobile number {mobile}'),
  adminGranted: params('{person} was made an administrator'),
  adminGrantedCli: params('{person} was made an administrator from the command line'),
  adminCreated: params('An administrator account was created for {person}'),
  adminCreatedCli: params('An administrator account was created for {person} from the command line'),
  identityApproved: params('{actor} approved the identity of {person}'),
  identityApprovedOrg: params('{actor} approved the identity of {person} (organisation)'),
  identityRejected: params('{actor} rejected the identity of {person}'),
  // the fields of a profile (the account's columns)
  fieldFirstName: 'first name',
  fieldLastName: 'last name',
  fieldMobile: 'mobile',
  fieldState: 'state id',
  fieldLga: 'lga id',
  fieldGender: 'gender',
  fieldOrganizationName: 'organization name',
  fieldOrganizationType: 'organization type',
  fieldOrganizationMobile: 'organization mobile',
  fieldSecondaryMobile: 'secondary mobile',
  fieldOrganizationAddress: 'organization address',
  fieldMobileVerifiedAt: 'mobile verified at',
  // campaigns
  created: params('{actor} created {campaign}'),
  createdGoal: params('{actor} created {campaign} with a goal of {goal}'),
  createdGoalAllOrNothing: params('{actor} created {campaign} with a goal of {goal}, all or nothing'),
  createdGoalKeep: params('{actor} created {campaign} with a goal of {goal}, keeping what it raises'),
  fundingToKeep: params('{actor} changed {campaign} to keep what it raises'),
  fundingToAllOrNothing: params('{actor} changed {campaign} to all or nothing'),
  goalRaised: params('{actor} raised the goal of {campaign} from {from} to {to}'),
  goalLowered: params('{actor} lowered the goal of {campaign} from {from} to {to}'),
  goalRaisedEdited: params('{actor} raised the goal of {campaign} from {from} to {to}, and edited its {fields}'),
  goalLoweredEdited: params('{actor} lowered the goal of {campaign} from {from} to {to}, and edited its {fields}'),
  edited: params('{actor} edited the {fields} of {campaign}'),
  savedUnchanged: params('{actor} saved {campaign} without changes'),
  // the fields of a campaign as the edit form names them
  fieldTitle: 'title',
  fieldSummary: 'summary',
  fieldStory: 'story',
  fieldGoal: 'goal',
  fieldCategory: 'category',
  fieldAffiliatedOrganisation: 'affiliated organisation',
  fieldType: 'type',
  fieldFunding: 'funding',
  fieldEndDate: 'last day',
  imageAdded: params('{actor} added {picture} of {campaign}'),
  imageReplaced: params('{actor} replaced {picture} of {campaign}'),
  pictureMain: 'the main picture',
  pictureThanks: 'a thank-you picture',
  pictureGallery: 'a gallery picture',
  storyPicture: params("{actor} added a picture to a campaign's story"),
  recommended: params('{actor} recommended {campaign} for verification'),
  reported: params('{actor} reported {campaign}'),
  suspended: params('{actor} suspended {campaign}'),
  reinstated: params('{actor} reinstated {campaign}'),
  volunteerAssigned: params('{actor} assigned a volunteer to {campaign}'),
  rewardAdded: params('{actor} added a reward to {campaign}'),
  rewardChanged: params('{actor} changed a reward of {campaign}'),
  rewardRemoved: params('{actor} removed a reward from {campaign}'),
  reportDismissed: params('{actor} dismissed a report on {subject}'),
  reportUpheld: params('{actor} upheld a report on {subject} and suspended the campaign'),
  // money
  claimed: params('{actor} claimed {amount} from {campaign}'),
  claimedCommission: params('{actor} claimed {amount} from {campaign} (commission {commission})'),
  stageClaimed: params('{actor} claimed stage {stage} of {campaign}: {amount} (commission {commission})'),
  theFunds: 'the funds',
  beneficiaryNamed: params('{actor} named {name} (account ····{last4}) to receive the money of {campaign}'),
  beneficiaryChanged: params(
    '{actor} changed who receives the money of {campaign} from {previous} to {name} (account ····{last4}); it waits for the volunteer’s confirmation again',
  ),
  beneficiaryConfirmed: params('{actor} confirmed {name} (account ····{last4}) as the beneficiary of {campaign}'),
  reportPosted: params('{actor} reported what {amount} of a payout of {campaign} paid for'),
  receiptAdded: params('{actor} added a receipt to a spending report of {campaign}'),
  reportConfirmed: params('{actor} confirmed a spending report of {amount} for {campaign}'),
  reportFlagged: params('{actor} flagged a spending report of {amount} for {campaign}'),
  aPayout: 'a payout',
  payoutAccountSaved: params('{actor} saved their payout bank account'),
  payoutAccountSavedLast4: params('{actor} saved their payout bank account ••••{last4}'),
  payoutPaid: params("Payout #{id} reached the owner's bank"),
  payoutFailed: params('Payout #{id} failed; the money is held for the campaign again'),
  payoutFailedError: params('Payout #{id} failed: {error}; the money is held for the campaign again'),
  payoutReversed: params("Payout #{id} was reversed by the bank; the money is back on the campaign's balance"),
  payoutReversedReason: params("Payout #{id} was reversed by the bank: {reason}; the money is back on the campaign's balance"),
  payoutUnresolved: params('Payout #{id} could not be checked with the provider'),
  payoutAmountDiffers: params('A provider event for payout #{id} named a different amount; it was ignored'),
  payoutAmountDiffersAmount: params('A provider event for payout #{id} named a different amount ({amount}); it was ignored'),
  latePayment: params('A payment for donation #{id} arrived after its campaign stopped taking donations; it will be refunded'),
  amountMismatch: params('The amount paid for donation #{id} did not match the pledge'),
  transferRefused: params('A bank transfer (donation #{id}) was sent back: its campaign could not take it'),
  accountAssigned: params('The bank gave {campaign} its permanent account number ({bank}, ending {last4})'),
  accountRequeried: params('{actor} asked the bank to look again for transfers into the account of {campaign} (ending {last4})'),
  refundAll: params('The donations to {campaign} are being refunded'),
  refundAllTotal: params('The donations to {campaign} ({total}) are being refunded'),
  refundAllCount: params(
    count({
      one: 'The {count} donation to {campaign} are being refunded',
      other: 'The {count} donations to {campaign} are being refunded',
    }),
  ),
  refundAllCountTotal: params(
    count({
      one: 'The {count} donation to {campaign} ({total}) are being refunded',
      other: 'The {count} donations to {campaign} ({total}) are being refunded',
    }),
  ),
  refundFailed: params('Refund #{id} failed'),
  refundRetried: params('{actor} retried refund #{id}'),
  // volunteers
  volunteerApplied: params('{actor} applied to become a volunteer'),
  interviewInvited: params('{actor} invited volunteer applicant #{id} to an interview'),
  volunteerApproved: params('{actor} approved {person} as a volunteer'),
  volunteerApprovedGrade: params('{actor} approved {person} as a volunteer (grade {grade})'),
  volunteerRejected: params("{actor} turned down {person}'s volunteer application"),
  volunteerRevoked: params("{actor} revoked {person}'s volunteer role"),
  unassigned: count({ one: '({count} campaign unassigned)', other: '({count} campaigns unassigned)' }),
  // comments, updates, rewards sent, the account's language
  submitted: params('{actor} submitted {campaign} for verification'),
  commentReplied: params('{actor} replied to a comment on {campaign}'),
  commentReported: params('{actor} reported a comment on {campaign}'),
  commentHidden: params('{actor} hid a comment on {campaign}'),
  commentShown: params('{actor} showed a hidden comment on {campaign} again'),
  commentReportsDismissed: params('{actor} dismissed the reports on a comment on {campaign}'),
  updatePosted: params('{actor} posted an update on {campaign}'),
  updatePicture: params('{actor} uploaded a picture for an update on {campaign}'),
  updateDeleted: params('{actor} deleted an update on {campaign}'),
  rewardSent: params('{actor} marked a reward of {campaign} as sent'),
  rewardUnsent: params('{actor} marked a reward of {campaign} as not sent yet'),
  languageChosen: params('{actor} chose {language} as their language'),
  // second factor and data rights (issue 28)
  secondFactorAddedApp: params('{actor} added an authenticator app as a second factor'),
  secondFactorAddedPasskey: params('{actor} added a passkey as a second factor'),
  secondFactorRemoved: params('{actor} removed a second factor'),
  recoveryCodesMade: params('{actor} made new recovery codes'),
  secondFactorFailed: params('A second-factor check for {person} failed'),
  secondFactorReset: params('{actor} reset the second factor of {person}'),
  exportRequested: params('{actor} asked for a copy of their data'),
  exportRequestedByAdmin: params('{actor} asked for a copy of the data of {person}'),
  exportDownloaded: params('The data archive of {person} was downloaded'),
  accountClosed: params('{actor} closed their account'),
  accountClosedByAdmin: params('{actor} closed the account of {person}'),
  consentGiven: params('{actor} agreed to be e-mailed: {purpose}'),
  consentWithdrawn: params('{actor} withdrew their consent to be e-mailed: {purpose}'),
  // supporter pages (issue 27, decision 094)
  supporterPageHidden: params("{actor} hid {supporter}'s supporter page on {campaign}"),
  supporterPageShown: params("{actor} showed {supporter}'s supporter page on {campaign} again"),
  supporterPageHiddenUnnamed: params('{actor} hid a supporter page on {campaign}'),
  supporterPageShownUnnamed: params('{actor} showed a supporter page on {campaign} again'),
  // an action this list does not know
  subjectNo: params('{type} #{id}'),
  unknown: params('{actor} did “{action}” on {subject}'),
});

export type AuditTexts = ReturnType<typeof messages.get>;

type Entry = Pick<AuditItem, 'action' | 'subject_type' | 'subject_id' | 'data' | 'actor' | 'subject_name'>;

const naira = (kobo: unknown) => (typeof kobo === 'number' ? formatNaira(koboToNaira(kobo)) : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

type FieldKey = keyof AuditTexts & `field${string}`;

/** The fields of a campaign as the edit form names them. */
const campaignFields: Record<string, FieldKey> = {
  title: 'fieldTitle',
  summary: 'fieldSummary',
  descriptionHtml: 'fieldStory',
  goalKobo: 'fieldGoal',
  category: 'fieldCategory',
  affiliatedOrganization: 'fieldAffiliatedOrganisation',
  type: 'fieldType',
  fundingMode: 'fieldFunding',
  endsAt: 'fieldEndDate',
};
/** The fields of a profile (the account's columns, as the API records them). */
const profileFields: Record<string, FieldKey> = {
  firstName: 'fieldFirstName',
  lastName: 'fieldLastName',
  mobile: 'fieldMobile',
  stateId: 'fieldState',
  lgaId: 'fieldLga',
  gender: 'fieldGender',
  organizationName: 'fieldOrganizationName',
  organizationType: 'fieldOrganizationType',
  organizationMobile: 'fieldOrganizationMobile',
  secondaryMobile: 'fieldSecondaryMobile',
  organizationAddress: 'fieldOrganizationAddress',
  mobileVerifiedAt: 'fieldMobileVerifiedAt',
};
/** A field this list does not know, in words (snake_case or camelCase from the API's input). */
const fieldWords = (f: string) =>
  f
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** "a, b and c". */
export function list(items: string[], t: AuditTexts = messages.get()): string {
  if (items.length <= 1) return items.join('');
  return t.and({ items: items.slice(0, -1).join(t.listComma), last: items[items.length - 1]! });
}

export function auditSentence(e: Entry, t: AuditTexts = messages.get()): string {
  const d = e.data ?? {};
  const who = e.actor?.name || (e.actor ? e.actor.email : null);
  const actor = who ?? t.system;
  const named = e.subject_name ? `“${e.subject_name}”` : null;
  const campaign = named ?? t.campaignNo({ id: e.subject_id });
  const person = e.subject_name ?? t.userNo({ id: e.subject_id });
  const id = e.subject_id;
  /** The sentence, then ": reason" when there is one. */
  const because = (sentence: string, v: unknown) => {
    const reason = text(v);
    return reason ? t.because({ text: sentence, reason }) : sentence;
  };
  const field = (f: string, known: Record<string, FieldKey>) => {
    const key = known[f] ?? profileFields[f];
    return key ? t[key] : fieldWords(f);
  };
  const a = e.action;

  const status = /^campaign\.status\.(\d)->(\d)$/.exec(a);
  if (status) {
    const transitions: Record<string, (v: { actor: string; campaign: string }) => string> = {
      '0->1': t.verified,
      '0->4': t.deletedUnverified,
      '1->3': t.donationsClosed,
      '1->4': t.deletedRefunded,
      '3->2': t.closedThanks,
    };
    const done = transitions[`${status[1]}->${status[2]}`];
    const sentence = done ? done({ actor, campaign }) : t.statusMoved({ actor, campaign, from: status[1]!, to: status[2]! });
    return because(sentence, d.reason);
  }
  const doc = /^volunteer\.document\.(\w+)$/.exec(a);
  if (doc) {
    const document = doc[1] === 'id' ? t.docIdentity : doc[1] === 'bill' ? t.docBill : t.docOther({ kind: doc[1]! });
    return (d.replaced ? t.volunteerDocReplaced : t.volunteerDocUploaded)({ actor, document });
  }

  switch (a) {
    // ——— accounts ———
    case 'account.signup': {
      const s = d.organization ? (d.social ? t.signupOrgFacebook : t.signupOrg) : d.social ? t.signupFacebook : t.signup;
      return s({ actor });
    }
    case 'account.signup.taken':
      return t.signupTaken({ person });
    case 'account.login':
      return (d.remember ? t.loginRemember : t.login)({ actor });
    case 'account.facebook.linked':
      return t.facebookLinked({ actor });
    case 'account.reclaimed':
      return (d.how === 'facebook' ? t.reclaimedFacebook : d.how === 'reset' ? t.reclaimedReset : t.reclaimed)({ actor });
    case 'account.identity.submitted':
      return t.identitySubmitted({ actor });
    case 'account.document.updated':
      return t.documentUploaded({ actor });
    case 'account.image.updated':
      return t.pictureChanged({ actor });
    case 'account.feature_image.updated':
      return t.featurePictureChanged({ actor });
    case 'account.profile.updated': {
      const fields = Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === 'string').map((f) => field(f, {})) : [];
      return fields.length ? t.profileUpdatedFields({ actor, fields: list(fields, t) }) : t.profileUpdated({ actor });
    }
    case 'account.email.change_requested': {
      const to = text(d.to);
      return to ? t.emailChangeAskedTo({ actor, to }) : t.emailChangeAsked({ actor });
    }
    case 'account.email.changed': {
      const from = text(d.from);
      const to = text(d.to);
      if (from && to) return t.emailChangedFromTo({ actor, from, to });
      if (from) return t.emailChangedFrom({ actor, from });
      if (to) return t.emailChangedTo({ actor, to });
      return t.emailChanged({ actor });
    }
    case 'account.email.verified':
      return t.emailVerified({ actor });
    case 'account.password.changed':
      return t.passwordChanged({ actor });
    case 'account.password.reset_requested':
      return t.resetAsked({ actor });
    case 'account.password.reset':
      return t.passwordReset({ actor });
    case 'account.mobile.code_sent':
      return t.codeSent({ actor });
    case 'account.mobile.confirmed': {
      const mobile = text(d.mobile);
      return mobile ? t.mobileConfirmedNumber({ actor, mobile }) : t.mobileConfirmed({ actor });
    }
    case 'admin.granted':
      return (d.via === 'cli' ? t.adminGrantedCli : t.adminGranted)({ person });
    case 'admin.created':
      return (d.via === 'cli' ? t.adminCreatedCli : t.adminCreated)({ person });
    case 'identity.approved':
      return (d.organization ? t.identityApprovedOrg : t.identityApproved)({ actor, person });
    case 'identity.rejected':
      return because(t.identityRejected({ actor, person }), d.reason);

    // ——— campaigns ———
    case 'campaign.created': {
      const goal = naira(d.goal_kobo);
      if (!goal) return t.created({ actor, campaign });
      if (d.funding_mode === 'keep_what_you_raise') return t.createdGoalKeep({ actor, campaign, goal });
      if (d.funding_mode === 'all_or_nothing') return t.createdGoalAllOrNothing({ actor, campaign, goal });
      return t.createdGoal({ actor, campaign, goal });
    }
    case 'campaign.funding_mode':
      return (d.to === 'keep_what_you_raise' ? t.fundingToKeep : t.fundingToAllOrNothing)({ actor, campaign });
    case 'campaign.updated': {
      const changed = Array.isArray(d.changed) ? d.changed.filter((f): f is string => typeof f === 'string') : [];
      const goal = d.goal_kobo as { from?: unknown; to?: unknown } | undefined;
      if (goal && typeof goal.from === 'number' && typeof goal.to === 'number') {
        const others = changed.filter((f) => f !== 'goalKobo').map((f) => field(f, campaignFields));
        const raised = goal.to > goal.from;
        const values = { actor, campaign, from: naira(goal.from)!, to: naira(goal.to)! };
        if (others.length) return (raised ? t.goalRaisedEdited : t.goalLoweredEdited)({ ...values, fields: list(others, t) });
        return (raised ? t.goalRaised : t.goalLowered)(values);
      }
      const all = changed.map((f) => field(f, campaignFields));
      return all.length ? t.edited({ actor, fields: list(all, t), campaign }) : t.savedUnchanged({ actor, campaign });
    }
    case 'campaign.image': {
      const picture =
        d.column === 'imageKey'
          ? t.pictureMain
          : d.column === 'messageImage1Key' || d.column === 'messageImage2Key'
            ? t.pictureThanks
            : t.pictureGallery;
      return (d.replaced ? t.imageReplaced : t.imageAdded)({ actor, picture, campaign });
    }
    case 'campaign.editor_image':
      return t.storyPicture({ actor });
    case 'campaign.submitted':
      return t.submitted({ actor, campaign });
    case 'campaign.recommended':
      return t.recommended({ actor, campaign });
    case 'campaign.reported':
      return t.reported({ actor: who ?? t.visitor, campaign });
    case 'campaign.suspended':
      return because(t.suspended({ actor, campaign }), d.reason);
    case 'campaign.reinstated':
      return because(t.reinstated({ actor, campaign }), d.reason);
    case 'campaign.volunteer.assigned':
      return t.volunteerAssigned({ actor, campaign });
    case 'reward.created':
      return t.rewardAdded({ actor, campaign });
    case 'reward.updated':
      return t.rewardChanged({ actor, campaign });
    case 'reward.deleted':
      return t.rewardRemoved({ actor, campaign });
    case 'report.dismissed':
      return because(t.reportDismissed({ actor, subject: named ?? t.reportNo({ id }) }), d.note);
    case 'report.actioned':
      return because(t.reportUpheld({ actor, subject: named ?? t.reportNo({ id }) }), d.note);

    // ——— money ———
    case 'campaign.claimed': {
      const amount = naira(d.amountKobo) ?? t.theFunds;
      const commission = naira(d.commissionKobo);
      return commission ? t.claimedCommission({ actor, amount, campaign, commission }) : t.claimed({ actor, amount, campaign });
    }
    case 'campaign.stage_claimed': {
      const amount = naira(d.amountKobo) ?? t.theFunds;
      const commission = naira(d.commissionKobo) ?? naira(0)!;
      const stage = typeof d.stage === 'number' ? d.stage : 1;
      return t.stageClaimed({ actor, stage, campaign, amount, commission });
    }
    case 'beneficiary.named':
      return t.beneficiaryNamed({ actor, campaign, name: text(d.name) ?? '', last4: text(d.last4) ?? '' });
    case 'beneficiary.changed':
      return t.beneficiaryChanged({
        actor,
        campaign,
        previous: text(d.previous) ?? '',
        name: text(d.name) ?? '',
        last4: text(d.last4) ?? '',
      });
    case 'beneficiary.confirmed':
      return because(t.beneficiaryConfirmed({ actor, campaign, name: text(d.name) ?? '', last4: text(d.last4) ?? '' }), d.note);
    case 'spending_report.posted':
      return t.reportPosted({ actor, campaign, amount: naira(d.totalKobo) ?? t.aPayout });
    case 'spending_report.receipt_added':
      return t.receiptAdded({ actor, campaign });
    case 'spending_report.confirmed':
      return because(t.reportConfirmed({ actor, campaign, amount: naira(d.totalKobo) ?? '' }), d.note);
    case 'spending_report.flagged':
      return because(t.reportFlagged({ actor, campaign, amount: naira(d.totalKobo) ?? '' }), d.note);
    case 'payout_account.saved': {
      const last4 = text(d.last4);
      return last4 ? t.payoutAccountSavedLast4({ actor, last4 }) : t.payoutAccountSaved({ actor });
    }
    case 'payout.paid':
      return t.payoutPaid({ id });
    case 'payout.failed': {
      const error = text(d.error);
      return error ? t.payoutFailedError({ id, error }) : t.payoutFailed({ id });
    }
    case 'payout.reversed': {
      const reason = text(d.reason);
      return reason ? t.payoutReversedReason({ id, reason }) : t.payoutReversed({ id });
    }
    case 'payout.unresolved':
      return because(t.payoutUnresolved({ id }), d.error);
    case 'payout.event_amount_differs': {
      const amount = naira(d.amountKobo);
      return amount ? t.payoutAmountDiffersAmount({ id, amount }) : t.payoutAmountDiffers({ id });
    }
    case 'donation.late_payment':
      return t.latePayment({ id });
    case 'donation.amount_mismatch':
      return because(t.amountMismatch({ id }), d.note);
    case 'donation.transfer_refused':
      return because(t.transferRefused({ id }), d.reason);
    case 'dedicated_account.assigned':
      return t.accountAssigned({ campaign, bank: text(d.bank) ?? '', last4: text(d.last4) ?? '' });
    case 'dedicated_account.requeried':
      return t.accountRequeried({ actor, campaign, last4: text(d.last4) ?? '' });
    case 'donations.refund_all': {
      const n = typeof d.count === 'number' ? d.count : null;
      const total = naira(d.totalKobo);
      const sentence =
        n === null
          ? total
            ? t.refundAllTotal({ campaign, total })
            : t.refundAll({ campaign })
          : total
            ? t.refundAllCountTotal({ campaign, total })(n)
            : t.refundAllCount({ campaign })(n);
      return because(sentence, d.reason);
    }
    case 'refund.failed':
      return because(t.refundFailed({ id }), d.error);
    case 'refund.retry':
      return t.refundRetried({ actor, id });

    // ——— volunteers ———
    case 'volunteer.application.submitted':
      return t.volunteerApplied({ actor });
    case 'volunteer.interview.invited':
      return t.interviewInvited({ actor, id });
    case 'volunteer.approved':
      return typeof d.grade === 'number'
        ? t.volunteerApprovedGrade({ actor, person, grade: d.grade })
        : t.volunteerApproved({ actor, person });
    case 'volunteer.rejected':
      return because(t.volunteerRejected({ actor, person }), d.reason);
    case 'volunteer.revoked': {
      const n = typeof d.unassigned === 'number' ? d.unassigned : 0;
      const sentence = because(t.volunteerRevoked({ actor, person }), d.reason);
      return n ? `${sentence} ${t.unassigned(n)}` : sentence;
    }
    // ——— words of support and updates ———
    case 'comment.replied':
      return t.commentReplied({ actor, campaign });
    case 'comment.reported':
      return t.commentReported({ actor: who ?? t.visitor, campaign });
    case 'comment.hidden':
      return because(t.commentHidden({ actor, campaign }), d.reason);
    case 'comment.shown':
      return because(t.commentShown({ actor, campaign }), d.reason);
    case 'comment.reports_dismissed':
      return because(t.commentReportsDismissed({ actor, campaign }), d.reason);
    case 'update.posted':
      return t.updatePosted({ actor, campaign });
    case 'update.image':
      return t.updatePicture({ actor, campaign });
    case 'update.deleted':
      return t.updateDeleted({ actor, campaign });
    case 'reward.sent':
      return t.rewardSent({ actor, campaign });
    case 'reward.unsent':
      return t.rewardUnsent({ actor, campaign });
    case 'account.second_factor_added':
      return (d.kind === 'passkey' ? t.secondFactorAddedPasskey : t.secondFactorAddedApp)({ actor });
    case 'account.second_factor_removed':
      return t.secondFactorRemoved({ actor });
    case 'account.recovery_codes_made':
      return t.recoveryCodesMade({ actor });
    case 'account.second_factor_failed':
      return because(t.secondFactorFailed({ person }), d.reason);
    case 'account.second_factor_reset':
      return because(t.secondFactorReset({ actor, person }), d.reason);
    case 'rights.export.requested':
      return t.exportRequested({ actor });
    case 'rights.export.requested_by_admin':
      return because(t.exportRequestedByAdmin({ actor, person }), d.reason);
    case 'rights.export.downloaded':
      return t.exportDownloaded({ person });
    case 'rights.account.closed':
      return t.accountClosed({ actor });
    case 'rights.account.closed_by_admin':
      return because(t.accountClosedByAdmin({ actor, person }), d.reason);
    case 'rights.consent.given':
      return t.consentGiven({ actor, purpose: String(d.purpose ?? '') });
    case 'rights.consent.withdrawn':
      return t.consentWithdrawn({ actor, purpose: String(d.purpose ?? '') });
    case 'supporter_page.hidden':
    case 'supporter_page.shown': {
      const supporter = text(d.supporter);
      const hid = a === 'supporter_page.hidden';
      if (!supporter) return (hid ? t.supporterPageHiddenUnnamed : t.supporterPageShownUnnamed)({ actor, campaign });
      return (hid ? t.supporterPageHidden : t.supporterPageShown)({ actor, supporter, campaign });
    }
    case 'account.language.changed': {
      const to = d.to;
      return t.languageChosen({ actor, language: isLanguage(to) ? LANGUAGE_NAMES[to] : String(to) });
    }
  }

  // An action recorded after this list was written: still a sentence, with the raw name for search.
  const subject = named ?? t.subjectNo({ type: e.subject_type.replace(/_/g, ' '), id });
  return t.unknown({ actor, action: a, subject });
}
