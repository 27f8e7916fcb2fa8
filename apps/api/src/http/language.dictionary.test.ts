import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localise, placeholdersOf } from '@ireti/shared/i18n';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { CampaignMsg } from '@ireti/shared/campaigns/schemas';
import { DICTIONARY_DIR, dictionaryOf, localiseEnvelope } from './language.ts';

/**
 * The shared dictionary (packages/shared/src/i18n): en.json lists every English message the API
 * can put in status.desc (and in a validation error's field messages), the texts of Msg and of the
 * shared form checks, and the field names their templates are filled with; each other language
 * translates every one of them, keeping the placeholders.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const english: string[] = JSON.parse(fs.readFileSync(path.join(DICTIONARY_DIR, 'en.json'), 'utf8'));
const others = LANGUAGES.filter((l) => l !== 'en');

/** A template's shape: its text with every placeholder as `{}` ("{n} of {total}" → "{} of {}"). */
const shapeOf = (template: string) => template.replace(/\{\w+\}/g, '{}');

describe('the dictionaries', () => {
  it('en.json is a list of distinct, non-empty English templates', () => {
    expect(Array.isArray(english)).toBe(true);
    expect(english.length).toBeGreaterThan(300);
    expect(new Set(english).size).toBe(english.length);
    for (const s of english) expect(typeof s === 'string' && s.trim() !== '').toBe(true);
  });

  it.each(others)('%s translates every English template, with exactly its placeholders', (language) => {
    const dict = dictionaryOf(language)!;
    const missing = english.filter((s) => typeof dict[s] !== 'string' || dict[s]!.trim() === '');
    expect(missing).toEqual([]);
    const extra = Object.keys(dict).filter((s) => !english.includes(s));
    expect(extra).toEqual([]);
    const broken = english.filter((s) => {
      const mine = new Set(placeholdersOf(dict[s]!));
      const theirs = new Set(placeholdersOf(s));
      return [...mine].some((p) => !theirs.has(p)) || [...theirs].some((p) => !mine.has(p));
    });
    expect(broken).toEqual([]);
  });

  it('a filled template comes back translated, its field name too', () => {
    const yo = dictionaryOf('yo')!;
    const ha = dictionaryOf('ha')!;
    const ig = dictionaryOf('ig')!;
    expect(localise(Msg.required('Title'), yo)).toBe('Àkọlé kò lè ṣófo');
    expect(localise(Msg.maxLength(100), ha)).toBe('Ya yi tsawo da yawa. Bai kamata ya wuce haruffa 100 ba.');
    expect(localise(AccountMsg.codeWait(30), ig)).toBe('Ị nwere ike ịrịọ koodu ọhụrụ mgbe sekọnd 30 gachara.');
    expect(localise(AccountMsg.codeWait(600), yo)).toBe('O lè béèrè kóòdù tuntun lẹ́yìn ìṣẹ́jú 10.');
    expect(localise(CampaignMsg.atLeast('Goal', 10_000), ha)).toBe('Burin kuɗi dole ya kai aƙalla ₦10,000');
    // a message nobody translated stays English
    expect(localise('Something no dictionary knows', yo)).toBe('Something no dictionary knows');
  });

  it('an envelope in English is left alone; in another language its desc and field messages change, nothing else', () => {
    const env = {
      status: { code: 101, desc: Msg.formInvalid },
      entity: { errors: { email: Msg.email, title: Msg.required('Title') }, n: 1 },
    };
    expect(localiseEnvelope(env, 'en')).toBe(env);
    const pcm = dictionaryOf('pcm')!;
    expect(localiseEnvelope(env, 'pcm')).toEqual({
      status: { code: 101, desc: pcm[Msg.formInvalid] },
      entity: { errors: { email: pcm[Msg.email], title: 'Title no fit empty' }, n: 1 },
    });
    expect(env.status.desc).toBe(Msg.formInvalid);
    expect(localiseEnvelope({ status: { code: 100, desc: 'Successful' }, entity: [1, 2] }, 'ig')).toEqual({
      status: { code: 100, desc: dictionaryOf('ig')!.Successful },
      entity: [1, 2],
    });
    expect(localiseEnvelope('plain text', 'yo')).toBe('plain text');
  });
});

// ——— the static scan: every message the sources can send is in en.json ———

