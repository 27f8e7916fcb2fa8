import { useId, useState } from 'react';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { UPDATE_TEXT_MAX, UpdateMsg, textToHtml } from '@ireti/shared/updates/schemas';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextArea } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { uploadUpdateImage, usePostUpdate } from '../api/campaign-updates.ts';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('create/post-update-form', {
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
export function PostUpdateForm({ campaignId, onDone }: { campaignId: string; onDone: () => void }) {
  const t = useT(messages);
  const tr = useLocalise();
  const post = usePostUpdate(campaignId);
  const [text, setText] = useState('');
  const [images, setImages] = useState<[string | null, string | null]>([null, null]);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const formId = useId();

  const submit = async (e: { preventDefault: () => void }) => {
    e.preventDefault();
    const typed = text.trim();
    const problem = !typed ? UpdateMsg.empty : typed.length > UPDATE_TEXT_MAX ? UpdateMsg.tooLong : undefined;
    setFieldError(problem);
    if (problem) return setError(Msg.formInvalid);
    setError(null);
    const res = await post.mutateAsync({
      campaign: campaignId,
      text: textToHtml(typed),
      images: images.filter((u): u is string => !!u),
    });
    if (res.status.code === Code.OK) {
      toast(tr(UpdateMsg.posted));
      onDone();
      return;
    }
    const errors = (res.entity as { errors?: Record<string, string> } | null)?.errors;
    setFieldError(errors?.text);
    setError(errors?.images ?? res.status.desc);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-2">
      <FormError message={error} />
      <TextArea
        label={t.label}
        rows={7}
        maxLength={UPDATE_TEXT_MAX}
        hint={t.hint({ typed: text.length, max: UPDATE_TEXT_MAX })}
        error={fieldError}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <div className="grid grid-cols-2 gap-x-3">
        {([0, 1] as const).map((i) => (
          <ImageUpload
            key={i}
            label={t.picture({ n: i + 1 })}
            current={images[i]}
            upload={(file, onProgress) => uploadUpdateImage(campaignId, file, onProgress)}
            onUploaded={(entity) => setImages((prev) => (i === 0 ? [entity.url, prev[1]] : [prev[0], entity.url]))}
            uploadedText={t.uploaded}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={post.isPending}>
          {t.post}
        </Button>
      </div>
    </form>
  );
}
