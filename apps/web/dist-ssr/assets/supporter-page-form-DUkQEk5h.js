import { N as d, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { L as Msg, b as Button, d as formatNaira, m as toast, q as useNavigate } from '../entry-server.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import { u as GOAL_MAX_NAIRA } from './constants-DBX7dDmi.js';
import { c as boolean, d as object, p as string, t as field } from './rules-Ch6PIl7_.js';
import { i as campaignIdSchema, u as nairaAmount } from './schemas-D9SZSjxt.js';
import { o as TextArea, r as FormError, s as TextField } from './field-BhGmjKt2.js';
import { t as Modal } from './modal-CQEXYd9c.js';
import { i as supporterKeys, r as openSupporterPage, t as editSupporterPage } from './supporters-Bg-Patew.js';
// ../../packages/shared/src/supporters/schemas.ts
/**
 * Supporter pages (issue 27, docs/decisions/094-supporter-pages.md): a signed-in supporter's own
 * page for a live campaign — their words and their target — through which friends give to the
 * campaign. The form and the API check the same rules.
 */
var SUPPORTER_WORDS_MAX = 1e3;
/** The least target a page may set, in naira; the most is the campaign's goal (checked by the API). */
var SUPPORTER_TARGET_MIN_NAIRA = 1e3;
string({ error: 'This is not a supporter page' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{6,32}$/, 'This is not a supporter page');
var SupporterMsg = {
  html: 'Write your words as plain text, without HTML tags',
  aboveGoal: "Your target cannot be more than the campaign's goal",
  notLive: 'Only a live campaign can have supporter pages',
  already: 'You already have a page for this campaign',
  notFound: 'Supporter page not found',
  otherCampaign: 'This supporter page is for another campaign',
  hiddenGift: 'This supporter page no longer takes gifts. You can give to the campaign itself',
  notYours: 'Only the supporter can change this page',
  notOwner: 'Only the campaign owner can hide a supporter page',
  created: 'Your page is ready. Share it with your friends',
  updated: 'Your page is saved',
  hidden: 'The supporter page is hidden',
  shown: 'The supporter page is shown again',
};
/** Markup in plain words: a tag's opening ("<b", "</", "<!--", "<?"), never a lone "<" as in "<3" or "a < b". */
var TAG = /<\s*[a-zA-Z!/?]/;
var words = field({
  label: 'Your words',
  max: SUPPORTER_WORDS_MAX,
  multiline: true,
}).refine((v) => !TAG.test(v), SupporterMsg.html);
var target = nairaAmount('Target', SUPPORTER_TARGET_MIN_NAIRA, GOAL_MAX_NAIRA);
object({
  campaign: campaignIdSchema,
  words,
  target,
});
/** PUT /fundraise/{pageId}: the supporter's words and target. */
var supporterPageUpdateSchema = object({
  words,
  target,
});
object({ hidden: boolean({ error: 'hidden must be true or false' }) });
// src/features/campaigns/components/supporter-page-form.tsx
var messages = i18n('campaign/supporter-page-form', {
  openTitle: 'Fundraise for this campaign',
  editTitle: 'Edit your page',
  intro: 'Your own page for this campaign: your photo, your words and your target. Every gift through it goes to the campaign.',
  words: 'Your words',
  wordsHint: params('Why you support this campaign, in your own words ({n}/{max})'),
  target: 'Your target (₦)',
  targetHint: params('From {min} up to the campaign’s goal, {goal}'),
  cancel: 'Cancel',
  open: 'Open my page',
  save: 'Save',
});
/**
 * Open a supporter page (POST /fundraise) or edit one's own (PUT /fundraise/{pageId}): the words and
 * the target, checked by the same rules as the API's; the server's field messages go under the fields.
 */
function SupporterPageForm({ campaignId, goal, page, onClose }) {
  const t = useT(messages);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = d(null);
  const form = useForm({
    resolver: u(supporterPageUpdateSchema),
    defaultValues: {
      words: page?.words ?? '',
      target: page ? String(page.target) : '',
    },
  });
  const words = String(form.watch('words') ?? '');
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const res = page
      ? await editSupporterPage(page.page_id, v)
      : await openSupporterPage({
          campaign: campaignId,
          ...v,
        });
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      qc.invalidateQueries({ queryKey: supporterKeys.all });
      onClose();
      if (!page) navigate(`/fundraise/${res.entity.page_id}`);
      return;
    }
    const errors = res.entity?.errors ?? {};
    for (const f of ['words', 'target']) if (errors[f]) form.setError(f, { message: errors[f] });
    setError(res.status.desc);
  });
  const errors = form.formState.errors;
  return /* @__PURE__ */ a(Modal, {
    open: true,
    onClose,
    title: page ? t.editTitle : t.openTitle,
    children: /* @__PURE__ */ a('form', {
      onSubmit: submit,
      noValidate: true,
      children: [
        !page &&
          /* @__PURE__ */ a('p', {
            className: 'mb-4 text-sm text-slate-700',
            children: t.intro,
          }),
        /* @__PURE__ */ a(FormError, { message: error ?? (Object.keys(errors).length > 1 ? Msg.formInvalid : null) }),
        /* @__PURE__ */ a(TextArea, {
          label: t.words,
          rows: 5,
          maxLength: SUPPORTER_WORDS_MAX,
          error: errors.words?.message,
          hint: t.wordsHint({
            n: [...words].length,
            max: SUPPORTER_WORDS_MAX,
          }),
          ...form.register('words'),
        }),
        /* @__PURE__ */ a(TextField, {
          label: t.target,
          inputMode: 'numeric',
          error: errors.target?.message,
          hint: t.targetHint({
            min: formatNaira(SUPPORTER_TARGET_MIN_NAIRA),
            goal: formatNaira(goal),
          }),
          ...form.register('target'),
        }),
        /* @__PURE__ */ a('div', {
          className: 'flex justify-end gap-2',
          children: [
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: onClose,
              children: t.cancel,
            }),
            /* @__PURE__ */ a(Button, {
              type: 'submit',
              loading: form.formState.isSubmitting,
              children: page ? t.save : t.open,
            }),
          ],
        }),
      ],
    }),
  });
}
export { SupporterPageForm as default, messages };
