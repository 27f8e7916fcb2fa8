import { it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp } from '../build-app.ts';
import { operationsOf, vocabularyOf } from './openapi.ts';
import { plausible } from './plausible.ts';
import { makeWorld, PASSWORD } from './world.ts';
import { tokenFor } from '../factories.ts';
it('debug', async () => {
  const t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const ops = operationsOf(doc);
  let ip = 1;
  const nextIp = () => `10.9.${(ip >> 8) & 255}.${ip++ & 255}`;
  const w = await makeWorld(t, nextIp);
  console.log('refs', w.refs);
  const k = { ints: [w.users.user.id, ...w.campaigns.map((c) => c.id), w.rewardId, 25, 508], publicIds: w.campaigns.map((c) => c.publicId), refs: w.refs, emails: Object.values(w.users).map((u) => u.email), words: ['Medical', 'Reward based', 'Material', 'approved'], vocabulary: vocabularyOf(ops), password: PASSWORD };
  for (const op of ops.filter((o) => o.body)) {
    const samples = fc.sample(plausible(op.body, 'body', k, { hostility: 0 }), { numRuns: 4, seed: 1 });
    for (const s of samples) {
      const tok = await tokenFor(t.ctx.db, (op.path.includes('admin') ? w.users.admin : w.users.user).id);
      const path = op.path.replace(/\{[^}]+\}/g, w.campaigns[1]!.publicId);
      const r = await t.app.inject({ method: op.method, url: path, payload: s as object, headers: { authorization: `Bearer ${tok}` }, remoteAddress: nextIp() });
      console.log(op.id, JSON.stringify(s).slice(0, 200), '=>', r.body.slice(0, 250));
    }
  }
  await t.close();
}, 120000);
