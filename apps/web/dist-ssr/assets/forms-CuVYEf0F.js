import { N as d } from './i18n-BuQGntTV.js';
import { L as Msg } from '../entry-server.js';
// src/lib/forms.ts
/** `entity.errors` of a 101 (or 105) reply: field → the spec's message. */
function serverErrors(e) {
  const entity = e.entity;
  return entity && typeof entity === 'object' && entity.errors && typeof entity.errors === 'object' ? entity.errors : {};
}
/** Shows the server's field messages under the fields the form has; true when one was shown. */
function applyServerErrors(setError, e, fields) {
  let shown = false;
  for (const [key, message] of Object.entries(serverErrors(e))) {
    if (!fields.includes(key)) continue;
    setError(
      key,
      {
        type: 'server',
        message,
      },
      { shouldFocus: !shown },
    );
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
function useFormSubmit(form, fields, send, o = {}) {
  const [formError, setFormError] = d(o.initialError ?? null);
  return {
    onSubmit: form.handleSubmit(
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
    ),
    formError,
    setFormError,
  };
}
export { useFormSubmit as n, serverErrors as t };
