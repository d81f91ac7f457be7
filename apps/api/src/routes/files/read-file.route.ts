import path from 'node:path';
import { readFile } from '@portal/contract';
import type { ImageService } from '../../modules/files/image.service';
import type { PrivateFilesService } from '../../modules/files/private-files.service';
import { type RouteApp, route } from '../define-route';

/** A company's papers: neither a shared cache nor the browser's disk may keep a copy. */
const PRIVATE_CACHE = 'private, no-store';

export const readFileRoute = (
  app: RouteApp,
  images: ImageService,
  privateFiles: PrivateFilesService,
): void => {
  route(
    app,
    readFile,
    async ({ params, query, caller, reply }) => {
      const { block_id, file_name } = params;
      const { width, height } = query;
      const isPrivate = privateFiles.isPrivate(block_id);
      if (isPrivate) {
        reply.header('Cache-Control', PRIVATE_CACHE);
        await privateFiles.assertMayRead(caller, file_name);
      }
      const result = await images.read(block_id, file_name, width, height);
      reply.header(
        'Cache-Control',
        isPrivate
          ? PRIVATE_CACHE
          : result.found
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=60',
      );
      return reply
        .type(result.contentType)
        .sendFile(path.basename(result.file), path.dirname(result.file), { cacheControl: false });
    },
    // Pictures load with the session cookie: a stale one must not break every image (it
    // reads as a visitor, who is refused private files like anyone else without rights).
    { config: { sessionOptional: true } },
  );
};
