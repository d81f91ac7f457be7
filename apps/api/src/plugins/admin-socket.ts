import fs from 'node:fs/promises';
import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serveAdminRequests } from '../lib/admin-socket-protocol';
import { answerAdminRequest } from '../modules/registration/admin-requests';
import type { ApplicationReviewService } from '../modules/registration/application-review.service';

interface AdminSocketOptions {
  socketPath: string;
  review: ApplicationReviewService;
}

/**
 * The admin command's channel while the server runs (decision 049): opened once the app is
 * ready, closed (and its file removed) when it closes. Mail the actions send goes through this
 * process's outbox relay.
 */
export const adminSocketPlugin = fp<AdminSocketOptions>(
  async (app: FastifyInstance, { socketPath, review }) => {
    let server: net.Server | null = null;
    app.addHook('onReady', async () => {
      server = await serveAdminRequests(socketPath, async (request) => {
        const answer = await answerAdminRequest(review, request);
        app.log.info(
          { admin: request.action, actor: request.actor, ok: answer.ok },
          'admin command',
        );
        return answer;
      });
    });
    app.addHook('preClose', async () => {
      const s = server;
      server = null;
      if (!s) return;
      await new Promise<void>((resolve) => s.close(() => resolve()));
      await fs.rm(socketPath, { force: true });
    });
  },
  { name: 'admin-socket' },
);
