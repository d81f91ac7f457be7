import multipart from '@fastify/multipart';
import {
  dealerApplicationStart,
  dealerApplicationSubmit,
  ErrorCode,
  getOldUserInfo,
  Limits,
  Messages,
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
import { AppError } from '../../lib/app-error';
import type { PasswordService } from '../../modules/identity/password.service';
import type { DealerApplicationService } from '../../modules/registration/dealer-application.service';
import type { RegistrationService } from '../../modules/registration/registration.service';
import { type RouteApp, route } from '../define-route';

export const registrationRoutes = async (
  app: RouteApp,
  reg: RegistrationService,
  dealers: DealerApplicationService,
  passwords: PasswordService,
): Promise<void> => {
  await app.register(multipart, {
    limits: { fileSize: Limits.registrationFileBytes, files: 1, fields: 5, fieldSize: 1024 },
  });

  route(app, registerOptionList, () => reg.options());
  route(app, registerDistrict, ({ body }) => reg.district(body.country));
  // request.ip: the socket's address unless a configured proxy forwarded it (drafts per address).
  route(app, registerFirstCheck, ({ body, request }) => reg.firstCheck(body, request.ip));

  route(app, registerUpload, async ({ request }) => {
    if (!request.isMultipart())
      throw new AppError(ErrorCode.BAD_REQUEST, Messages.unsupportedContentType);
    const part = await request.file();
    if (!part) throw new AppError(ErrorCode.BAD_REQUEST, RegistrationMessages.fileType);
    const keyField = part.fields.register_key;
    const key = keyField && 'value' in keyField ? String(keyField.value) : '';
    return reg.upload(key, part.filename, part.file);
  });

  route(app, registerFileDel, ({ body }) => reg.deleteFile(body.register_key, body.file_id));
  route(app, registerSecondCheck, ({ body }) => reg.secondCheck(body));

  // Codes go to any address or phone: per caller address, or they would be a mail pump.
  route(app, registerSendCode, ({ body }) => reg.sendCode(body.channel, body.email, body.phone), {
    config: { rateLimit: 'register-code' },
  });

  // The drawn signature travels as a PNG data URL.
  route(app, registerSubmit, ({ body }) => reg.submit(body), { bodyLimit: 3 * 1024 * 1024 });

  // Request Access on the dealer site: a draft for the certificate uploads, then the application.
  route(app, dealerApplicationStart, ({ request }) => dealers.start(request.ip));
  route(app, dealerApplicationSubmit, ({ body }) => dealers.submit(body));

  route(app, simpleRegister, ({ body }) => reg.simpleRegister(body));

  // The link's origin is the brand's configured one: a forged Host must not steer it.
  route(
    app,
    sendActivationEmail,
    ({ body, brandOrigin }) => passwords.sendActivation(body.email, brandOrigin),
    { config: { rateLimit: 'activation-mail' } },
  );

  route(app, getOldUserInfo, ({ body }) => reg.applicationState(body.register_key));
};
