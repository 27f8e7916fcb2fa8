import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