/** The sources whose strings can reach a reply: the API's (not its tests, tools and jobs) and the shared package's. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (dir.endsWith(`${path.sep}src`) && ['test', 'seed', 'drills', 'cli', 'db', 'jobs'].includes(e.name)) continue;
      out.push(...sources(p));
    } else if (
      e.name.endsWith('.ts') &&
      !/\.(test|d|fake|mail)\.ts$/.test(e.name) &&
      !['config.ts', 'backups.ts', 'constants.ts'].includes(e.name)
    ) {
      out.push(p);
    }
  }
  return out;
}

/** The argument that is the desc: fail(reply, code, desc), ok(entity, desc), created(reply, entity, desc)… */
const DESC_ARG: Record<string, number> = {
  fail: 2,
  ok: 1,
  created: 2,
  envelope: 1,
  invalid: 1,
  notFound: 0,
  forbidden: 0,
  unauthenticated: 0,
  conflict: 0,
  uploadRejected: 0,
};
/** Helpers whose first argument is a field name that fills a template ("{field} can't be empty"). */
const LABEL_FNS = new Set([
  'idParam',
  'oneOf',
  'choice',
  'orgMobileField',
  'optionalOrgMobileField',
  'idField',
  'socialField',
  'newPassword',
  'reasonSchema',
  'placeId',
  'nairaAmount',
]);
/** zod methods whose string arguments are messages. */
const ZOD_MSG = new Set([
  'refine',
  'int',
  'positive',
  'nonnegative',
  'max',
  'min',
  'regex',
  'length',
  'email',
  'url',
  'nonempty',
  'gte',
  'lte',
  'gt',
  'lt',
]);
const HOLE = '{}';

interface Found {
  messages: Map<string, string>;
  labels: Map<string, string>;
}

/**
 * What the sources can send, as shapes ({} where a value goes): string literals and templates
 * passed as a desc, the values of the message objects (`…Msg`, `…Err`, `…Message`), the
 * messages of zod checks and issues (`message:`, `error:`), the default descs; a conditional, an
 * array or object picked by index, `??` and `+` give each of their literal forms.
 */
