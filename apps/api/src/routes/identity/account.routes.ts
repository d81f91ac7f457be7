import multipart from '@fastify/multipart';
import {
  AuthMessages,
  certificateDetail,
  ErrorCode,
  Limits,
  ok,
  updateProfile,
  uploadAvatar,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { AccountService } from '../../modules/identity/account.service';

const tags = ['account settings'];

export const accountRoutes =
  (account: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: Limits.profileImageBytes, files: 1, fields: 2 },
    });

    app.post(
      updateProfile.path,
      {
        schema: {
          tags,
          summary: 'Update names and phone',
          body: updateProfile.body,
          response: { 200: updateProfile.response },
        },
      },
      async (request) => ok(await account.updateProfile(request.caller, request.body)),
    );

    app.post(
      uploadAvatar.path,
      {
        schema: {
          tags,
          summary: 'Upload a profile picture (JPG or PNG, 20 MB)',
          response: { 200: uploadAvatar.response },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(ErrorCode.BAD_REQUEST, AuthMessages.avatarType);
        const part = await request.file();
        if (!part) throw new AppError(ErrorCode.BAD_REQUEST, AuthMessages.avatarType);
        return ok(await account.uploadAvatar(request.caller, part.file));
      },
    );

    app.get(
      certificateDetail.path,
      {
        schema: {
          tags,
          summary: "The company's resale certificates",
          response: { 200: certificateDetail.response },
        },
      },
      async (request, reply) => {
        // A company's certificate numbers: never kept by a shared cache or on the browser's disk.
        reply.header('Cache-Control', 'private, no-store');
        return ok(await account.certificates(request.caller));
      },
    );
  };
