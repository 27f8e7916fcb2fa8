/**
 * The operations of the API as its own OpenAPI document describes them (GET /api/docs/json), so
 * the fuzz covers every route another engineer adds without being told about it.
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that the zod transform writes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  /** "POST /api/v1/donate", the test's name. */
  id: string;
  method: Method;
  /** The OpenAPI path template, e.g. /api/v1/campaign/{id} or /api/v1/image/upload{n}. */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
  /** Summary and description, where free-form bodies name their fields. */
  text: string;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        description?: string;
        parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation under /api/v1. Nothing under /api/v1 is left out. Outside it, on purpose:
 * /api/docs (Swagger UI's own HTML and JavaScript, not an API reply, and not in the document
 * anyway), /healthz and /readyz (probes for the load balancer; /readyz must answer 503 when the
 * database is down, so "never a 5xx" is not its contract). HEAD routes Fastify adds for each GET
 * carry no body to check and are not in the document.
 */
export function operationsOf(doc: OpenApiDoc, prefix = '/api/v1/'): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const [m, op] of Object.entries(ops)) {
      if (!METHODS.has(m)) continue;
      const method = m.toUpperCase() as Method;
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
      const pathParams = pick('path');
      // A template's {name} with no declared parameter still needs filling.
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        if (!pathParams.some((p) => p.name === name)) pathParams.push({ name: name!, schema: { type: 'string' }, required: true });
      }
      out.push({
        id: `${method} ${path}`,
        method,
        path,
        pathParams,
        queryParams: pick('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        text: `${op.summary ?? ''} ${op.description ?? ''}`,
      });
    }
  }
  return out;
}

/** Every property name the document mentions, and snake_case words of descriptions: the vocabulary of free-form bodies. */
export function vocabularyOf(ops: Operation[]): string[] {
  const words = new Set<string>();
  const walk = (s: JsonSchema | undefined) => {
    if (!s || typeof s !== 'object') return;
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      words.add(k);
      walk(v);
    }
    walk(s.items);
    for (const x of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(x);
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties);
  };
  for (const op of ops) {
    walk(op.body);
    for (const p of [...op.pathParams, ...op.queryParams]) words.add(p.name);
    for (const [w] of op.text.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)) words.add(w);
  }
  return [...words].sort();
}

/** Fills the template with already-encoded segments. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
