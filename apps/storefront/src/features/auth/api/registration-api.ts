import type {
  getOldUserInfo,
  registerDistrict,
  registerFirstCheck,
  registerOptionList,
  registerSecondCheck,
  registerSendCode,
  registerSubmit,
  registerUpload,
} from '@portal/contract';
import type { z } from 'zod';
import { request, upload } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/xhr-send';

/** The registration wizard's calls (spec 7: /mibd/register/...). Screens show errors themselves. */

type Val<C extends { response: z.ZodType }> =
  z.output<C['response']> extends { val: infer V } ? V : never;
type Body<C extends { body: z.ZodType }> = z.input<C['body']>;
export type RegisterOptions = Val<typeof registerOptionList>;
export type UploadedFile = Val<typeof registerUpload>;
export type SubmitBody = Body<typeof registerSubmit>;

const post = <T>(path: string, body?: unknown) =>
  request<T>(`/mibd/register/${path}`, { body: body ?? {}, silent: true });

export const fetchRegisterOptions = () => post<RegisterOptions>('optionList');

export const fetchDistricts = (country: string) =>
  post<Val<typeof registerDistrict>>('district', {
    country,
  } satisfies Body<typeof registerDistrict>);

export const firstCheck = (body: Body<typeof registerFirstCheck>) =>
  post<Val<typeof registerFirstCheck>>('firstCheck', body);

export const secondCheck = (body: Body<typeof registerSecondCheck>) =>
  post<Val<typeof registerSecondCheck>>('secondCheck', body);

export const sendRegisterCode = (body: Body<typeof registerSendCode>) =>
  post<Val<typeof registerSendCode>>('simpleRegisterSendCode', body);

export const submitRegistration = (body: SubmitBody) =>
  post<Val<typeof registerSubmit>>('submit', body);

export const deleteRegisterFile = (registerKey: string, fileId: string) =>
  post<{ deleted: boolean }>('fileDel', { register_key: registerKey, file_id: fileId });

export const fetchDraftState = (registerKey: string) =>
  post<Val<typeof getOldUserInfo>>('getOldUserInfo', {
    register_key: registerKey,
  } satisfies Body<typeof getOldUserInfo>);

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
  return upload<UploadedFile>('/mibd/register/upload', form, {
    silent: true,
    signal,
    onProgress: ({ loaded, total }: UploadProgress) => onProgress(total ? loaded / total : 0),
  });
}
