/**
 * `npm run lint:ops`: the deployment files checked without Docker (this machine and CI cannot pull
 * base images; decision 078). The Dockerfile by dockerfile-utils (the Docker language server's
 * validator) and compose.yaml by dclint (the Compose schema and its rules), then what Ireti needs
 * of them: node:24 bases, a non-root user, production dependencies only, the built web app, a
 * HEALTHCHECK on /readyz; in compose PostgreSQL, Redis, an S3 store, two API replicas behind
 * HAProxy (deploy/haproxy.cfg, checked by `haproxy -c` where HAProxy is installed, as in CI), every setting an environment variable documented in docs/operations.md, no secret
 * written in the file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (f: string) => readFileSync(path.join(root, f), 'utf8');
const problems: string[] = [];
const check = (ok: unknown, problem: string) => {
  if (!ok) problems.push(problem);
};

// ── Dockerfile ──
const dockerfile = read('Dockerfile');
for (const d of validate(dockerfile)) {
  const level = d.severity === ValidationSeverity.ERROR ? 'error' : 'warning';
  problems.push(`Dockerfile:${d.range.start.line + 1}: ${level}: ${d.message}`);
}
const lines = dockerfile.split('\n').filter((l) => !l.trimStart().startsWith('#'));
const froms = lines.filter((l) => /^FROM\s/i.test(l));
check(froms.length >= 2, 'Dockerfile: multi-stage (a build stage and the image)');
for (const f of froms) check(/^FROM\s+node:24[-.\w]*(\s|$)/i.test(f), `Dockerfile: "${f.trim()}" is not a node:24 image`);
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const user = /^USER\s+(\S+)/m.exec(finalStage)?.[1];
check(user && user !== 'root' && user !== '0', 'Dockerfile: the image runs as a non-root USER');
check(/npm ci[^\n]*--omit=dev/.test(dockerfile), 'Dockerfile: production dependencies only (npm ci --omit=dev)');
check(/COPY --from=\w+ \S*apps\/web\/dist/.test(finalStage), 'Dockerfile: the built web app (apps/web/dist) is in the image');
check(/^HEALTHCHECK[\s\S]*?\/readyz/m.test(finalStage), 'Dockerfile: HEALTHCHECK calls /readyz');
check(/get\('\/readyz'/.test(read('apps/api/src/app.ts')), 'apps/api/src/app.ts: the /readyz route the health check calls');
check(/NODE_ENV=production/.test(finalStage), 'Dockerfile: NODE_ENV=production in the image');
const ignore = existsSync(path.join(root, '.dockerignore')) ? read('.dockerignore') : '';
for (const p of ['node_modules', 'data', '.git', '.env'])
  check(
    ignore.split('\n').some((l) => l.includes(p)),
    `.dockerignore: leaves out ${p}`,
  );

// ── compose.yaml ──
const dclint = spawnSync(process.execPath, [path.join(root, 'node_modules/dclint/bin/dclint.cjs'), 'compose.yaml'], {
  cwd: root,
  encoding: 'utf8',
});
if (dclint.status !== 0 || /\berror\b/.test(dclint.stdout)) problems.push(`compose.yaml (dclint):\n${dclint.stdout}${dclint.stderr}`);
const compose = parse(read('compose.yaml')) as {
  services: Record<string, { image?: string; environment?: Record<string, string>; deploy?: { replicas?: number } }>;
};
const images = Object.values(compose.services).map((s) => s.image ?? '');
for (const [what, re] of [
  ['PostgreSQL', /^postgres:/],
  ['Redis', /^redis:/],
  ['an S3-compatible store', /minio\/minio:/],
  ['HAProxy', /^haproxy:/],
] as const)
  check(
    images.some((i) => re.test(i)),
    `compose.yaml: has ${what}`,
  );
const api = compose.services.api;
check(api?.deploy?.replicas === 2, 'compose.yaml: two API replicas (services.api.deploy.replicas: 2)');
const documented = read('docs/operations.md');
for (const [k, v] of Object.entries(api?.environment ?? {})) {
  check(documented.includes(`\`${k}\``), `compose.yaml: ${k} is not documented in docs/operations.md`);
  if (/PASSWORD|SECRET|_KEY/.test(k) || /:\/\/[^/@]+:[^@/]+@/.test(String(v)))
    check(/\$\{[A-Z_]+/.test(String(v)), `compose.yaml: ${k} holds a secret written in the file; take it from the environment`);
}
const haproxy = read('deploy/haproxy.cfg');
check(
  /^\s+server-template api \d+ api:3000 check resolvers dns/m.test(haproxy),
  "deploy/haproxy.cfg: the api service's replicas, found by DNS",
);
check(/^\s+option httpchk GET \/readyz$/m.test(haproxy), 'deploy/haproxy.cfg: health check on /readyz');
check(/^\s+option redispatch/m.test(haproxy), 'deploy/haproxy.cfg: a refused connection goes to another replica');
check(
  /deploy\/haproxy\.cfg:\/usr\/local\/etc\/haproxy\/haproxy\.cfg/.test(read('compose.yaml')),
  'compose.yaml: HAProxy runs deploy/haproxy.cfg',
);
const haproxyBin = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((b) => existsSync(b));
if (haproxyBin) {
  const valid = spawnSync(haproxyBin, ['-c', '-f', path.join(root, 'deploy/haproxy.cfg')], { encoding: 'utf8' });
  check(valid.status === 0, `deploy/haproxy.cfg (haproxy -c):\n${valid.stdout}${valid.stderr}`);
} else if (process.env.CI) problems.push('haproxy is not installed: deploy/haproxy.cfg cannot be checked (apt-get install haproxy)');

if (problems.length) {
  console.error(`lint:ops found ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`lint:ops: Dockerfile, .dockerignore, compose.yaml and deploy/haproxy.cfg${haproxyBin ? ' (haproxy -c)' : ''} pass`);
