import { A as P, N as d, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Code } from './status-ClvZbWz5.js';
import { L as Msg, b as Button, m as toast } from '../entry-server.js';
import { d as object, p as string, s as array, t as field } from './rules-Ch6PIl7_.js';
import { a as campaignRefSchema } from './schemas-D9SZSjxt.js';
import {
  a as usePostUpdate,
  c as UpdateMsg,
  n as uploadUpdateImage,
  o as UPDATE_HTML_MAX,
  s as UPDATE_TEXT_MAX,
} from './campaign-page-iTA8QBnW.js';
import { t as ImageUpload } from './image-upload-CH1QTHLR.js';
import { o as TextArea, r as FormError } from './field-BhGmjKt2.js';
object({
  campaign: campaignRefSchema,
  text: field({
    label: 'Update',
    max: UPDATE_HTML_MAX,
    multiline: true,
  }),
  images: array(string({ error: UpdateMsg.notOurImage }).max(500, UpdateMsg.notOurImage), { error: UpdateMsg.notOurImage })
    .max(2, UpdateMsg.tooManyImages)
    .default([]),
});
/** Plain text typed in the form as the HTML an update carries: paragraphs at blank lines, line breaks kept. */
function textToHtml(text) {
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
// src/features/campaigns/components/post-update-form.tsx
var messages = i18n('create/post-update-form', {
  label: 'Your update',
  hint: params('{typed}/{max} · Your donors get it by e-mail.'),
  picture: params('Picture {n} (optional)'),
  uploaded: 'Picture uploaded',
  cancel: 'Cancel',
  post: 'Post update',
});
/**
 * The owner's "Post an update" (issue 14): what happened since, and up to two pictures (each
 * uploaded when chosen). Posted, it shows in the Updates tab and is e-mailed to the donors.
 */
function PostUpdateForm({ campaignId, onDone }) {
  const t = useT(messages);
  const tr = useLocalise();
  const post = usePostUpdate(campaignId);
  const [text, setText] = d('');
  const [images, setImages] = d([null, null]);
  const [error, setError] = d(null);
  const [fieldError, setFieldError] = d();
  const formId = P();
  const submit = async (e) => {
    e.preventDefault();
    const typed = text.trim();
    const problem = !typed ? UpdateMsg.empty : typed.length > 5e3 ? UpdateMsg.tooLong : void 0;
    setFieldError(problem);
    if (problem) return setError(Msg.formInvalid);
    setError(null);
    const res = await post.mutateAsync({
      campaign: campaignId,
      text: textToHtml(typed),
      images: images.filter((u) => !!u),
    });
    if (res.status.code === Code.OK) {
      toast(tr(UpdateMsg.posted));
      onDone();
      return;
    }
    const errors = res.entity?.errors;
    setFieldError(errors?.text);
    setError(errors?.images ?? res.status.desc);
  };
  return /* @__PURE__ */ a('form', {
    id: formId,
    onSubmit: submit,
    noValidate: true,
    className: 'space-y-2',
    children: [
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a(TextArea, {
        label: t.label,
        rows: 7,
        maxLength: UPDATE_TEXT_MAX,
        hint: t.hint({
          typed: text.length,
          max: UPDATE_TEXT_MAX,
        }),
        error: fieldError,
        value: text,
        onChange: (e) => setText(e.currentTarget.value),
      }),
      /* @__PURE__ */ a('div', {
        className: 'grid grid-cols-2 gap-x-3',
        children: [0, 1].map((i) =>
          /* @__PURE__ */ a(
            ImageUpload,
            {
              label: t.picture({ n: i + 1 }),
              current: images[i],
              upload: (file, onProgress) => uploadUpdateImage(campaignId, file, onProgress),
              onUploaded: (entity) => setImages((prev) => (i === 0 ? [entity.url, prev[1]] : [prev[0], entity.url])),
              uploadedText: t.uploaded,
            },
            i,
          ),
        ),
      }),
      /* @__PURE__ */ a('div', {
        className: 'flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4',
        children: [
          /* @__PURE__ */ a(Button, {
            type: 'button',
            variant: 'ghost',
            onClick: onDone,
            children: t.cancel,
          }),
          /* @__PURE__ */ a(Button, {
            type: 'submit',
            loading: post.isPending,
            children: t.post,
          }),
        ],
      }),
    ],
  });
}
export { PostUpdateForm };
