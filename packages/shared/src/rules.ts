import { z } from 'zod';
import { Msg } from './messages.ts';
import { checkField, cleanText, type FieldRules } from './checks.ts';

/** The field rules themselves are zod-free (checks.ts); here they become zod fields. */
export { checkField, cleanText, isEmail, stripBidiControls, stripInvisible, type FieldRules } from './checks.ts';

/**
 * A value as the rules see it (`cleanText`): a single-line one without invisible controls, a
 * multi-line one without direction overrides, trimmed, then in the field's own normal form.
 */
const clean = cleanText;

const NUL = /\u0000/;

/**
 * A string field with the spec's rules; trims surrounding space, refuses NUL bytes, and drops
 * invisible controls (only the direction overrides when `multiline`) before the lengths are counted.
 */
export function field(r: FieldRules) {
  return z
    .string({ error: Msg.required(r.label) })
    .transform((v) => clean(v, r))
    .superRefine((v, ctx) => {
      if (NUL.test(v)) {
        ctx.addIssue({ code: 'custom', message: `${r.label} contains characters that are not allowed` });
        return;
      }
      const m = checkField(v, r);
      if (m) ctx.addIssue({ code: 'custom', message: m });
    });
}

/** An optional string field: absent or empty is fine, otherwise the rules apply. */
export function optionalField(r: FieldRules) {
  return z
    .string()
    .optional()
    .transform((v) => clean(v ?? '', r))
    .superRefine((v, ctx) => {
      if (v === '') return;
      if (NUL.test(v)) {
        ctx.addIssue({ code: 'custom', message: `${r.label} contains characters that are not allowed` });
        return;
      }
      const m = checkField(v, { ...r, required: false });
      if (m) ctx.addIssue({ code: 'custom', message: m });
    });
}

/** A value from a fixed list. */
export function oneOf<T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: Msg.required(label) });
}

/** Cross-field rule: `confirmKey` must equal `passwordKey`. */
export function confirmed<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  passwordKey: string,
  confirmKey: string,
  message: string = Msg.confirmPassword,
) {
  return schema.superRefine((o, ctx) => {
    const v = o as Record<string, unknown>;
    if (typeof v[confirmKey] === 'string' && v[confirmKey] !== '' && v[confirmKey] !== v[passwordKey]) {
      ctx.addIssue({ code: 'custom', path: [confirmKey], message });
    }
  });
}

/** Maps a zod error to `{ field: first message }`, the shape of `entity.errors` on code 101. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out[[...issue.path, k].join('.')] ??= 'This field is not allowed';
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : '_form';
    out[key] ??= issue.message;
  }
  return out;
}

/** Integer id from a path or query string ("12" → 12), with a clear message otherwise. */
export const idParam = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2_147_483_647, `${label} is too large`);
