import type { certificateDetail, updateProfile, uploadAvatar } from '@portal/contract';
import type { z } from 'zod';
import { request, upload } from '../../../lib/api-client';

export type CertificateList = z.output<typeof certificateDetail.response>['val'];
type AvatarAnswer = z.output<typeof uploadAvatar.response>['val'];

/** The company's resale certificates (GET /mibd/home/certificate/detail). */
export const fetchCertificates = () =>
  request<CertificateList>('/mibd/home/certificate/detail', { method: 'GET', silent: true });

/** A profile picture, JPG or PNG up to 20 MB (multipart field `file`). */
export function uploadProfilePicture(file: File): Promise<AvatarAnswer> {
  const form = new FormData();
  form.append('file', file);
  return upload<AvatarAnswer>('/mibd/user/upload_avatar', form, { silent: true });
}

type ProfileBody = z.input<typeof updateProfile.body>;
type ProfileAnswer = z.output<typeof updateProfile.response>['val'];

/** Names and phone of the signed-in user (POST /mibd/user/update_profile). */
export const saveProfile = (body: ProfileBody) =>
  request<ProfileAnswer>('/mibd/user/update_profile', { body, silent: true });
