import fs from 'node:fs';
import { ok, publicationList, publicationPdf } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicationService } from '../../modules/content/publication.service';

const tags = ['content'];

/** Magazines and e-catalogues: the issue list and each issue's PDF. */
export const publicationRoutes =
  (publications: PublicationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      publicationList.path,
      {
        schema: {
          tags,
          summary: "This brand's magazines or e-catalogues, newest first",
          querystring: publicationList.querystring,
          response: { 200: publicationList.response },
        },
      },
      async (request) => ok(await publications.list(request.brand, request.query.kind)),
    );
    app.get(
      publicationPdf.path,
      {
        schema: {
          tags,
          summary: 'An issue as a PDF drawn from the catalogue (application/pdf)',
          params: publicationPdf.params,
        },
      },
      async (request, reply) => {
        const id = Number.parseInt(request.params.file, 10);
        const { file, filename } = await publications.pdf(request.brand, id);
        // Cached per catalogue state: a browser may keep it for an hour, never across brands.
        reply.header('Cache-Control', 'public, max-age=3600');
        reply.header('Vary', 'Host');
        reply.header('Content-Disposition', `inline; filename="${filename}"`);
        return reply.type('application/pdf').send(fs.createReadStream(file));
      },
    );
  };
