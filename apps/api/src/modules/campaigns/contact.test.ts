/**
 * The campaigner's contact on the campaign page (issue 15, "let volunteers call"): the volunteers
 * vetting a campaign and admins see the owner's e-mail and confirmed mobile in owner_contact;
 * nobody else does, and the public response cache never keeps it (it keeps anonymous answers only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { buildTestApp, noticesArrived, type TestApp } from '../../test/build-app.ts';
import { createVolunteer, tokenFor } from '../../test/factories.ts';
import { creator, person, rowCampaign, setStatus, type Person } from './campaigns.fixtures.ts';
import { assignForTest } from '../trust/trust.factories.ts';

let t: TestApp;
let owner: Person;
let volunteer: Person;
let otherVolunteer: Person;
let stranger: Person;
let admin: Person;

const get = (publicId: string, who?: Person) => t.call('GET', `/api/v1/campaign/${publicId}`, { token: who?.token });

async function volunteerPerson(email: string): Promise<Person> {
  const user = await createVolunteer(t.database.db, { email });
  return { user, token: await tokenFor(t.database.db, user.id) };
}

/** A campaign awaiting verification, assigned to `volunteer`. */
async function awaiting(ownerId = owner.user.id) {
  const c = await rowCampaign(t, ownerId, { status: 0 });
  await assignForTest(t.database.db, { campaignId: c.id, volunteerId: volunteer.user.id });
  return c;
}

/** Every notification of a change committed before now has reached the instance's cache. */
const settled = () => noticesArrived(t);

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
  owner = await creator(t, { email: 'amaka.owner@example.ng', mobile: '+2348031234567', mobileVerifiedAt: new Date() });
  volunteer = await volunteerPerson('tunde.vetter@example.ng');
  otherVolunteer = await volunteerPerson('bisi.elsewhere@example.ng');
  stranger = await person(t, { email: 'stranger@example.ng' });
  admin = await person(t, { role: 'admin', email: 'support@example.ng' });
});
afterAll(() => t.close());

describe('owner_contact on GET /campaign/{id}', () => {
  it('gives the assigned volunteer the e-mail and confirmed mobile of the campaign they are vetting', async () => {
    const c = await awaiting();
    const res = await get(c.publicId, volunteer);
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.viewer.is_assigned_volunteer).toBe(true);
    expect(res.body.entity.owner_contact).toEqual({ email: 'amaka.owner@example.ng', mobile: '+2348031234567' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gives it to nobody else: other volunteers, other users, the owner, signed out', async () => {
    const c = await awaiting();
    expect((await get(c.publicId)).body.status.code).toBe(104);
    expect((await get(c.publicId, otherVolunteer)).body.status.code).toBe(104);
    expect((await get(c.publicId, stranger)).body.status.code).toBe(104);
    expect((await get(c.publicId, owner)).body.entity.owner_contact).toBeNull();

    const live = await rowCampaign(t, owner.user.id, { status: 1, verifiedAt: new Date() });
    for (const who of [undefined, otherVolunteer, stranger, owner]) {
      const res = await get(live.publicId, who);
      expect(res.body.status.code).toBe(100);
      expect(res.body.entity.owner_contact, who?.user.email ?? 'signed out').toBeNull();
    }
    expect(JSON.stringify((await get(live.publicId)).body)).not.toContain('amaka.owner@example.ng');
  });

  it('lets admins see it at any stage, for support', async () => {
    const c = await awaiting();
    expect((await get(c.publicId, admin)).body.entity.owner_contact).toEqual({
      email: 'amaka.owner@example.ng',
      mobile: '+2348031234567',
    });
    const live = await rowCampaign(t, owner.user.id, { status: 1, verifiedAt: new Date() });
    expect((await get(live.publicId, admin)).body.entity.owner_contact?.email).toBe('amaka.owner@example.ng');
  });

  it('stops once the vetting is over: the campaign is live, or the volunteer lost the role', async () => {
    const c = await awaiting();
    await setStatus(t, c.id, 1, { verifiedAt: new Date() });
    const live = await get(c.publicId, volunteer);
    expect(live.body.entity.viewer.is_assigned_volunteer).toBe(true);
    expect(live.body.entity.owner_contact).toBeNull();

    const d = await awaiting();
    const revoked = await volunteerPerson('revoked@example.ng');
    await assignForTest(t.database.db, { campaignId: d.id, volunteerId: revoked.user.id });
    await t.database.db.update(users).set({ volunteerStatus: 'none' }).where(eq(users.id, revoked.user.id));
    const res = await get(d.publicId, revoked);
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.owner_contact).toBeNull();
  });

  it('gives the mobile only once the owner confirmed it; "not confirmed" is null', async () => {
    const unconfirmed = await creator(t, { email: 'chidi.owner@example.ng', mobile: '+2348051112222', mobileVerifiedAt: null });
    const c = await awaiting(unconfirmed.user.id);
    expect((await get(c.publicId, volunteer)).body.entity.owner_contact).toEqual({ email: 'chidi.owner@example.ng', mobile: null });
    const none = await creator(t, { email: 'no.phone@example.ng', mobile: null });
    const d = await awaiting(none.user.id);
    expect((await get(d.publicId, volunteer)).body.entity.owner_contact).toEqual({ email: 'no.phone@example.ng', mobile: null });
  });

  it('never reaches the public cache: anonymous answers after a volunteer or an admin asked stay without it', async () => {
    const c = await awaiting();
    await settled();
    t.app.publicCache!.invalidate();
    // the volunteer asks while vetting; the campaign then goes live and the public asks
    const vetting = await get(c.publicId, volunteer);
    expect(vetting.body.entity.owner_contact).not.toBeNull();
    expect(vetting.headers['x-cache']).toBeUndefined();
    expect((await get(c.publicId)).body.status.code).toBe(104);
    await setStatus(t, c.id, 1, { verifiedAt: new Date() });
    await settled();
    // an admin's answer (with the contact) is neither kept nor served to the public
    const seenByAdmin = await get(c.publicId, admin);
    expect(seenByAdmin.body.entity.owner_contact).not.toBeNull();
    expect(seenByAdmin.headers['x-cache']).toBeUndefined();
    expect(seenByAdmin.headers['cache-control']).toBe('private, no-store');
    const first = await get(c.publicId);
    const second = await get(c.publicId);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    for (const anon of [first, second]) {
      expect(anon.body.entity.owner_contact).toBeNull();
      expect(JSON.stringify(anon.body)).not.toContain('amaka.owner@example.ng');
      expect(JSON.stringify(anon.body)).not.toContain('2348031234567');
    }
    // and the kept answer is not served to a signed-in volunteer either (theirs is computed)
    const again = await get(c.publicId, admin);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.body.entity.owner_contact).not.toBeNull();
  });
});
