import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../rules.ts';
import {
  campaignCreateSchema,
  campaignIdSchema,
  campaignUpdateSchema,
  closeCampaignSchema,
  nairaAmount,
  rewardCreateSchema,
  rewardSchema,
} from './schemas.ts';

const valid = {
  title: 'Help Amaka finish nursing school',
  goal: 500000,
  category: 'Health',
  affiliatedOrganization: 'Lagos University Teaching Hospital',
  summary: 'Final-year fees for a nursing student',
  campaign_details: '<p>Amaka is in her final year.</p>',
  types: 'Non-reward based',
};

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error as never);
};

describe('campaign creation schema', () => {
  it('accepts a valid campaign and trims text', () => {
    const r = campaignCreateSchema.parse({ ...valid, title: '  Help Amaka finish nursing school ' });
    expect(r.title).toBe('Help Amaka finish nursing school');
    expect(r.goal).toBe(500000);
  });

  it('says which required fields are empty, with the spec message', () => {
    const e = errorsOf(campaignCreateSchema, { ...valid, title: '', summary: ' ', campaign_details: '', goal: '' });
    expect(e).toMatchObject({
      title: "Campaign title can't be empty",
      summary: "Summary can't be empty",
      campaign_details: "Your story can't be empty",
      goal: "Goal can't be empty",
    });
    expect(errorsOf(campaignCreateSchema, { ...valid, category: undefined }).category).toBe("Category can't be empty");
  });

  it('keeps the summary to 50 characters (counted as characters, not bytes)', () => {
    expect(errorsOf(campaignCreateSchema, { ...valid, summary: 'x'.repeat(51) }).summary).toBe(
      'Value too long. Must be a maximum of 50 characters in length.',
    );
    expect(campaignCreateSchema.safeParse({ ...valid, summary: '₦'.repeat(50) }).success).toBe(true);
  });

  it.each([
    [0, 'Goal must be at least ₦10,000'],
    [-5, 'Goal must be at least ₦10,000'],
    ['-5', 'Goal must be at least ₦10,000'],
    // A token goal with the real money above it would dodge the 5% commission (decision 045).
    [1, 'Goal must be at least ₦10,000'],
    ['9,999', 'Goal must be at least ₦10,000'],
    [1.5, 'Goal must be a whole number of naira'],
    ['1.5', 'Goal must be a whole number of naira'],
    ['1e6', 'Goal must be a whole number of naira'],
    ['abc', 'Goal must be a whole number of naira'],
    [1_000_000_001, 'Goal can be at most ₦1,000,000,000'],
    ['99999999999999999999', 'Goal can be at most ₦1,000,000,000'],
    [null, "Goal can't be empty"],
    [true, "Goal can't be empty"],
  ])('refuses the goal %s', (goal, message) => {
    expect(errorsOf(campaignCreateSchema, { ...valid, goal }).goal).toBe(message);
  });

  it('takes the least goal, ₦10,000', () => {
    expect(campaignCreateSchema.parse({ ...valid, goal: 10_000 }).goal).toBe(10_000);
  });

  it('drops invisible direction and zero-width characters from the title, keeps them in the description', () => {
    const r = campaignCreateSchema.parse({ ...valid, title: '\u202EHelp Ada\u200B walk', campaign_details: '<p>a\u200Db</p>' });
    expect(r.title).toBe('Help Ada walk');
    expect(r.campaign_details).toBe('<p>a\u200Db</p>');
  });

  it('reads a goal typed with commas and spaces', () => {
    expect(campaignCreateSchema.parse({ ...valid, goal: '2,500 000' }).goal).toBe(2_500_000);
    expect(campaignCreateSchema.parse({ ...valid, goal: 1_000_000_000 }).goal).toBe(1_000_000_000);
  });

  it('refuses an unknown category or type', () => {
    expect(errorsOf(campaignCreateSchema, { ...valid, category: 'Gambling' }).category).toBe('Choose one of the categories');
    expect(errorsOf(campaignCreateSchema, { ...valid, types: 'Equity' }).types).toBe('Choose Reward based or Non-reward based');
  });

  it('treats the affiliated organisation as optional', () => {
    const { affiliatedOrganization: _, ...rest } = valid;
    expect(campaignCreateSchema.safeParse(rest).success).toBe(true);
    expect(campaignCreateSchema.safeParse({ ...rest, affiliatedOrganization: null }).success).toBe(true);
    expect(errorsOf(campaignCreateSchema, { ...valid, affiliatedOrganization: 'x'.repeat(101) }).affiliatedOrganization).toMatch(
      /maximum of 100/,
    );
  });

  it('refuses rewards on a non-reward campaign, and accepts them on a reward-based one', () => {
    const rewards = [{ donation: 5000, reward_type: 'Material', reward: 'A branded T-shirt' }];
    expect(errorsOf(campaignCreateSchema, { ...valid, rewards }).rewards).toBe('Rewards can only be added to a Reward based campaign');
    expect(campaignCreateSchema.parse({ ...valid, types: 'Reward based', rewards }).rewards).toHaveLength(1);
  });

  it('ignores fields it does not use, and never carries them on (decision 008)', () => {
    expect(campaignCreateSchema.parse({ ...valid, status: 1, donationAmt: '', rewardType: '', reward: '' })).not.toHaveProperty('status');
    expect(campaignUpdateSchema.parse({ ...valid, pledged: 1 })).not.toHaveProperty('pledged');
    expect(campaignCreateSchema.parse({ ...valid, rewards: '' }).rewards).toBeUndefined();
  });
});

describe('reward schema', () => {
  it('needs an amount of at least ₦100, a type and a text of at most 50', () => {
    expect(errorsOf(rewardSchema, { donation: '', reward_type: '', reward: '' })).toEqual({
      donation: "Donation amount can't be empty",
      reward_type: "Reward type can't be empty",
      reward: "Reward can't be empty",
    });
    expect(errorsOf(rewardSchema, { donation: 50, reward_type: 'Cash', reward: 'x'.repeat(51) })).toEqual({
      donation: 'Donation amount must be at least ₦100',
      reward_type: 'Choose Material or Non-material',
      reward: 'Value too long. Must be a maximum of 50 characters in length.',
    });
  });

  it('names the campaign by its public id, lower-cased', () => {
    const r = rewardCreateSchema.parse({
      campaign: 'AbC234xyz9',
      donation: '2000',
      reward_type: 'Non-material',
      reward: 'A thank-you call',
    });
    expect(r).toEqual({ campaign: 'abc234xyz9', donation: 2000, reward_type: 'Non-material', reward: 'A thank-you call', quantity: null });
    expect(campaignIdSchema.safeParse('../etc').success).toBe(false);
  });
});

describe('close campaign schema', () => {
  it('needs a thank-you message', () => {
    expect(errorsOf(closeCampaignSchema, { message: '' }).message).toBe("Message can't be empty");
    expect(closeCampaignSchema.parse({ message: ' Thank you all ' }).message).toBe('Thank you all');
  });
});

describe('nairaAmount', () => {
  it('names the lower bound when it is above ₦1', () => {
    expect(nairaAmount('Amount', 100, 1000).safeParse(99).success).toBe(false);
    expect(nairaAmount('Amount', 100, 1000).parse('1,000')).toBe(1000);
  });
});
