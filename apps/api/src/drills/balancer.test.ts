import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_INTER_MS, DEPLOYED_CONFIG, drillConfig, findProgram } from './balancer.ts';

/**
 * The multi-instance drill runs the load balancer compose.yaml deploys (deploy/haproxy.cfg),
 * changed only where a drill must be: this holds it to that.
 */
const deployed = readFileSync(DEPLOYED_CONFIG, 'utf8');
const servers = { api1: 40001, api2: 40002, api3: 40003 };
const drill = drillConfig(deployed, { port: 40000, socket: '/tmp/drill-haproxy.sock', servers });
const settings = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim() && !l.trimStart().startsWith('#'))
    .filter((l) => !/^\s+(bind|server|server-template|default-server|stats socket|http-response set-header X-Served-By)\b/.test(l))
    .filter((l) => !/^resolvers |^\s+(parse-resolv-conf|hold)\b/.test(l));

describe('the drill’s HAProxy configuration', () => {
  it('is deploy/haproxy.cfg with only its address, servers, check interval and stats changed', () => {
    expect(settings(drill)).toEqual(settings(deployed));
    expect(drill).toContain('  option httpchk GET /readyz');
    expect(drill).toContain('  bind 127.0.0.1:40000');
    // the check interval changed; the rest of the line (each instance's maxconn) kept
    expect(drill).toContain(`  default-server inter ${CHECK_INTER_MS}ms fall 2 rise 2 maxconn 16\n`);
    for (const [name, port] of Object.entries(servers)) expect(drill).toContain(`  server ${name} 127.0.0.1:${port} check`);
    expect(drill.split('\n').filter((l) => !l.startsWith('#') && /server-template|resolvers/.test(l))).toEqual([]);
  });

  it('refuses a deployed file it cannot change as planned, rather than run something else', () => {
    expect(() => drillConfig(deployed.replace('  bind :8080\n', '  bind :80\n'), { port: 1, socket: '/x', servers })).toThrow(
      'expected one bind line, found 0',
    );
    expect(() =>
      drillConfig(`${deployed}\nbackend other\n  server-template api 2 api:3000 check\n`, { port: 1, socket: '/x', servers }),
    ).toThrow('expected one server-template line, found 2');
  });

  const haproxy = findProgram('haproxy');
  it.skipIf(!haproxy)('is accepted by HAProxy, as the deployed file is', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haproxy-cfg-'));
    writeFileSync(path.join(dir, 'drill.cfg'), drill.replace('/tmp/drill-haproxy.sock', path.join(dir, 's.sock')));
    for (const f of [DEPLOYED_CONFIG, path.join(dir, 'drill.cfg')]) {
      const r = spawnSync(haproxy!, ['-c', '-f', f], { encoding: 'utf8' });
      expect(r.status, `${f}: ${r.stdout}${r.stderr}`).toBe(0);
    }
  });
});
