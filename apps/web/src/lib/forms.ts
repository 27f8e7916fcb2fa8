import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { Msg } from '@ireti/shared/messages';
import type { Envelope } from '@ireti/shared/status';

/** `entity.errors` of a 101 (or 105) reply: field → the spec's message. */
export function serverErrors(e: Envelope<unknown>): Record<string, string> {
  const entity = e.entity as { errors?: unknown } | null;
  return entity && typeof entity === 'object' && entity.errors && typeof entity.errors === 'object'
    ? (entity.errors as Record<string, string>)
    : {};
}

/** Shows the server's field messages under the fields the form has; true when one was shown. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  e: Envelope<unknown>,
  fields: readonly string[],
): boolean {
  let shown = false;
  for (const [key, message] of Object.entries(serverErrors(e))) {
    if (!fields.includes(key)) continue;
    setError(key as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * The submit of a form and its form-level error line (spec §5, §8). The line is cleared, then
 * `send` runs with the checked values and returns nothing once it is done (saved, redirected…),
 * a message for the line, or the server's refusal: its field messages go under the `fields` the
 * form has and its desc in the line. Values the schema refuses show "Some of your inputs are not
 * valid" (and `onInvalid` runs).
 */
export function useFormSubmit<T extends FieldValues, C, V extends FieldValues>(
  form: UseFormReturn<T, C, V>,
  fields: readonly string[],
  send: (values: V) => Promise<Envelope<unknown> | string | void>,
  o: { initialError?: string | null; onInvalid?: () => void } = {},
) {
  const [formError, setFormError] = useState<string | null>(o.initialError ?? null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const e = await send(values);
      if (!e) return;
      if (typeof e === 'string') return setFormError(e);
      applyServerErrors(form.setError, e, fields);
      setFormError(e.status.desc);
    },
    () => {
      o.onInvalid?.();
      setFormError(Msg.formInvalid);
    },
  );
  return { onSubmit, formError, setFormError };
}
