import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../rules.ts';
import { ID_TYPES, ORGANIZATION_CATEGORIES } from '../constants.ts';
import {
  idDocumentSchema,
  identityDecisionSchema,
  moderationSchema,
  organizationFilterSchema,
  reasonSchema,
  recommendCampaignSchema,
  reportActionSchema,
  reportCampaignSchema,
  verifyCampaignSchema,
  volunteerDecisionSchema,
} from './schemas.ts';

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error as never);
};
const today = () => new Date().toISOString().slice(0, 10);

describe('volunteer documents', () => {
  it('takes exactly the accepted ID types of spec §5', () => {
    for (const t of ID_TYPES) expect(idDocumentSchema.parse({ id_type: t })).toEqual({ id_type: t });
    expect(ID_TYPES).toEqual([
      'National ID',
      'NIN slip',
      "Voter's card",
      "Driver's licence",
      'Student ID',
      'International passport',
      'State bill receipt',
    ]);
    expect(errorsOf(idDocumentSchema, {})).toEqual({ id_type: "ID type can't be empty" });
    expect(errorsOf(idDocumentSchema, { id_type: 'Library card' })).toEqual({ id_type: "ID type can't be empty" });
    // Unknown fields are ignored and never reach the API (decision 008).
    expect(idDocumentSchema.parse({ id_type: 'National ID', extra: 1 })).toEqual({ id_type: 'National ID' });
  });
});

describe('verifying and recommending a campaign', () => {
  it('takes the spec body: campaign_id and status 1, the id lower-cased', () => {
    expect(verifyCampaignSchema.parse({ campaign_id: ' AbC123xyz ', status: 1 })).toEqual({ campaign_id: 'abc123xyz', status: 1 });
    expect(recommendCampaignSchema.parse({ campaign_id: 'abc123xyz' })).toEqual({ campaign_id: 'abc123xyz' });
  });

  it('refuses any other status and a missing id, and ignores unknown fields', () => {
    expect(errorsOf(verifyCampaignSchema, { campaign_id: 'abc', status: 2 })).toEqual({ status: 'status must be 1' });
    expect(errorsOf(verifyCampaignSchema, { status: 1 })).toEqual({ campaign_id: "Campaign can't be empty" });
    expect(errorsOf(verifyCampaignSchema, { campaign_id: '', status: 1 })).toEqual({ campaign_id: "Campaign can't be empty" });
    expect(errorsOf(verifyCampaignSchema, { campaign_id: 'a'.repeat(41), status: 1 })).toEqual({
      campaign_id: 'Value too long. Must be a maximum of 40 characters in length.',
    });
    expect(verifyCampaignSchema.parse({ campaign_id: 'abc', status: 1, volunteer: 3, verified: 1 })).toEqual({
      campaign_id: 'abc',
      status: 1,
    });
    expect(recommendCampaignSchema.parse({ campaign_id: 'abc', recommended_by: 3 })).toEqual({ campaign_id: 'abc' });
  });
});

describe('reporting a campaign', () => {
  it('needs a message of 10 to 1000 characters, in the spec order of rules', () => {
    expect(reportCampaignSchema.parse({ campaign_id: 'abc', message: '  Photos are stolen  ' }).message).toBe('Photos are stolen');
    expect(errorsOf(reportCampaignSchema, { campaign_id: 'abc', message: '' })).toEqual({ message: "Message can't be empty" });
    expect(errorsOf(reportCampaignSchema, { campaign_id: 'abc', message: 'short' })).toEqual({
      message: 'Value too short. Must be a minimum of 10 characters in length.',
    });
    expect(errorsOf(reportCampaignSchema, { campaign_id: 'abc', message: 'x'.repeat(1001) })).toEqual({
      message: 'Value too long. Must be a maximum of 1000 characters in length.',
    });
    expect(errorsOf(reportCampaignSchema, { campaign_id: 'abc', message: 'nul \u0000 in the message' }).message).toBe(
      'Message contains characters that are not allowed',
    );
  });
});

