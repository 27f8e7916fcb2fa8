import { it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { donate, guest, liveCampaign, sandboxPay, verify } from './testing.ts';

it('debug', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const t = await buildTestApp();
  const app = await buildApp(t.ctx, { logger: { level: 'error', stream: { write: (s: string) => { if (s.includes('unexpected')) process.stdout.write('LOG ' + JSON.parse(s).err?.message + ' | ' + JSON.parse(s).err?.stack?.split('\n').slice(0,6).join(' / ') + '\n'); } } } as never });
  await app.ready();
  const a = { app };
  const o = await createUser(t.ctx.db);
  for (let round = 0; round < 4; round++) {
    const c = await liveCampaign(t, o.id, 10_000);
    const refs: string[] = [];
    for (let i = 0; i < 40; i++) { const d = await donate(a, guest(c.publicId, 500)); refs.push(d.body.entity.ref); await sandboxPay(a, d.body.entity.ref, '4084084084084081'); }
    const replies = await Promise.all(refs.flatMap((ref) => [verify(a, ref), verify(a, ref)]));
    console.log('codes', replies.map((r) => r.body.status.code).filter((x) => x !== 100 && x !== 105));
  }
  await app.close();
  await t.close();
});
