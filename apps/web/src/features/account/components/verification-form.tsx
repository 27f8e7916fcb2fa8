import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { Delay, ID_TYPES } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { verificationSchema, type VerificationInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceField, EmailField, FormError, MobileField, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { auth } from '../../../lib/auth.ts';
import { serverErrors, useFormSubmit } from '../../../lib/forms.ts';
import { accountKey } from '../../../lib/account/get-account.ts';
import { useSubmitVerification } from '../../../lib/account/submit-verification.ts';
import { useUploadDocument } from '../../../lib/account/upload-document.ts';
import { useUploadVerificationImage } from '../../../lib/account/upload-verification-image.ts';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { useDocumentPreview } from '../../../lib/account/use-document-preview.ts';
import { i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { useChoices } from './choices.ts';

export const messages = i18n('account/verification-form', {
  required: '(required)',
  fieldsMarked: 'Fields marked {star} are required.',
  withAsterisk: 'with an asterisk',
  toHome: 'Taking you to the home page…',
  toCampaign: 'Taking you back to your campaign…',
  orgImagesTitle: 'Logo, pictures and document',
  personImagesTitle: 'Photo and identification',
  orgImagesText: 'Each picture uploads as soon as you choose it. The document stays private: only Ireti administrators see it.',
  personImagesText:
    'Upload a photo of yourself or of your means of identification (at least one). The document stays private: only Ireti administrators see it.',
  yourPhoto: 'Your profile photo',
  chooseFile: 'Choose file',
  change: 'Change',
  imageHint: 'PNG, JPEG or WebP, up to 10 MB',
  documentHint: 'A photo or PDF of your ID, up to 10 MB',
  idType: 'ID type',
  selectIdType: 'Select the type of your ID',
  socialTitle: 'Social media',
  socialText: 'Your username (@yourname) or the link to each profile; we keep the link to your profile.',
  facebookExample: 'facebook.com/yourname',
  handleExample: '@yourname',
  referenceTitle: 'Reference person',
  referenceText: 'Someone who knows you and whom we may contact to confirm who you are.',
  firstName: 'First name',
  lastName: 'Last name',
  mobile: 'Mobile',
  email: 'Email',
  skip: 'Skip Verification',
  save: 'Save Changes',
  submit: 'Submit for verification',
});

const FIELDS = [
  'facebook',
  'twitter',
  'instagram',
  'id_type',
  'user_ref.first_name',
  'user_ref.last_name',
  'user_ref.mobile',
  'user_ref.email',
] as const;
const SOCIALS = [
  ['facebook', 'Facebook', 'facebookExample'],
  ['twitter', 'Twitter', 'handleExample'],
  ['instagram', 'Instagram', 'handleExample'],
] as const;
type ImageKey = 'image_url' | 'organization_f_img_1' | 'organization_f_img_2' | 'organization_f_img_3' | 'relevant_doc';

/** The images the form still lacks, named by the spec's red labels (the API says the same). */
function missingImages(u: ApiUser): Set<ImageKey> {
  const out = new Set<ImageKey>();
  if (u.is_organization) {
    if (!u.image_url) out.add('image_url');
    if (!u.organization_f_img_1) out.add('organization_f_img_1');
    if (!u.organization_f_img_2) out.add('organization_f_img_2');
    if (!u.organization_f_img_3) out.add('organization_f_img_3');
    if (!u.relevant_doc) out.add('relevant_doc');
  } else if (!u.image_url && !u.relevant_doc) out.add('relevant_doc');
  return out;
}

/** A required field's label: "*" for the eye, "required" for a screen reader (with aria-required on the control). */
function Req({ children }: { children: React.ReactNode }) {
  const t = useT(messages);
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      <span className="sr-only"> {t.required}</span>
    </>
  );
}

function Section({ title, text, children }: { title: string; text?: string; children: React.ReactNode }) {
  return (
    <fieldset className="mb-6 border-t border-slate-200 pt-5">
      <legend className="pr-2 text-lg font-bold text-slate-900">{title}</legend>
      {text && <p className="mb-4 text-sm text-slate-600">{text}</p>}
      {children}
    </fieldset>
  );
}

/**
 * The identity information form of /verify (spec §5, docs/design.md §6): individuals give socials, a
 * reference person and a photo or document; organisations also a logo and three featured images.
 * Uploads start as soon as a file is chosen. `editMode` (the organisation settings tab) has no
 * skip link and reloads after 500 ms instead of going home after 2 s.
 */
/**
 * `returnTo`: where a campaigner sent here by the wizard goes back to once the form is submitted
 * (issue 26); otherwise the spec's site root after 2 s.
 */
export function VerificationForm({ user, editMode = false, returnTo }: { user: ApiUser; editMode?: boolean; returnTo?: string }) {
  const t = useT(messages);
  const tr = useLocalise();
  const idTypes = useChoices(ID_TYPES);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitVerification();
  const logo = useUploadVerificationImage(0);
  const f1 = useUploadVerificationImage(1);
  const f2 = useUploadVerificationImage(2);
  const f3 = useUploadVerificationImage(3);
  const featured = [
    [1, f1],
    [2, f2],
    [3, f3],
  ] as const;
  const doc = useUploadDocument();
  const [current, setCurrent] = useState(user);
  const [showMissing, setShowMissing] = useState(false);
  const [done, setDone] = useState(false);
  const org = current.is_organization === 1;
  const docPreview = useDocumentPreview(current.relevant_doc);

  const form = useForm({
    resolver: zodResolver(verificationSchema),
    defaultValues: {
      facebook: user.facebook ?? '',
      twitter: user.twitter ?? '',
      instagram: user.instagram ?? '',
      id_type: (user.id_type ?? undefined) as VerificationInput['id_type'],
      user_ref: {
        first_name: user.user_ref?.first_name ?? '',
        last_name: user.user_ref?.last_name ?? '',
        mobile: user.user_ref?.mobile ?? '+234',
        email: user.user_ref?.email ?? '',
      },
    },
  });
  const { errors } = form.formState;

  const uploaded = (u: ApiUser) => {
    setCurrent(u);
    auth.setUser(u);
    queryClient.setQueryData(accountKey, u);
  };

  useEffect(() => {
    if (!done) return;
    const timer = editMode
      ? setTimeout(() => void queryClient.invalidateQueries({ queryKey: accountKey }), Delay.settingsReloadMs)
      : setTimeout(() => navigate(returnTo ?? '/'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [done, editMode, navigate, queryClient, returnTo]);

  const missing = missingImages(current);
  const needsIdType = !!current.relevant_doc;

  const { onSubmit, formError } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (missing.size) {
        setShowMissing(true);
        return Msg.formInvalid;
      }
      if (needsIdType && !values.id_type) {
        form.setError('id_type', { message: AccountMsg.idTypeRequired });
        return Msg.formInvalid;
      }
      const e = await submit.mutateAsync(values);
      if (e.status.code === Code.OK) {
        uploaded(e.entity);
        toast(e.status.desc);
        setDone(true);
        return;
      }
      if (Object.keys(serverErrors(e)).some((k) => k === 'image_url' || k.startsWith('organization_f_img') || k === 'relevant_doc'))
        setShowMissing(true);
      return e;
    },
    { onInvalid: () => setShowMissing(true) },
  );

  const red = (k: ImageKey) => showMissing && missing.has(k);
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="mb-4 text-sm text-slate-600">
        <Rich
          text={t.fieldsMarked}
          parts={{
            star: (
              <>
                <span aria-hidden="true" className="font-semibold text-red-700">
                  *
                </span>
                <span className="sr-only">{t.withAsterisk}</span>
              </>
            ),
          }}
        />
      </p>
      {done && !editMode && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {tr(AccountMsg.verificationSubmitted)} {returnTo ? t.toCampaign : t.toHome}
        </p>
      )}
      <Section title={org ? t.orgImagesTitle : t.personImagesTitle} text={org ? t.orgImagesText : t.personImagesText}>
        <div className={org ? 'grid gap-x-6 sm:grid-cols-2' : 'grid gap-x-6 sm:grid-cols-2'}>
          <ImageUpload
            label={org ? tr(AccountMsg.logoRequired) : t.yourPhoto}
            shape={org ? 'square' : 'round'}
            missing={red('image_url')}
            current={current.image_url}
            upload={logo.run}
            required={org}
            onUploaded={uploaded}
            chooseText={t.chooseFile}
            changeText={t.change}
            hint={t.imageHint}
          />
          <div>
            <ImageUpload
              label={tr(AccountMsg.idRequired)}
              kind="document"
              shape="square"
              missing={red('relevant_doc')}
              current={current.relevant_doc}
              upload={doc.run}
              required={org}
              preview={docPreview}
              onUploaded={uploaded}
              chooseText={t.chooseFile}
              changeText={t.change}
              hint={t.documentHint}
            />
            <ChoiceField
              label={needsIdType ? <Req>{t.idType}</Req> : t.idType}
              aria-required={needsIdType || undefined}
              placeholder={t.selectIdType}
              options={idTypes}
              error={errors.id_type?.message}
              {...form.register('id_type', { setValueAs: (v) => v || undefined })}
            />
          </div>
        </div>
        {org && (
          <div className="grid gap-x-6 sm:grid-cols-3">
            {featured.map(([n, uploader]) => {
              const key = `organization_f_img_${n}` as const;
              return (
                <ImageUpload
                  key={key}
                  label={tr(AccountMsg.featuredImage(n))}
                  missing={red(key)}
                  current={current[key]}
                  upload={uploader.run}
                  required
                  onUploaded={uploaded}
                  chooseText={t.chooseFile}
                  changeText={t.change}
                />
              );
            })}
          </div>
        )}
      </Section>
      <Section title={t.socialTitle} text={t.socialText}>
        <div className="grid gap-x-4 sm:grid-cols-3">
          {SOCIALS.map(([name, label, example]) => (
            <TextField
              key={name}
              label={<Req>{label}</Req>}
              aria-required="true"
              placeholder={t[example]}
              autoCapitalize="off"
              autoComplete="off"
              spellCheck={false}
              error={errors[name]?.message}
              {...form.register(name)}
            />
          ))}
        </div>
      </Section>
      <Section title={t.referenceTitle} text={t.referenceText}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={<Req>{t.firstName}</Req>}
            aria-required="true"
            autoComplete="off"
            error={errors.user_ref?.first_name?.message}
            {...form.register('user_ref.first_name')}
          />
          <TextField
            label={<Req>{t.lastName}</Req>}
            aria-required="true"
            autoComplete="off"
            error={errors.user_ref?.last_name?.message}
            {...form.register('user_ref.last_name')}
          />
          <MobileField
            label={<Req>{t.mobile}</Req>}
            aria-required="true"
            hint={null}
            autoComplete="off"
            error={errors.user_ref?.mobile?.message}
            {...form.register('user_ref.mobile')}
          />
          <EmailField
            label={<Req>{t.email}</Req>}
            aria-required="true"
            autoComplete="off"
            error={errors.user_ref?.email?.message}
            {...form.register('user_ref.email')}
          />
        </div>
      </Section>
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {!editMode ? (
          <Link to="/campaigns" className="py-2 text-center text-sm font-semibold text-slate-600 underline-offset-2 hover:underline">
            {t.skip}
          </Link>
        ) : (
          <span />
        )}
        <Button type="submit" loading={submit.isPending} disabled={logo.pending || doc.pending || f1.pending || f2.pending || f3.pending}>
          {editMode ? t.save : t.submit}
        </Button>
      </div>
    </form>
  );
}