function scan(): Found {
  const messages = new Map<string, string>();
  const labels = new Map<string, string>();
  const add = (m: Map<string, string>, s: string, where: string) => {
    if (s.replaceAll(HOLE, '').trim() !== '' && !m.has(s)) m.set(s, where);
  };
  const files = [...sources(path.join(repoRoot, 'apps/api/src')), ...sources(path.join(repoRoot, 'packages/shared/src'))];
  for (const file of files) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const rel = path.relative(repoRoot, file);
    const isApi = rel.startsWith('apps/api');
    const where = (n: ts.Node) => `${rel}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const consts = new Map<string, ts.Expression>();
    const collect = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) consts.set(n.name.text, n.initializer);
      ts.forEachChild(n, collect);
    };
    collect(sf);
    const unwrap = (e: ts.Expression): ts.Expression =>
      ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e)
        ? unwrap(e.expression)
        : e;

    /** Every literal form of an expression, `{}` for what only runtime knows. */
    const expand = (node: ts.Expression, depth = 0): string[] => {
      const e = unwrap(node);
      if (depth > 8) return [HOLE];
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
      if (ts.isTemplateExpression(e)) {
        let acc = [e.head.text];
        for (const span of e.templateSpans) {
          const inner = expand(span.expression, depth + 1);
          acc = [...new Set(acc.flatMap((a) => inner.map((i) => a + i + span.literal.text)))];
        }
        return acc;
      }
      if (ts.isConditionalExpression(e)) return [...new Set([...expand(e.whenTrue, depth + 1), ...expand(e.whenFalse, depth + 1)])];
      if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        const r = expand(e.right, depth + 1);
        return expand(e.left, depth + 1).flatMap((a) => r.map((b) => a + b));
      }
      if (ts.isBinaryExpression(e) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)) {
        return [...new Set([...expand(e.left, depth + 1), ...expand(e.right, depth + 1)])];
      }
      if (ts.isElementAccessExpression(e)) {
        const obj = unwrap(e.expression);
        if (ts.isArrayLiteralExpression(obj)) return [...new Set(obj.elements.flatMap((x) => expand(x as ts.Expression, depth + 1)))];
        if (ts.isObjectLiteralExpression(obj))
          return [...new Set(obj.properties.filter(ts.isPropertyAssignment).flatMap((p) => expand(p.initializer, depth + 1)))];
        return [HOLE];
      }
      if (ts.isIdentifier(e) && consts.has(e.text)) {
        const init = unwrap(consts.get(e.text)!);
        if (
          ts.isStringLiteral(init) ||
          ts.isNoSubstitutionTemplateLiteral(init) ||
          ts.isTemplateExpression(init) ||
          ts.isConditionalExpression(init)
        )
          return expand(init, depth + 1);
      }
      return [HOLE];
    };
    const addExpr = (e: ts.Expression) => {
      for (const s of expand(e)) add(messages, s, where(e));
    };
    const addMessageValue = (node: ts.Expression) => {
      const e = unwrap(node);
      if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) {
        if (!ts.isBlock(e.body)) addExpr(e.body);
        else {
          const returns = (x: ts.Node) => {
            if (ts.isReturnStatement(x) && x.expression) addExpr(x.expression);
            if (!ts.isFunctionLike(x)) ts.forEachChild(x, returns);
          };
          ts.forEachChild(e.body, returns);
        }
        return;
      }
      if (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) return; // another message, found where it is written
      addExpr(e);
    };
    const calleeName = (c: ts.Expression) => (ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : '');
    const addObjectValues = (o: ts.Expression | undefined) => {
      if (o && ts.isObjectLiteralExpression(o)) for (const p of o.properties) if (ts.isPropertyAssignment(p)) addExpr(p.initializer);
    };

    const visit = (n: ts.Node) => {
      // message objects and message-making functions
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && /(Msg|Err|Message)$/.test(n.name.text) && n.initializer) {
        const init = unwrap(n.initializer);
        if (ts.isObjectLiteralExpression(init)) {
          for (const p of init.properties) if (ts.isPropertyAssignment(p)) addMessageValue(p.initializer);
        } else if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) addMessageValue(init);
      }
      if (ts.isNewExpression(n) && isApi && ts.isIdentifier(n.expression) && n.expression.text === 'AppError') {
        const args = n.arguments ?? [];
        if (args[1]) addExpr(args[1]);
        const opts = args[2];
        if (opts && ts.isObjectLiteralExpression(opts))
          for (const p of opts.properties) if (ts.isPropertyAssignment(p) && p.name.getText() === 'errors') addObjectValues(p.initializer);
      }
      if (ts.isCallExpression(n)) {
        const name = calleeName(n.expression);
        const args = n.arguments;
        if (isApi && ts.isIdentifier(n.expression) && name in DESC_ARG) {
          const desc = args[DESC_ARG[name]!];
          if (desc) addExpr(desc);
          if (name === 'invalid') addObjectValues(args[0]);
        }
        const first = args[0];
        if (LABEL_FNS.has(name) && first && ts.isStringLiteral(first)) add(labels, first.text, where(first));
        if (ts.isPropertyAccessExpression(n.expression) && /Msg$/.test(n.expression.expression.getText()))
          for (const a of args) if (ts.isStringLiteral(a)) add(labels, a.text, where(a));
        if (ts.isPropertyAccessExpression(n.expression) && ZOD_MSG.has(name))
          for (const a of args)
            if (ts.isStringLiteral(a) || ts.isTemplateExpression(a) || ts.isNoSubstitutionTemplateLiteral(a)) addExpr(a);
      }
      if (ts.isPropertyAssignment(n) && ['message', 'error'].includes(n.name.getText())) {
        const e = n.initializer;
        if (ts.isStringLiteral(e) || ts.isTemplateExpression(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isConditionalExpression(e))
          addExpr(e);
      }
      if (!isApi && ts.isPropertyAssignment(n) && n.name.getText() === 'label' && ts.isStringLiteral(n.initializer))
        add(labels, n.initializer.text, where(n.initializer));
      // default descs: ok(entity, desc = 'Successful'), notFound(what = 'Not found')
      if (isApi && ts.isParameter(n) && n.initializer && ts.isStringLiteral(n.initializer)) {
        const fn = n.parent;
        const fname =
          (ts.isFunctionDeclaration(fn) && fn.name?.text) ||
          (ts.isArrowFunction(fn) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name) && fn.parent.name.text) ||
          '';
        if (fname in DESC_ARG) add(messages, n.initializer.text, where(n.initializer));
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { messages, labels };
}

describe('en.json holds every message the API can send', () => {
  const found = scan();
  const shapes = new Set(english.map(shapeOf));

  it('finds the messages where they are written (the scan itself works)', () => {
    expect(found.messages.size).toBeGreaterThan(300);
    for (const s of [
      'Successful',
      'Not found',
      'Signed in',
      "{} can't be empty",
      'You can ask for a new code in {} seconds.',
      'File not found',
    ])
      expect(found.messages.has(s)).toBe(true);
    expect(found.labels.has('Campaign title')).toBe(true);
  });

  it('every desc, message object value and form check message', () => {
    const missing = [...found.messages].filter(([s]) => !shapes.has(s)).map(([s, w]) => `${w}: ${JSON.stringify(s)}`);
    expect(missing).toEqual([]);
  });

  it('every field name the templates are filled with (names of code, such as stateId, stay as they are)', () => {
    const missing = [...found.labels]
      .filter(([s]) => !/^[a-z][A-Za-z]*$/.test(s) && !english.includes(s))
      .map(([s, w]) => `${w}: ${JSON.stringify(s)}`);
    expect(missing).toEqual([]);
  });

  it('the claim blockers and the rest of Msg, whose texts the scan cannot follow', () => {
    for (const m of Object.values(Msg)) if (typeof m === 'string') expect(english).toContain(m);
    for (const m of Object.values(AccountMsg)) if (typeof m === 'string') expect(english).toContain(m);
    for (const s of [
      'The campaign has not reached its goal yet.',
      'Add the bank account the money should go to.',
      'Too many attempts. Please wait a few minutes and try again.',
    ])
      expect(english).toContain(s);
  });
});
