import {
  getOldUserInfo,
  registerDistrict,
  registerFileDel,
  registerFirstCheck,
  registerOptionList,
  registerSecondCheck,
  registerSendCode,
  registerSubmit,
  registerUpload,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, type CallVal, call, uploadTo } from '../../../lib/call';
import type { UploadProgress } from '../../../lib/xhr-send';

/** The registration wizard's calls (spec 7: /mibd/register/...). Screens show errors themselves. */
const quiet = { silent: true } as const;

export type RegisterOptions = CallVal<typeof registerOptionList>;
export type UploadedFile = CallVal<typeof registerUpload>;
export type SubmitBody = CallInput<typeof registerSubmit>;

/** The choices of the business step (business types, how heard, countries). */
export const registerOptionsQueryOptions = () => ({
  queryKey: ['register-options'] as const,
  queryFn: () => call(registerOptionList, undefined, quiet),
});

/** The states or provinces of a country. */
export const districtsQueryOptions = (country: string) => ({
  queryKey: ['register-district', country] as const,
  queryFn: () => call(registerDistrict, { country }, quiet),
  enabled: Boolean(country),
});

/** Step 1 checked by the server; answers the application's register_key. */
export const useFirstCheckMutation = () =>
  useMutation({
    mutationFn: (body: CallInput<typeof registerFirstCheck>) =>
      call(registerFirstCheck, body, quiet),
  });

/** Step 2 (documents and certificate) checked by the server. */
export const useSecondCheckMutation = () =>
  useMutation({
    mutationFn: (body: CallInput<typeof registerSecondCheck>) =>
      call(registerSecondCheck, body, quiet),
  });

/** The whole application; answers the email the confirmation went to. */
export const useSubmitRegistrationMutation = () =>
  useMutation({ mutationFn: (body: SubmitBody) => call(registerSubmit, body, quiet) });

/** A verification code by email or SMS (step 3). */
export const useRegisterCodeMutation = () =>
  useMutation({
    mutationFn: (body: CallInput<typeof registerSendCode>) => call(registerSendCode, body, quiet),
  });

export const deleteRegisterFile = (registerKey: string, fileId: string) =>
  call(registerFileDel, { register_key: registerKey, file_id: fileId }, quiet);

/** What the server holds of a draft (its files, whether it was submitted). */
export const fetchDraftState = (registerKey: string) =>
  call(getOldUserInfo, { register_key: registerKey }, quiet);

/** multipart: `register_key` first, then `file` (the server reads the key before the file). */
export function uploadRegisterFile(
  registerKey: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('register_key', registerKey);
  form.append('file', file, file.name);
  return uploadTo(registerUpload, form, {
    silent: true,
    signal,
    onProgress: ({ loaded, total }: UploadProgress) => onProgress(total ? loaded / total : 0),
  });
}
