import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  aiCaseList,
  caseDetail,
  caseImage,
  ErrorCode,
  inpainting,
  inpaintingMessage,
  officialPictures,
  uploadRoomPhoto,
  VisualizationLimits,
  VisualizationMessages,
  visitorImageByCode,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { VisualizationService } from '../../modules/visualization/visualization.service';
import { type RouteApp, route } from '../define-route';

const PRIVATE = 'private, no-store';

export const visualizationRoutes = async (
  app: RouteApp,
  visualization: VisualizationService,
): Promise<void> => {
  await app.register(multipart, {
    limits: { fileSize: VisualizationLimits.uploadBytes, files: 1, fields: 2 },
  });

  route(
    app,
    uploadRoomPhoto,
    async ({ caller, request }) => {
      if (!request.isMultipart())
        throw new AppError(ErrorCode.BAD_REQUEST, VisualizationMessages.imageType);
      const part = await request.file();
      if (!part) throw new AppError(ErrorCode.BAD_REQUEST, VisualizationMessages.imageType);
      return visualization.upload(caller, part.file);
    },
    { config: { rateLimit: 'ai-upload' } },
  );

  // Counted per address like the other codes: 6 characters are guessed only slowly.
  route(
    app,
    visitorImageByCode,
    ({ caller, body }) => visualization.redeemCode(caller, body.image_code),
    { config: { rateLimit: 'ai-code' } },
  );
  route(app, officialPictures, () => visualization.officialPictures());
  route(app, inpainting, ({ caller, brand, body }) => visualization.start(caller, brand, body));
  route(app, aiCaseList, ({ caller, body, reply }) => {
    reply.header('Cache-Control', PRIVATE);
    return visualization.list(caller, body.page, body.limit);
  });
  route(app, caseDetail, ({ caller, brand, body, reply }) => {
    reply.header('Cache-Control', PRIVATE);
    return visualization.detail(caller, brand, body.id);
  });
  route(app, inpaintingMessage, ({ caller, body }) =>
    visualization.markNotified(caller, body.case_id),
  );
  route(app, caseImage, async ({ caller, params, reply }) => {
    const file = await visualization.ownedFile(caller, params.file_name);
    reply.header('Cache-Control', PRIVATE);
    return reply.type('image/jpeg').sendFile(path.basename(file), path.dirname(file), {
      cacheControl: false,
    });
  });
};
