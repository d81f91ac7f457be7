import multipart from '@fastify/multipart';
import {
  AuthMessages,
  certificateDetail,
  ErrorCode,
  Limits,
  updateProfile,
  uploadAvatar,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { AccountService } from '../../modules/identity/account.service';
import { type RouteApp, route } from '../define-route';

export const accountRoutes = async (app: RouteApp, account: AccountService): Promise<void> => {
  await app.register(multipart, {
    limits: { fileSize: Limits.profileImageBytes, files: 1, fields: 2 },
  });

  route(app, updateProfile, ({ caller, body }) => account.updateProfile(caller, body));

  route(app, uploadAvatar, async ({ caller, request }) => {
    if (!request.isMultipart()) throw new AppError(ErrorCode.BAD_REQUEST, AuthMessages.avatarType);
    const part = await request.file();
    if (!part) throw new AppError(ErrorCode.BAD_REQUEST, AuthMessages.avatarType);
    return account.uploadAvatar(caller, part.file);
  });

  route(app, certificateDetail, ({ caller, reply }) => {
    // A company's certificate numbers: never kept by a shared cache or on the browser's disk.
    reply.header('Cache-Control', 'private, no-store');
    return account.certificates(caller);
  });
};
