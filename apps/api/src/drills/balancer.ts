import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './harness.ts';

/**
 * The pieces of a real deployment the multi-instance drill runs the API behind: HAProxy and Redis
 * from Debian's packages (`.ci/run` installs them where missing), each a child process of the test
 * on free ports, with its files in the drill's temporary folder. Both are SIGKILLed when the test
 * process exits, whatever happened.
 */

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

/** The first of `names` found on PATH (or in the sbin folders, where Debian puts haproxy). */
export function findProgram(...names: string[]): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const name of names)
    for (const dir of dirs) {
      const p = path.join(dir, name);
      if (spawnSync('test', ['-x', p]).status === 0) return p;
    }
  return undefined;
}

interface Child {
  proc: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function startChild(bin: string, args: string[]): Child {
  const proc = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(proc);
  let out = '';
  const keep = (b: Buffer) => (out = (out + b.toString('utf8')).slice(-4000));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<void>((r) => proc.once('exit', () => (live.delete(proc), r())));
  return {
    proc,
    output: () => out,
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      const t = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}

/** A Redis of the drill's own (nothing saved to disk), on a free port unless `port` is given. */
export async function startRedis(bin: string, dir: string, o: { port?: number } = {}) {
  const port = o.port ?? (await freePort());
  const child = startChild(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]);
  await waitFor(
    `Redis on port ${port}`,
    async () => {
      if (child.proc.exitCode !== null) throw new Error(`redis-server exited:\n${child.output()}`);
      return (await ask(port, 'PING\r\n').catch(() => '')).startsWith('+PONG');
    },
    10_000,
  );
  return { url: `redis://127.0.0.1:${port}`, port, stop: child.stop };
}

/** One request on a fresh connection (to a TCP port or a Unix socket); resolves with all it answered. */
function ask(to: number | string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = typeof to === 'number' ? net.connect(to, '127.0.0.1') : net.connect(to);
    let out = '';
    sock.setTimeout(3000, () => sock.destroy(new Error('no answer')));
    sock.on('data', (b) => {
      out += b.toString('utf8');
      if (typeof to === 'number') sock.end(); // Redis answers PING in one line
    });
    sock.on('error', reject);
    sock.on('close', () => resolve(out));
    sock.on('connect', () => sock.write(line));
  });
}

export interface Balancer {
  url: string;
  config: string;
  /** Each server's state as HAProxy's health checks see it: UP, DOWN, "UP 1/2" (going down)… */
  states: () => Promise<Record<string, string>>;
  /** Resolves when HAProxy holds `server` in `state` (UP or DOWN). */
  waitFor: (server: string, state: 'UP' | 'DOWN', timeoutMs?: number) => Promise<void>;
  output: () => string;
  stop: () => Promise<void>;
}

/** Health-check timing of the drill's HAProxy: down after 2 failed checks 200 ms apart, up after 2 good ones. */
export const CHECK_INTER_MS = 200;
export const CHECK_FALL = 2;

/** The load balancer's configuration as deployed (compose.yaml mounts it). */
export const DEPLOYED_CONFIG = fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url));

/**
 * The deployed configuration as the drill runs it: the same text, but for what a drill must change
 * — the listening address, the server lines (`servers`: name → loopback port, in place of the
 * `api` service's replicas found by DNS), no resolvers, the faster health check of the drill's
 * shorter drain, a stats socket, and `X-Served-By` naming the instance that answered. Each change
 * must find its line exactly once, so a reshaped deploy/haproxy.cfg fails the drill instead of
 * being quietly run differently.
 */
export function drillConfig(
  deployed: string,
  o: { port: number; socket: string; servers: Record<string, number>; checkInterMs?: number },
): string {
  let text = deployed;
  const change = (what: string, from: RegExp, to: string) => {
    const found = text.match(new RegExp(from.source, `${from.flags}g`))?.length ?? 0;
    if (found !== 1) throw new Error(`deploy/haproxy.cfg: expected one ${what}, found ${found}`);
    text = text.replace(from, to);
  };
  change('global section', /^global\n/m, `global\n  stats socket ${o.socket} mode 600 level admin\n`);
  change('resolvers section', /^resolvers dns\n(?: {2}.*\n)+/m, '');
  change('bind line', /^ {2}bind :8080$/m, `  bind 127.0.0.1:${o.port}`);
  change(
    'default-server line',
    /^ {2}default-server inter \S+ fall \d+ rise \d+( .*)?$/m,
    `  default-server inter ${o.checkInterMs ?? CHECK_INTER_MS}ms fall ${CHECK_FALL} rise 2$1`,
  );
  change(
    'server-template line',
    /^ {2}server-template api .*$/m,
    [
      '  http-response set-header X-Served-By %s',
      ...Object.entries(o.servers).map(([name, p]) => `  server ${name} 127.0.0.1:${p} check`),
    ].join('\n'),
  );
  return text;
}

/**
 * HAProxy in front of `servers` (name → port), with deploy/haproxy.cfg as the drill runs it
 * (`drillConfig`): round robin; health check GET /readyz (200 = up); `X-Forwarded-For` added (the
 * instances run with TRUST_PROXY=1); one request per server connection (`http-server-close`), and
 * a connection that fails is retried on another instance (`redispatch`) — a request the instance
 * received is never sent twice. The config is written into `dir`; its stats socket there answers
 * the servers' states. It listens on a free port unless `port` is given, and checks every
 * CHECK_INTER_MS unless `checkInterMs` is given (bench/day.ts: the deployed second, a check
 * answered within it on a loaded machine).
 */
export async function startHaproxy(
  bin: string,
  dir: string,
  servers: Record<string, number>,
  o: { port?: number; checkInterMs?: number } = {},
): Promise<Balancer> {
  const port = o.port ?? (await freePort());
  const socket = path.join(dir, 'haproxy.sock');
  const config = path.join(dir, 'haproxy.cfg');
  const text = drillConfig(await fs.readFile(DEPLOYED_CONFIG, 'utf8'), { port, socket, servers, checkInterMs: o.checkInterMs });
  await fs.writeFile(config, text);
  const check = spawnSync(bin, ['-c', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its config:\n${check.stdout}${check.stderr}`);
  const child = startChild(bin, ['-db', '-f', config]);

  const states = async () => {
    const csv = await ask(socket, 'show stat\n');
    const [head, ...rows] = csv.split('\n').filter((l) => l.trim());
    const cols = head!.replace(/^# /, '').split(',');
    const [px, sv, st] = ['pxname', 'svname', 'status'].map((c) => cols.indexOf(c));
    const out: Record<string, string> = {};
    for (const r of rows) {
      const f = r.split(',');
      if (f[px!] === 'api' && f[sv!] !== 'BACKEND') out[f[sv!]!] = f[st!]!;
    }
    return out;
  };
  const b: Balancer = {
    url: `http://127.0.0.1:${port}`,
    config: text,
    states,
    waitFor: async (server, state, timeoutMs = 10_000) => {
      await waitFor(
        `HAProxy to hold ${server} ${state}`,
        async () => (await states().catch(() => ({}) as Record<string, string>))[server] === state,
        timeoutMs,
        50,
      );
    },
    output: child.output,
    stop: child.stop,
  };
  await waitFor(
    'HAProxy to answer',
    async () => {
      if (child.proc.exitCode !== null) throw new Error(`haproxy exited:\n${child.output()}`);
      return Object.keys(await states().catch(() => ({}))).length === Object.keys(servers).length;
    },
    10_000,
  );
  return b;
}
