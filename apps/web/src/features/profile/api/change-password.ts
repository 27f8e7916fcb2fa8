import { useMutation } from '@tanstack/react-query';
import type { OrgPasswordChangeInput, PasswordChangeInput } from '@ireti/shared/accounts/schemas';
import { api } from '../../../lib/api.ts';

/** PUT /account/password: new_password for individuals, password for organisations (spec §5). */
export const changePassword = (body: PasswordChangeInput | OrgPasswordChangeInput) =>
  api<{ changed: boolean }>('PUT', '/account/password', body);
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
