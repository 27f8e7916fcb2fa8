import { useId, useState } from 'react';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { UPDATE_TEXT_MAX, UpdateMsg, textToHtml } from '@ireti/shared/updates/schemas';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextArea } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { uploadUpdateImage, usePostUpdate } from '../api/campaign-updates.ts';

/**
 * The owner's "Post an update" (issue 14): what happened since, and up to two pictures (each
 * uploaded when chosen). Posted, it shows in the Updates tab and is e-mailed to the donors.
 */
export function PostUpdateForm({ campaignId, onDone }: { campaignId: string; onDone: () => void }) {
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
      toast(UpdateMsg.posted);
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
        label="Your update"
        rows={7}
        maxLength={UPDATE_TEXT_MAX}
        hint={`${text.length}/${UPDATE_TEXT_MAX} · Your donors get it by e-mail.`}
        error={fieldError}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <div className="grid grid-cols-2 gap-x-3">
        {([0, 1] as const).map((i) => (
          <ImageUpload
            key={i}
            label={`Picture ${i + 1} (optional)`}
            current={images[i]}
            upload={(file, onProgress) => uploadUpdateImage(campaignId, file, onProgress)}
            onUploaded={(entity) => setImages((prev) => (i === 0 ? [entity.url, prev[1]] : [prev[0], entity.url]))}
            uploadedText="Picture uploaded"
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={post.isPending}>
          Post update
        </Button>
      </div>
    </form>
  );
}
