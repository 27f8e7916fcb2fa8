import path from 'node:path';

/**
 * The API's module boundary, judged on the file an import resolves to rather than on its text
 * (bulletproof-react's `import/no-restricted-paths` zones do the same): `../../modules/trust/x.ts`
 * from payments and `./modules/payments/ledger.ts` from server.ts are caught alike.
 *
 * - A file in `modules/<m>/` imports another module only through `modules/<other>/index.ts`.
 * - A file outside `modules/` (context, server, http, drills, lib, db, jobs, cli) imports a module
 *   only through its `index.ts` too, except the two documented carriers of no behaviour:
 *   `db/schema.ts` gathers every module's `<m>.schema.ts` for Drizzle, and `lib/auth-user.ts`
 *   takes the account row's type from the accounts schema (docs/architecture.md "Layers").
 * - No module imports the aggregate `db/schema.ts`.
 * - No module imports a flow (`flows/`, docs/decisions/102-flows.md): a flow calls the modules'
 *   index.ts in order, and the modules never call back into it (they reach it through `ctx.flows`).
 * Tests, fixtures, fakes, the demo seeds and the test harness (`src/test/`) build rows across
 * modules on purpose and are exempt (the `exempt` option).
 */
const SOURCE_NODES = ['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'];

const toPosix = (p) => p.split(path.sep).join('/');

/** Glob-lite: `**` any folders, `*` any characters but a slash. */
function globToRegExp(glob) {
  const re = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\u0000')
    .replace(/\*\*/g, '\u0001')
    .replace(/\*/g, '[^/]*')
    .replace(/\u0000/g, '(?:.*/)?')
    .replace(/\u0001/g, '.*');
  return new RegExp(`^${re}$`);
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "API modules reach each other only through index.ts, judged on the import's resolved path" },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          exempt: { type: 'array', items: { type: 'string' } },
          carriers: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        'A module is reached only through its index.ts (its routes, functions, read models and events): export what you need there (docs/architecture.md). This import resolves to {{target}}.',
      flow: 'A module never imports a flow (flows/ calls the modules, not the other way round): reach it through ctx.flows (docs/decisions/102-flows.md). This import resolves to {{target}}.',
      schema:
        "A module imports its own tables from its own <module>.schema.ts and other modules' read models from their index.ts, never db/schema.ts.",
    },
  },
  create(context) {
    const { root, exempt = [], carriers = {} } = context.options[0] ?? {};
    const srcRoot = toPosix(path.resolve(root));
    const file = toPosix(path.resolve(context.filename));
    if (!file.startsWith(`${srcRoot}/`)) return {};
    const fromRel = file.slice(srcRoot.length + 1);
    if (exempt.map(globToRegExp).some((re) => re.test(fromRel))) return {};
    const fromModule = /^modules\/([^/]+)\//.exec(fromRel)?.[1];
    const carrier = carriers[fromRel] ? globToRegExp(carriers[fromRel]) : undefined;

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = toPosix(path.resolve(path.dirname(file), source.value));
      if (!target.startsWith(`${srcRoot}/`)) return;
      const toRel = target.slice(srcRoot.length + 1);
      if (fromModule && (toRel === 'flows' || toRel.startsWith('flows/'))) {
        context.report({ node: source, messageId: 'flow', data: { target: `src/${toRel}` } });
        return;
      }
      if (fromModule && toRel === 'db/schema.ts') {
        context.report({ node: source, messageId: 'schema' });
        return;
      }
      const m = /^modules\/([^/]+)\/(.+)$/.exec(toRel);
      if (!m) return;
      const [, toModule, inner] = m;
      if (toModule === fromModule || inner === 'index.ts') return;
      if (carrier?.test(toRel)) return;
      context.report({ node: source, messageId: 'internal', data: { target: `src/${toRel}` } });
    }
    return Object.fromEntries(SOURCE_NODES.map((n) => [n, check]));
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
