import { formatNaira, koboToNaira } from '@ireti/shared/money';
import type { AuditItem } from '@ireti/shared/trust/types';

/**
 * One audit entry as a sentence an administrator reads at a glance: "Ada Okafor raised the goal of
 * 'Dialysis for Uncle Obinna' from ₦1,500,000 to ₦1,800,000". Covers every action the API records
 * (grep `audit(` in apps/api/src/modules); an action it does not know still reads as a sentence.
 */
type Entry = Pick<AuditItem, 'action' | 'subject_type' | 'subject_id' | 'data' | 'actor' | 'subject_name'>;

const naira = (kobo: unknown) => (typeof kobo === 'number' ? formatNaira(koboToNaira(kobo)) : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** ": reason" when there is one. */
const because = (v: unknown) => (text(v) ? `: ${text(v)}` : '');

/** The campaign statuses (spec §3) as the transitions speak of them. */
const transitions: Record<string, string> = {
  '0->1': 'verified {c}; it is now open for donations',
  '0->4': 'deleted {c} before it was verified',
  '1->3': 'closed donations on {c}',
  '1->4': 'deleted {c}; its donors are refunded',
  '3->2': 'closed {c} with a thank-you to its donors',
};

/** The fields of a campaign as the edit form names them. */
const campaignFields: Record<string, string> = {
  title: 'title',
  summary: 'summary',
  descriptionHtml: 'story',
  goalKobo: 'goal',
  category: 'category',
  affiliatedOrganization: 'affiliated organisation',
  type: 'type',
};
/** The fields of a profile as the settings name them (snake_case from the API's input). */
const profileField = (f: string) =>
  f
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const campaignImage = (column: unknown) =>
  column === 'imageKey'
    ? 'the main picture'
    : column === 'messageImage1Key' || column === 'messageImage2Key'
      ? 'a thank-you picture'
      : 'a gallery picture';

/** "a, b and c". */
export function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function auditSentence(e: Entry): string {
  const d = e.data ?? {};
  const who = e.actor?.name || (e.actor ? e.actor.email : null);
  const actor = who ?? 'The system';
  const named = e.subject_name ? `“${e.subject_name}”` : null;
  const campaign = named ?? `campaign #${e.subject_id}`;
  const person = e.subject_name ?? `user #${e.subject_id}`;
  const c = (s: string) => s.replace('{c}', campaign);
  const a = e.action;

  const status = /^campaign\.status\.(\d)->(\d)$/.exec(a);
  if (status) {
    const key = `${status[1]}->${status[2]}`;
    const done = transitions[key] ? c(transitions[key]) : `moved ${campaign} from status ${status[1]} to ${status[2]}`;
    return `${actor} ${done}${because(d.reason)}`;
  }
  const doc = /^volunteer\.document\.(\w+)$/.exec(a);
  if (doc) {
    const what = doc[1] === 'id' ? 'an identity document' : doc[1] === 'bill' ? 'a utility bill' : `a ${doc[1]} document`;
    return `${actor} ${d.replaced ? 'replaced' : 'uploaded'} ${what} for their volunteer application`;
  }

  switch (a) {
    // ——— accounts ———
    case 'account.signup':
      return `${actor} signed up${d.organization ? ' as an organisation' : ''}${d.social ? ' with Facebook' : ''}`;
    case 'account.signup.taken':
      return `Someone tried to sign up with the e-mail address of ${person}`;
    case 'account.login':
      return `${actor} signed in${d.remember ? ' (remember me)' : ''}`;
    case 'account.facebook.linked':
      return `${actor} linked their Facebook account`;
    case 'account.reclaimed':
      return `${actor} reclaimed their account${d.how === 'facebook' ? ' through Facebook' : d.how === 'reset' ? ' with a password reset' : ''}`;
    case 'account.identity.submitted':
      return `${actor} sent their identity for verification`;
    case 'account.document.updated':
      return `${actor} uploaded an identity document`;
    case 'account.image.updated':
      return `${actor} changed their profile picture`;
    case 'account.feature_image.updated':
      return `${actor} changed a featured picture of their organisation`;
    case 'account.profile.updated': {
      const fields = Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === 'string').map(profileField) : [];
      return `${actor} updated their profile${fields.length ? ` (${list(fields)})` : ''}`;
    }
    case 'account.email.change_requested':
      return `${actor} asked to change their e-mail address${text(d.to) ? ` to ${text(d.to)}` : ''}`;
    case 'account.email.changed':
      return `${actor} changed their e-mail address${text(d.from) ? ` from ${text(d.from)}` : ''}${text(d.to) ? ` to ${text(d.to)}` : ''}`;
    case 'account.email.verified':
      return `${actor} verified their e-mail address`;
    case 'account.password.changed':
      return `${actor} changed their password`;
    case 'account.password.reset_requested':
      return `${actor} asked for a password reset link`;
    case 'account.password.reset':
      return `${actor} reset their password`;
    case 'account.mobile.code_sent':
      return `${actor} asked for a code to confirm their mobile number`;
    case 'account.mobile.confirmed':
      return `${actor} confirmed their mobile number${text(d.mobile) ? ` ${text(d.mobile)}` : ''}`;
    case 'admin.granted':
      return `${person} was made an administrator${d.via === 'cli' ? ' from the command line' : ''}`;
    case 'admin.created':
      return `An administrator account was created for ${person}${d.via === 'cli' ? ' from the command line' : ''}`;
    case 'identity.approved':
      return `${actor} approved the identity of ${person}${d.organization ? ' (organisation)' : ''}`;
    case 'identity.rejected':
      return `${actor} rejected the identity of ${person}${because(d.reason)}`;

    // ——— campaigns ———
    case 'campaign.created':
      return `${actor} created ${campaign}${naira(d.goal_kobo) ? ` with a goal of ${naira(d.goal_kobo)}` : ''}`;
    case 'campaign.updated': {
      const changed = Array.isArray(d.changed) ? d.changed.filter((f): f is string => typeof f === 'string') : [];
      const goal = d.goal_kobo as { from?: unknown; to?: unknown } | undefined;
      const others = changed.filter((f) => f !== 'goalKobo').map((f) => campaignFields[f] ?? profileField(f));
      const also = others.length ? `, and edited its ${list(others)}` : '';
      if (goal && typeof goal.from === 'number' && typeof goal.to === 'number') {
        const verb = goal.to > goal.from ? 'raised' : 'lowered';
        return `${actor} ${verb} the goal of ${campaign} from ${naira(goal.from)} to ${naira(goal.to)}${also}`;
      }
      const all = changed.map((f) => campaignFields[f] ?? profileField(f));
      return all.length ? `${actor} edited the ${list(all)} of ${campaign}` : `${actor} saved ${campaign} without changes`;
    }
    case 'campaign.image':
      return `${actor} ${d.replaced ? 'replaced' : 'added'} ${campaignImage(d.column)} of ${campaign}`;
    case 'campaign.editor_image':
      return `${actor} added a picture to a campaign's story`;
    case 'campaign.recommended':
      return `${actor} recommended ${campaign} for verification`;
    case 'campaign.reported':
      return `${who ?? 'A visitor'} reported ${campaign}`;
    case 'campaign.suspended':
      return `${actor} suspended ${campaign}${because(d.reason)}`;
    case 'campaign.reinstated':
      return `${actor} reinstated ${campaign}${because(d.reason)}`;
    case 'campaign.volunteer.assigned':
      return `${actor} assigned a volunteer to ${campaign}`;
    case 'reward.created':
      return `${actor} added a reward to ${campaign}`;
    case 'reward.updated':
      return `${actor} changed a reward of ${campaign}`;
    case 'reward.deleted':
      return `${actor} removed a reward from ${campaign}`;
    case 'report.dismissed':
      return `${actor} dismissed a report on ${named ?? `report #${e.subject_id}`}${because(d.note)}`;
    case 'report.actioned':
      return `${actor} upheld a report on ${named ?? `report #${e.subject_id}`} and suspended the campaign${because(d.note)}`;

    // ——— money ———
    case 'campaign.claimed':
      return (
        `${actor} claimed ${naira(d.amountKobo) ?? 'the funds'} from ${campaign}` +
        (naira(d.commissionKobo) ? ` (commission ${naira(d.commissionKobo)})` : '')
      );
    case 'payout_account.saved':
      return `${actor} saved their payout bank account${text(d.last4) ? ` ••••${text(d.last4)}` : ''}`;
    case 'payout.paid':
      return `Payout #${e.subject_id} reached the owner's bank`;
    case 'payout.failed':
      return `Payout #${e.subject_id} failed${because(d.error)}; the money is held for the campaign again`;
    case 'payout.reversed':
      return `Payout #${e.subject_id} was reversed by the bank${because(d.reason)}; the money is back on the campaign's balance`;
    case 'payout.unresolved':
      return `Payout #${e.subject_id} could not be checked with the provider${because(d.error)}`;
    case 'payout.event_amount_differs':
      return `A provider event for payout #${e.subject_id} named a different amount${naira(d.amountKobo) ? ` (${naira(d.amountKobo)})` : ''}; it was ignored`;
    case 'donation.late_payment':
      return `A payment for donation #${e.subject_id} arrived after its campaign stopped taking donations; it will be refunded`;
    case 'donation.amount_mismatch':
      return `The amount paid for donation #${e.subject_id} did not match the pledge${because(d.note)}`;
    case 'donations.refund_all': {
      const n = typeof d.count === 'number' ? d.count : null;
      const what = n === null ? 'The donations' : n === 1 ? 'The 1 donation' : `The ${n} donations`;
      return `${what} to ${campaign}${naira(d.totalKobo) ? ` (${naira(d.totalKobo)})` : ''} are being refunded${because(d.reason)}`;
    }
    case 'refund.failed':
      return `Refund #${e.subject_id} failed${because(d.error)}`;
    case 'refund.retry':
      return `${actor} retried refund #${e.subject_id}`;

    // ——— volunteers ———
    case 'volunteer.application.submitted':
      return `${actor} applied to become a volunteer`;
    case 'volunteer.interview.invited':
      return `${actor} invited volunteer applicant #${e.subject_id} to an interview`;
    case 'volunteer.approved':
      return `${actor} approved ${person} as a volunteer${typeof d.grade === 'number' ? ` (grade ${d.grade})` : ''}`;
    case 'volunteer.rejected':
      return `${actor} turned down ${person}'s volunteer application${because(d.reason)}`;
    case 'volunteer.revoked': {
      const n = typeof d.unassigned === 'number' ? d.unassigned : 0;
      return `${actor} revoked ${person}'s volunteer role${because(d.reason)}${n ? ` (${n} campaign${n === 1 ? '' : 's'} unassigned)` : ''}`;
    }
  }

  // An action recorded after this list was written: still a sentence, with the raw name for search.
  const subject = named ?? `${e.subject_type.replace(/_/g, ' ')} #${e.subject_id}`;
  return `${actor} did “${a}” on ${subject}`;
}
