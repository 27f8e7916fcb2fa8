import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Code } from '@ireti/shared/status';
import { Delay } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { auth, useAuth } from '../../lib/auth.ts';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';
import { imageUrl, fallbackToPlaceholder } from '../../lib/images.ts';
import { useObjectUrl } from '../../lib/object-url.ts';
import { useUploadProfileImage } from '../../lib/account/upload-profile-image.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { fileProblem, IMAGE_ACCEPT } from '../../components/ui/upload-rules.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { StatusPanel } from './components/status-panel.tsx';

export const messages = i18n('auth/upload-photo-page', {
  title: 'Add a profile photo',
  intro: 'A clear photo of your face helps donors trust your campaigns.',
  toProfile: 'Taking you to your profile…',
  newPhoto: 'Your new profile photo',
  chooseAnother: 'Choose another photo',
  choose: 'Choose a photo',
  rule: 'PNG, JPEG or WebP, up to 10 MB.',
  uploading: 'Uploading your profile photo',
  skip: 'Skip for now',
  upload: 'Upload photo',
});

/**
 * /upload_profile_photo (spec §2, §5): an image must be chosen (else a form error), the upload
 * shows its progress, then /profile after 2 s. "Skip for now" goes to the home page.
 */
export default function UploadPhotoPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const id = useId();
  const navigate = useNavigate();
  const { user } = useAuth();
  const upload = useUploadProfileImage();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const preview = useObjectUrl(file);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/profile'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) return setError(Msg.selectImageFirst);
    const res = await upload.run(file);
    if (res.status.code !== Code.OK) {
      setError(res.status.desc || Msg.errorProfileImage);
      toast.error(res.status.desc || tr(Msg.errorProfileImage));
      return;
    }
    auth.setUser(res.entity);
    toast(res.status.desc);
    setDone(true);
  };

  const shown = preview ?? (user?.image_url ? imageUrl(user.image_url, 'profile') : null);
  return (
    <AuthShell title={t.title} intro={t.intro}>
      {done ? (
        <StatusPanel ok title={tr(AccountMsg.photoSaved)}>
          {t.toProfile}
        </StatusPanel>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <FormError message={error} />
          <div className="flex flex-col items-center gap-4">
            <div className="flex h-36 w-36 items-center justify-center overflow-hidden rounded-full border-4 border-brand-100 bg-slate-100">
              {shown ? (
                <img src={shown} alt={t.newPhoto} onError={fallbackToPlaceholder} className="h-full w-full object-cover" />
              ) : (
                <svg viewBox="0 0 24 24" className="h-16 w-16 text-slate-400" aria-hidden="true" fill="currentColor">
                  <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.2 0-8 2.1-8 5v2h16v-2c0-2.9-3.8-5-8-5z" />
                </svg>
              )}
            </div>
            <input
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              className="peer sr-only"
              disabled={upload.pending}
              onChange={(e) => {
                setError(null);
                const f = e.currentTarget.files?.[0] ?? null;
                const problem = f && fileProblem(f);
                if (problem) return setError(problem);
                setFile(f);
              }}
            />
            <label
              htmlFor={id}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 peer-focus-visible:ring-3 peer-focus-visible:ring-sun-400 hover:bg-brand-50"
            >
              {file ? t.chooseAnother : t.choose}
            </label>
            <p className="text-xs text-slate-500">{t.rule}</p>
          </div>
          {upload.pending && upload.progress !== null && <ProgressBar value={upload.progress} label={t.uploading} />}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Link to="/" className="py-2 text-center text-sm font-semibold text-slate-600 underline-offset-2 hover:underline">
              {t.skip}
            </Link>
            <Button type="submit" loading={upload.pending}>
              {t.upload}
            </Button>
          </div>
        </form>
      )}
    </AuthShell>
  );
}
