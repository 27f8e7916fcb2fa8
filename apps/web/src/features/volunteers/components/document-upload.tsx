import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { idDocumentSchema, type IdDocumentInput } from '@ireti/shared/trust/schemas';
import type { MyApplication } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ChoiceField, FormError } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { serverErrors } from '../../../lib/forms.ts';
import { useObjectUrl } from '../../../lib/object-url.ts';
import { useUploadVolunteerDocument, type VolunteerDocument } from '../api/upload-volunteer-document.ts';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { useIdTypes } from './id-types.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';
export const messages = i18n('volunteers/document-upload', {
  choose: 'Choose your document first',
  tooLarge: 'This file is larger than 10 MB. Take a smaller photo or scan and try again.',
  type: 'Choose a photo (PNG, JPEG or WebP) or a PDF',
  saved: 'Document saved',
  savedBadge: 'Saved',
  idType: 'ID type',
  idTypePlaceholder: 'Select the type of your ID',
  replaceFile: 'Replace the file (photo or PDF, up to 10 MB)',
  file: 'File (photo or PDF, up to 10 MB)',
  uploading: params('Uploading {title}'),
  save: 'Save Changes',
});

/**
 * One of the two volunteer documents: (for the identity document) its type, the file, Save
 * Changes, and the upload's progress. A failed upload clears the chosen file (spec §4).
 */
export function DocumentUpload({
  kind,
  title,
  hint,
  application,
  onSaved,
}: {
  kind: VolunteerDocument;
  title: string;
  hint: string;
  application: MyApplication | undefined;
  onSaved: (a: MyApplication) => void;
}) {
  const t = useT(messages);
  const tr = useLocalise();
  const idTypes = useIdTypes();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { run, progress, pending } = useUploadVolunteerDocument(kind);
  const form = useForm<IdDocumentInput>({
    resolver: kind === 'id' ? zodResolver(idDocumentSchema) : undefined,
    defaultValues: { id_type: (application?.id_type as IdDocumentInput['id_type']) ?? ('' as IdDocumentInput['id_type']) },
  });
  const saved = kind === 'id' ? application?.has_id_document : application?.has_bill;

  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);

  const clear = () => {
    setFile(null);
    setInputKey((k) => k + 1);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      if (!file) return setError(t.choose);
      const res = await run(file, kind === 'id' ? values.id_type : undefined);
      if (res.status.code === Code.OK) {
        toast(t.saved);
        clear();
        onSaved(res.entity);
        return;
      }
      // Identification-Document-Upload-Failed: the document is cleared, the server's reason shown.
      clear();
      const m = res.status.code === Code.VALIDATION ? serverErrors(res).id_type : undefined;
      if (m) form.setError('id_type', { message: m });
      setError(res.status.desc);
      toast.error(res.status.desc);
    },
    () => setError(tr(Msg.formInvalid)),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={`${fileId}-title`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${fileId}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {saved && (
          <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <span aria-hidden="true">✓ </span>
            {t.savedBadge}
          </span>
        )}
      </div>
      <p className="mt-1 mb-4 text-sm text-slate-600">{hint}</p>
      {kind === 'id' && (
        <ChoiceField
          label={t.idType}
          placeholder={t.idTypePlaceholder}
          options={idTypes.options}
          error={form.formState.errors.id_type?.message && tr(form.formState.errors.id_type.message)}
          {...form.register('id_type')}
        />
      )}
      <div className="mb-4">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
          {saved ? t.replaceFile : t.file}
        </label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          accept={ACCEPT}
          disabled={pending}
          onChange={(e) => {
            setError(null);
            const f = e.currentTarget.files?.[0] ?? null;
            if (f && f.size > MAX_BYTES) {
              setError(t.tooLarge);
              return clear();
            }
            if (f && !ACCEPT.split(',').includes(f.type)) {
              setError(t.type);
              return clear();
            }
            setFile(f);
          }}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>
      {file && (
        <div className="mb-4 flex items-center gap-3 rounded-lg bg-slate-50 p-2">
          {preview ? (
            <img src={preview} alt="" className="h-14 w-20 rounded object-cover" />
          ) : (
            <span
              className="flex h-14 w-20 items-center justify-center rounded bg-red-50 text-xs font-bold text-red-700"
              aria-hidden="true"
            >
              PDF
            </span>
          )}
          <span className="min-w-0 truncate text-sm text-slate-700">{file.name}</span>
        </div>
      )}
      {progress !== null && pending && (
        <div className="mb-4">
          <ProgressBar value={progress} label={t.uploading({ title: title.toLowerCase() })} />
        </div>
      )}
      <FormError message={error} />
      <Button type="submit" loading={pending} className="mt-auto self-start">
        {t.save}
      </Button>
    </form>
  );
}
