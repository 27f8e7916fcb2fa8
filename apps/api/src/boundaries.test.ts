import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js fire: planted code is linted as if it sat at a path in
 * the repository (the file need not exist), and the rule ids that fire are compared.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The rule ids ESLint reports for `code` linted as the file at `filePath` (relative to the repository root). */
async function lintAs(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

/** A module that imports `from` and uses what it imported (so only the boundary rules can fire). */
const importing = (from: string) => `import { x } from '${from}';\nexport const planted = x;\n`;

describe('web features', () => {
  const feature = 'apps/web/src/features/profile';

  it("a feature importing another feature's pages, api/ or other files is an error, from any depth and by any path", async () => {
    expect(await lintAs(`${feature}/planted.tsx`, importing('../auth/session.ts'))).toEqual(['no-restricted-imports']);
    expect(await lintAs(`${feature}/components/planted.tsx`, importing('../../auth/signin-page.tsx'))).toEqual(['no-restricted-imports']);
    expect(await lintAs(`${feature}/components/planted.tsx`, importing('../../auth/api/login.ts'))).toEqual(['no-restricted-imports']);
    expect(await lintAs(`${feature}/planted.tsx`, importing('../auth'))).toEqual(['no-restricted-imports']);
    expect(await lintAs(`${feature}/planted.tsx`, importing('../../features/donations/api/keys.ts'))).toEqual(['no-restricted-imports']);
    expect(await lintAs(`${feature}/planted.tsx`, `export { x } from '../volunteers/x.ts';\n`)).toEqual(['no-restricted-imports']);
  });

  it('says where shared code goes', async () => {
    const [result] = await eslint.lintText(importing('../auth/session.ts'), { filePath: path.join(repoRoot, feature, 'planted.tsx') });
    expect(result!.messages[0]!.message).toContain(
      "A feature imports only its own files, another feature's components/, components/ui, lib/ and @ireti/shared: a piece two features show lives in its domain's features/<domain>/components/ (docs/architecture.md).",
    );
  });

  it("a lazy import() of another feature's page is an error too", async () => {
    const code = `export const Planted = () => import('../donations/claim-page.tsx');\n`;
    expect(await lintAs('apps/web/src/features/campaigns/planted.tsx', code)).toEqual(['no-restricted-syntax']);
  });

  it("a feature may compose another feature's components/ (a domain's pieces), by any path and lazily (issue 24)", async () => {
    expect(await lintAs('apps/web/src/features/campaigns/planted.tsx', importing('../donations/components/donate-panel.tsx'))).toEqual([]);
    expect(await lintAs(`${feature}/components/planted.tsx`, importing('../../volunteers/components/grade.tsx'))).toEqual([]);
    expect(await lintAs(`${feature}/planted.tsx`, importing('../../features/campaigns/components/progress.tsx'))).toEqual([]);
    const code = `export const Planted = () => import('../donations/components/money-panel.tsx');\n`;
    expect(await lintAs('apps/web/src/features/campaigns/planted.tsx', code)).toEqual([]);
  });

  it('a file in components/ outside the design kit (ui/) is an error, whatever it imports (issue 24)', async () => {
    expect(await lintAs('apps/web/src/components/donations/planted.tsx', importing('../ui/button.tsx'))).toEqual(['no-restricted-syntax']);
    expect(await lintAs('apps/web/src/components/planted.tsx', 'export const planted = 1;\n')).toEqual(['no-restricted-syntax']);
    const [result] = await eslint.lintText('export const planted = 1;\n', {
      filePath: path.join(repoRoot, 'apps/web/src/components/campaigns/planted.tsx'),
    });
    expect(result!.messages[0]!.message).toContain("a domain's pieces live in features/<domain>/components/");
    expect(await lintAs('apps/web/src/components/ui/planted.tsx', importing('./button.tsx'))).toEqual([]);
  });

  it('a feature importing app/ is an error', async () => {
    expect(await lintAs(`${feature}/planted.tsx`, importing('../../app/routes.ts'))).toEqual(['no-restricted-imports']);
  });

  it('a feature may import its own files, lib/, components/ and @ireti/shared subpaths', async () => {
    expect(await lintAs('apps/web/src/features/auth/planted.tsx', importing('./session.ts'))).toEqual([]);
    expect(await lintAs('apps/web/src/features/auth/components/planted.tsx', importing('../session.ts'))).toEqual([]);
    expect(await lintAs(`${feature}/planted.tsx`, importing('../../lib/account/get-account.ts'))).toEqual([]);
    expect(await lintAs(`${feature}/planted.tsx`, importing('../../lib/campaigns/keys.ts'))).toEqual([]);
    expect(await lintAs(`${feature}/components/planted.tsx`, importing('../../../components/donations/donate-panel.tsx'))).toEqual([]);
    expect(await lintAs(`${feature}/planted.tsx`, importing('@ireti/shared/money'))).toEqual([]);
  });

  it('the bare @ireti/shared index stays forbidden inside a feature', async () => {
    expect(await lintAs(`${feature}/planted.tsx`, importing('@ireti/shared'))).toEqual(['no-restricted-imports']);
  });

  it('app/ may import any feature; lib/ and components/ may not', async () => {
    expect(await lintAs('apps/web/src/app/planted.tsx', importing('../features/auth/session.ts'))).toEqual([]);
    expect(await lintAs('apps/web/src/lib/planted.ts', importing('../auth/session.ts'))).toEqual([]);
    expect(await lintAs('apps/web/src/lib/account/planted.ts', importing('../../features/auth/session.ts'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await lintAs('apps/web/src/components/ui/planted.tsx', importing('../../app/routes.ts'))).toEqual(['no-restricted-imports']);
    expect(await lintAs('apps/web/src/components/ui/planted.tsx', importing('../../features/donations/components/x.tsx'))).toEqual([
      'no-restricted-imports',
    ]);
  });
});

describe('API modules', () => {
  const payments = 'apps/api/src/modules/payments';
  const rule = 'ireti/module-boundaries';

  it("a module importing another module's internals is an error, from any depth", async () => {
    expect(await lintAs(`${payments}/planted.ts`, importing('../campaigns/state.ts'))).toEqual([rule]);
    expect(await lintAs(`${payments}/providers/planted.ts`, importing('../../accounts/repository.ts'))).toEqual([rule]);
    expect(await lintAs(`${payments}/planted.ts`, `export { x } from '../trust/assignments.ts';\n`)).toEqual([rule]);
    expect(await lintAs(`${payments}/planted.ts`, `export * from '../trust/assignments.ts';\n`)).toEqual([rule]);
  });

  it('the rule judges the resolved path, not the text: a detour through modules/ is caught', async () => {
    // The hole issue 24 found: this passed the text-matching rule.
    expect(await lintAs(`${payments}/planted.ts`, importing('../../modules/trust/assignments.ts'))).toEqual([rule]);
    expect(await lintAs(`${payments}/planted.ts`, importing('../../modules/payments/../trust/trust.service.ts'))).toEqual([rule]);
    expect(await lintAs(`${payments}/planted.ts`, importing('../../modules/trust/index.ts'))).toEqual([]);
    expect(await lintAs(`${payments}/planted.ts`, importing('../../modules/payments/ledger.ts'))).toEqual([]);
  });

  it('a lazy import() of internals is an error too', async () => {
    expect(await lintAs(`${payments}/planted.ts`, `export const later = () => import('../trust/assignments.ts');\n`)).toEqual([rule]);
  });

  it('files outside modules/ (context, server, drills, http, lib) reach a module only through its index.ts', async () => {
    expect(
      await lintAs('apps/api/src/context.ts', `import type { X } from './modules/payments/providers/provider.ts';\nexport type Y = X;\n`),
    ).toEqual([rule]);
    expect(await lintAs('apps/api/src/server.ts', importing('./modules/reference/reference.service.ts'))).toEqual([rule]);
    expect(await lintAs('apps/api/src/drills/harness.ts', importing('../modules/payments/ledger.ts'))).toEqual([rule]);
    expect(await lintAs('apps/api/src/http/planted.ts', importing('../modules/campaigns/queries.ts'))).toEqual([rule]);
    expect(await lintAs('apps/api/src/server.ts', importing('./modules/reference/index.ts'))).toEqual([]);
    expect(await lintAs('apps/api/src/drills/harness.ts', importing('../modules/payments/index.ts'))).toEqual([]);
  });

  it('only the two carriers of no behaviour reach a schema file from outside', async () => {
    expect(await lintAs('apps/api/src/db/schema.ts', `export * from '../modules/payments/payments.schema.ts';\n`)).toEqual([]);
    expect(
      await lintAs(
        'apps/api/src/lib/auth-user.ts',
        `import type { X } from '../modules/accounts/accounts.schema.ts';\nexport type Y = X;\n`,
      ),
    ).toEqual([]);
    expect(await lintAs('apps/api/src/lib/planted.ts', importing('../modules/accounts/accounts.schema.ts'))).toEqual([rule]);
    expect(await lintAs('apps/api/src/db/schema.ts', `export * from '../modules/payments/ledger.ts';\n`)).toEqual([rule]);
  });

  it('a module importing a flow is an error, by any path and for types too; flows/ reaches modules only through index.ts', async () => {
    expect(await lintAs(`${payments}/giving/planted.ts`, importing('../../../flows/index.ts'))).toEqual([rule]);
    expect(await lintAs(`${payments}/planted.ts`, importing('../../flows/confirm-gift.flow.ts'))).toEqual([rule]);
    expect(await lintAs('apps/api/src/modules/campaigns/planted.ts', importing('../../modules/../flows/campaign-state.flow.ts'))).toEqual([
      rule,
    ]);
    expect(
      await lintAs('apps/api/src/modules/trust/planted.ts', `import type { Flows } from '../../flows/index.ts';\nexport type Y = Flows;\n`),
    ).toEqual([rule]);
    expect(await lintAs('apps/api/src/flows/planted.flow.ts', importing('../modules/payments/giving/confirm.service.ts'))).toEqual([rule]);
    expect(await lintAs('apps/api/src/flows/planted.flow.ts', importing('../modules/payments/index.ts'))).toEqual([]);
    expect(await lintAs('apps/api/src/flows/planted.flow.ts', importing('./campaign-state.flow.ts'))).toEqual([]);
    expect(await lintAs('apps/api/src/bootstrap.ts', importing('./flows/index.ts'))).toEqual([]);
  });

  it('a module importing the aggregate schema (every table) is an error', async () => {
    expect(await lintAs(`${payments}/planted.ts`, importing('../../db/schema.ts'))).toEqual([rule]);
  });

  it("a module may import its own files, another module's index.ts, and db/client, http, lib and jobs", async () => {
    expect(await lintAs(`${payments}/planted.ts`, importing('./payments.schema.ts'))).toEqual([]);
    expect(await lintAs(`${payments}/providers/planted.ts`, importing('../payments.schema.ts'))).toEqual([]);
    expect(await lintAs(`${payments}/planted.ts`, importing('../campaigns/index.ts'))).toEqual([]);
    expect(await lintAs(`${payments}/providers/planted.ts`, importing('../../accounts/index.ts'))).toEqual([]);
    expect(await lintAs(`${payments}/planted.ts`, importing('../../db/client.ts'))).toEqual([]);
    expect(await lintAs(`${payments}/planted.ts`, importing('../../lib/events.ts'))).toEqual([]);
  });

  it('tests, fixtures, the demo seeds and the test harness may build rows across modules', async () => {
    expect(await lintAs(`${payments}/planted.test.ts`, importing('../../db/schema.ts'))).toEqual([]);
    expect(await lintAs(`${payments}/payments.demo.ts`, importing('../campaigns/campaigns.demo.ts'))).toEqual([]);
    expect(await lintAs('apps/api/src/test/planted.ts', importing('../modules/accounts/sessions.ts'))).toEqual([]);
    expect(await lintAs('apps/api/src/seed/planted.ts', importing('../modules/trust/trust.demo.ts'))).toEqual([]);
  });
});
