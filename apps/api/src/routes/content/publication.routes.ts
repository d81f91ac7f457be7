import fs from 'node:fs';
import { publicationList, publicationPdf } from '@portal/contract';
import type { PublicationService } from '../../modules/content/publication.service';
import { type RouteApp, route } from '../define-route';

/** Magazines and e-catalogues: the issue list and each issue's PDF. */
export const publicationRoutes = (app: RouteApp, publications: PublicationService): void => {
  route(app, publicationList, ({ brand, query }) => publications.list(brand, query.kind));
  route(app, publicationPdf, async ({ brand, params, reply }) => {
    const id = Number.parseInt(params.file, 10);
    const { file, filename } = await publications.pdf(brand, id);
    // Cached per catalogue state: a browser may keep it for an hour, never across brands.
    reply.header('Cache-Control', 'public, max-age=3600');
    reply.header('Vary', 'Host');
    reply.header('Content-Disposition', `inline; filename="${filename}"`);
    return reply.type('application/pdf').send(fs.createReadStream(file));
  });
};
