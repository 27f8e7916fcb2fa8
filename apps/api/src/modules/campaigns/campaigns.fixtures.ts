import { eq } from 'drizzle-orm';
import { campaigns, users, type UserRow } from '../../db/schema.ts';
import type { TestApp } from '../../test/build-app.ts';
import { createCampaign, createUser, tokenFor } from '../../test/factories.ts';

/** Test-only helpers of the campaigns module: people, campaigns in a given state, uploads. */
export const validCampaign = {
  title: 'Help Amaka finish nursing school',
  goal: 500000,
  category: 'Health',
  affiliatedOrganization: 'Lagos University Teaching Hospital',
  summary: 'Final-year fees for a nursing student',
  campaign_details: '<p>Amaka is in her <strong>final year</strong> at the School of Nursing, Yaba.</p>',
  types: 'Non-reward based',
};

export interface Person {
  user: UserRow;
  token: string;
}

/** A signed-in individual whose identity information is submitted: may create campaigns. */
export async function creator(t: TestApp, o: Partial<typeof users.$inferInsert> = {}): Promise<Person> {
  const user = await createUser(t.database.db, { identityStatus: 'submitted', ...o });
  return { user, token: await tokenFor(t.database.db, user.id) };
}

export async function person(t: TestApp, o: Partial<typeof users.$inferInsert> = {}): Promise<Person> {
  const user = await createUser(t.database.db, o);
  return { user, token: await tokenFor(t.database.db, user.id) };
}

/** A campaign created through the API (status 0), returned as the API shows it. */
export async function apiCampaign(t: TestApp, owner: Person, o: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/v1/campaigns', { token: owner.token, body: { ...validCampaign, ...o } });
  if (res.body.status.code !== 100) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.entity as { _id: number; campaign_id: string; [k: string]: unknown };
}

/** A campaign row in any state, straight into the table (for lists and state rules). */
export const rowCampaign = (t: TestApp, ownerId: number, o: Parameters<typeof createCampaign>[2] = {}) =>
  createCampaign(t.database.db, ownerId, o);

export const setStatus = (t: TestApp, id: number, status: number, o: Partial<typeof campaigns.$inferInsert> = {}) =>
  t.database.db
    .update(campaigns)
    .set({ status, ...o })
    .where(eq(campaigns.id, id));

/** A real multipart/form-data body with one file in the field `file`. */
export async function multipart(bytes: Buffer, filename = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

export async function upload(t: TestApp, method: 'PUT' | 'POST', url: string, token: string | undefined, bytes: Buffer, filename?: string) {
  const body = await multipart(bytes, filename);
  const headers: Record<string, string> = { ...body.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method, url, payload: body.payload, headers });
  return { statusCode: res.statusCode, body: JSON.parse(res.body) };
}