describe('the verified organisations filter', () => {
  it('is required: all, or one of the 21 categories', () => {
    expect(ORGANIZATION_CATEGORIES).toHaveLength(21);
    expect(organizationFilterSchema.parse({ category: 'all' })).toEqual({ category: 'all' });
    expect(organizationFilterSchema.parse({ category: 'Reality Show' })).toEqual({ category: 'Reality Show' });
    expect(errorsOf(organizationFilterSchema, { category: '' })).toEqual({ category: "Category can't be empty" });
  });
});

describe('the admin decisions', () => {
  const approve = { decision: 'approved', interviewed_on: today(), interview_notes: 'Knows the area', grade: '4' };

  it('approves a volunteer with the interview and a grade from the select', () => {
    expect(volunteerDecisionSchema.parse(approve)).toMatchObject({ decision: 'approved', grade: 4, reason: '' });
  });

  it('needs a grade 1–5 to approve and a reason to reject', () => {
    expect(errorsOf(volunteerDecisionSchema, { ...approve, grade: '' })).toEqual({ grade: "Grade can't be empty" });
    expect(errorsOf(volunteerDecisionSchema, { ...approve, grade: 0 })).toEqual({ grade: 'Grade must be from 1 to 5' });
    expect(errorsOf(volunteerDecisionSchema, { ...approve, grade: 2.5 })).toEqual({ grade: 'Grade must be a whole number from 1 to 5' });
    expect(errorsOf(volunteerDecisionSchema, { ...approve, decision: 'rejected', grade: '' })).toEqual({ reason: "Reason can't be empty" });
    expect(volunteerDecisionSchema.parse({ ...approve, decision: 'rejected', grade: '', reason: 'Missed the interview' })).toMatchObject({
      grade: undefined,
      reason: 'Missed the interview',
    });
  });

  it('needs a real interview date and notes', () => {
    expect(errorsOf(volunteerDecisionSchema, { ...approve, interviewed_on: '2026-02-30' })).toEqual({
      interviewed_on: 'Interview date must be a date (YYYY-MM-DD)',
    });
    expect(errorsOf(volunteerDecisionSchema, { ...approve, interviewed_on: '21/11/2026' })).toEqual({
      interviewed_on: 'Interview date must be a date (YYYY-MM-DD)',
    });
    expect(errorsOf(volunteerDecisionSchema, { ...approve, interviewed_on: '' })).toEqual({
      interviewed_on: "Interview date can't be empty",
    });
    expect(errorsOf(volunteerDecisionSchema, { ...approve, interview_notes: ' ' })).toEqual({
      interview_notes: "Interview notes can't be empty",
    });
  });

  it('rejects an identity with a reason only', () => {
    expect(identityDecisionSchema.parse({ decision: 'approved' })).toEqual({ decision: 'approved', reason: '' });
    expect(errorsOf(identityDecisionSchema, { decision: 'rejected' })).toEqual({ reason: "Reason can't be empty" });
    expect(errorsOf(identityDecisionSchema, { decision: 'maybe' })).toEqual({ decision: "Decision can't be empty" });
  });

  it('acts on a report with a note, and moderates with a reason', () => {
    expect(reportActionSchema.parse({ action: 'suspend', note: 'Fake bill' })).toEqual({ action: 'suspend', note: 'Fake bill' });
    expect(errorsOf(reportActionSchema, { action: 'delete', note: 'x' })).toEqual({ action: "Action can't be empty" });
    expect(errorsOf(moderationSchema, { reason: '' })).toEqual({ reason: "Reason can't be empty" });
    expect(errorsOf(reasonSchema('Message', 20), { reason: '' })).toEqual({ reason: "Message can't be empty" });
    expect(errorsOf(reasonSchema('Message', 20), { reason: 'x'.repeat(21) })).toEqual({
      reason: 'Value too long. Must be a maximum of 20 characters in length.',
    });
  });
});
