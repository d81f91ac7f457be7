import path from 'node:path';
import { readFile } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImageService } from '../../modules/files/image.service';

export const readFileRoute =
  (images: ImageService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      readFile.path,
      {
        schema: {
          tags: ['files'],
          summary: 'Read an image, resized to a standard width',
          params: readFile.params,
          querystring: readFile.querystring,
        },
      },
      async (request, reply) => {
        const { block_id, file_name } = request.params;
        const { width, height } = request.query;
        const result = await images.read(block_id, file_name, width, height);
        reply.header(
          'Cache-Control',
          result.found ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
        );
        return reply
          .type(result.contentType)
          .sendFile(path.basename(result.file), path.dirname(result.file), { cacheControl: false });
      },
    );
  };
