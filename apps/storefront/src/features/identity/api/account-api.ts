import { certificateDetail, updateProfile, uploadAvatar } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type CallVal, call, uploadTo } from '../../../lib/call';
import { setStored } from '../../../lib/session';
import { storeUserInfo } from '../session-store';
import { fetchUserInfo } from './auth-api';

/** Account settings' calls; the screens show the server's errmsg themselves. */

export type CertificateList = CallVal<typeof certificateDetail>;
export type ProfileInput = CallInput<typeof updateProfile>;

/** Fresh names from the server, kept in the session too (an expired session is noticed here). */
export const userInfoQueryOptions = () => ({
  queryKey: ['user-info'] as const,
  queryFn: async () => {
    const info = await fetchUserInfo();
    storeUserInfo(info);
    return info;
  },
});

/** The company's resale certificates. */
export const certificatesQueryOptions = () => ({
  queryKey: ['certificates'] as const,
  queryFn: () => call(certificateDetail, undefined, { silent: true }),
});

/** A profile picture, JPG or PNG up to 20 MB (multipart field `file`); stored as userHead_img. */
export const useAvatarUploadMutation = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadTo(uploadAvatar, form, { silent: true });
    },
    onSuccess: ({ head_img }) => setStored('userHead_img', head_img),
  });

/** Names and phone of the signed-in user: stored in the session, the user info read again. */
export const useSaveProfileMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) => call(updateProfile, body, { silent: true }),
    onSuccess: async (answer) => {
      setStored('userFirstName', answer.user_first_name);
      setStored('userLastName', answer.user_last_name);
      await queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
    },
  });
};
