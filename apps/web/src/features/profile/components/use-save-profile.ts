import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { Delay } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import type { ProfileIndividualInput, ProfileOrganizationInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import type { Envelope } from '@ireti/shared/status';
import { toast } from '../../../components/ui/toast.tsx';
import { auth } from '../../../lib/auth.ts';
import { accountKey, getAccount } from '../../../lib/account/get-account.ts';
import { useUploadProfileImage } from '../../../lib/account/upload-profile-image.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/**
 * Saving a settings profile form (spec §4): the image first if it changed, then the fields; on
 * success the form reloads from the server after 500 ms. `save` answers as useFormSubmit's
 * `send` does: nothing once saved, else the message or the refusal to show.
 */
export function useSaveProfile(onReloaded: (u: ApiUser) => void) {
  const queryClient = useQueryClient();
  const photo = useUploadProfileImage();
  const update = useUpdateProfile();
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const save = async (values: ProfileIndividualInput | ProfileOrganizationInput): Promise<Envelope<ApiUser> | string | undefined> => {
    if (file) {
      const up = await photo.run(file);
      if (up.status.code !== Code.OK) {
        setFile(null);
        setPhotoError(up.status.desc || Msg.errorProfileImage);
        return Msg.errorProfileImage;
      }
      auth.setUser(up.entity);
      setFile(null);
    }
    const e = await update.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    auth.setUser(e.entity);
    queryClient.setQueryData(accountKey, e.entity);
    toast(e.status.desc);
    setTimeout(() => {
      void getAccount()
        .then((fresh) => {
          queryClient.setQueryData(accountKey, fresh);
          onReloaded(fresh);
        })
        .catch(() => {});
    }, Delay.settingsReloadMs);
  };

  return {
    save,
    file,
    setFile: (f: File | null, error?: string) => {
      setPhotoError(error ?? null);
      setFile(f);
    },
    photoError,
    setPhotoError,
    photoProgress: photo.pending ? photo.progress : null,
    pending: photo.pending || update.isPending,
  };
}

export type ProfileSaver = ReturnType<typeof useSaveProfile>;
