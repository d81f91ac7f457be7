import multipart from '@fastify/multipart';
import {
  ErrorCode,
  getOldUserInfo,
  Limits,
  Messages,
  ok,
  RegistrationMessages,
  registerDistrict,
  registerFileDel,
  registerFirstCheck,
  registerOptionList,
  registerSecondCheck,
  registerSendCode,
  registerSubmit,
  registerUpload,
  sendActivationEmail,
  simpleRegister,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { PasswordService } from '../../modules/identity/password.service';
import type { RegistrationService } from '../../modules/registration/registration.service';

const tags = ['registration'];

export const registrationRoutes =
  (reg: RegistrationService, passwords: PasswordService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: Limits.registrationFileBytes, files: 1, fields: 5, fieldSize: 1024 },
    });

    app.post(
      registerOptionList.path,
      {
        schema: {
          tags,
          summary: 'Select lists of the wizard',
          response: { 200: registerOptionList.response },
        },
      },
      async () => ok(reg.options()),
    );

    app.post(
      registerDistrict.path,
      {
        schema: {
          tags,
          summary: 'States or provinces of a country',
          body: registerDistrict.body,
          response: { 200: registerDistrict.response },
        },
      },
      async (request) => ok(reg.district(request.body.country)),
    );

    app.post(
      registerFirstCheck.path,
      {
        schema: {
          tags,
          summary: 'Step 1: business information',
          body: registerFirstCheck.body,
          response: { 200: registerFirstCheck.response },
        },
      },
      // request.ip: the socket's address unless a configured proxy forwarded it (drafts per address).
      async (request) => ok(await reg.firstCheck(request.body, request.ip)),
    );

    app.post(
      registerUpload.path,
      {
        schema: {
          tags,
          summary: 'Upload a document (multipart: register_key, then file)',
          response: { 200: registerUpload.response },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(ErrorCode.BAD_REQUEST, Messages.unsupportedContentType);
        const part = await request.file();
        if (!part) throw new AppError(ErrorCode.BAD_REQUEST, RegistrationMessages.fileType);
        const keyField = part.fields.register_key;
        const key = keyField && 'value' in keyField ? String(keyField.value) : '';
        return ok(await reg.upload(key, part.filename, part.file));
      },
    );

    app.post(
      registerFileDel.path,
      {
        schema: {
          tags,
          summary: 'Delete an uploaded document',
          body: registerFileDel.body,
          response: { 200: registerFileDel.response },
        },
      },
      async (request) => ok(await reg.deleteFile(request.body.register_key, request.body.file_id)),
    );

    app.post(
      registerSecondCheck.path,
      {
        schema: {
          tags,
          summary: 'Step 2: documents',
          body: registerSecondCheck.body,
          response: { 200: registerSecondCheck.response },
        },
      },
      async (request) => ok(await reg.secondCheck(request.body)),
    );

    app.post(
      registerSendCode.path,
      {
        // Codes go to any address or phone: per caller address, or they would be a mail pump.
        config: { rateLimit: 'register-code' },
        schema: {
          tags,
          summary: 'Step 3: send a verification code',
          body: registerSendCode.body,
          response: { 200: registerSendCode.response },
        },
      },
      async (request) =>
        ok(await reg.sendCode(request.body.channel, request.body.email, request.body.phone)),
    );

    app.post(
      registerSubmit.path,
      // The drawn signature travels as a PNG data URL.
      {
        bodyLimit: 3 * 1024 * 1024,
        schema: {
          tags,
          summary: 'Submit the application',
          body: registerSubmit.body,
          response: { 200: registerSubmit.response },
        },
      },
      async (request) => ok(await reg.submit(request.body)),
    );

    app.post(
      simpleRegister.path,
      {
        schema: {
          tags,
          summary: 'Flash Deals shopper sign-up (emailed code)',
          body: simpleRegister.body,
          response: { 200: simpleRegister.response },
        },
      },
      async (request) => ok(await reg.simpleRegister(request.body)),
    );

    app.post(
      sendActivationEmail.path,
      {
        config: { rateLimit: 'activation-mail' },
        schema: {
          tags,
          summary: 'Send the activation link again',
          body: sendActivationEmail.body,
          response: { 200: sendActivationEmail.response },
        },
      },
      // The link's origin is the brand's configured one: a forged Host must not steer it.
      async (request) =>
        ok(await passwords.sendActivation(request.body.email, request.brandOrigin)),
    );

    app.post(
      getOldUserInfo.path,
      {
        schema: {
          tags,
          summary: 'What a draft holds (to continue after a reload)',
          body: getOldUserInfo.body,
          response: { 200: getOldUserInfo.response },
        },
      },
      async (request) => ok(await reg.applicationState(request.body.register_key)),
    );
  };
