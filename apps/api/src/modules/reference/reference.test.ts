import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('lists the 36 states and the FCT', async () => {
    const res = await t.call('GET', '/api/v1/misc/states');
    expect(res.body.status.code).toBe(100);
    const states = res.body.entity.states as { state_id: number; name: string }[];
    expect(states).toHaveLength(37);
    expect(states.map((s) => s.name)).toContain('Federal Capital Territory');
    expect(states.map((s) => s.name)).toContain('Lagos');
  });

  it('has 774 local government areas across the states, Lagos 20 and Kano 44', async () => {
    const states = (await t.call('GET', '/api/v1/misc/states')).body.entity.states as { state_id: number; name: string }[];
    let total = 0;
    const counts: Record<string, number> = {};
    for (const s of states) {
      const res = await t.call('GET', `/api/v1/misc/lga/${s.state_id}`);
      expect(res.body.status.code).toBe(100);
      counts[s.name] = res.body.entity.cities.length;
      total += res.body.entity.cities.length;
      for (const c of res.body.entity.cities) expect(c).toEqual({ local_id: expect.any(Number), local_name: expect.any(String) });
    }
    expect(total).toBe(774);
    expect(counts.Lagos).toBe(20);
    expect(counts.Kano).toBe(44);
    expect(counts['Federal Capital Territory']).toBe(6);
  });

  it('answers an unknown state with 104 and a malformed one with 101', async () => {
    const unknown = await t.call('GET', '/api/v1/misc/lga/999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.status).toEqual({ code: 104, desc: 'There is no state with this id' });
    for (const bad of ['abc', '-1', '1.5', '99999999999999999999', "1'%20or%201=1"]) {
      const res = await t.call('GET', `/api/v1/misc/lga/${bad}`);
      expect(res.body.status.code, bad).toBe(101);
      expect(res.body.entity.errors.stateId).toBeTruthy();
    }
  });

  it('lists the nine campaign categories with colours and the organisation types', async () => {
    const cats = (await t.call('GET', '/api/v1/misc/categories')).body.entity.categories;
    expect(cats.map((c: { name: string }) => c.name)).toEqual([
      'Health',
      'Finance',
      'Support',
      'Business',
      'Nonprofit',
      'Emergency',
      'Newlywed',
      'Family',
      'Wishes',
    ]);
    for (const c of cats) expect(c.colour).toMatch(/^#[0-9a-f]{6}$/);
    const types = (await t.call('GET', '/api/v1/misc/org_types')).body.entity;
    expect(types.org_types).toEqual(['Profit', 'Non-Profit', 'Student Organisation', 'Government Owned']);
    expect(types.org_categories).toHaveLength(21);
  });
});
