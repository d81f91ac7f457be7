import { encodeSegmentEvent, llmHistory, llmNew, RequestHeaders } from '@portal/contract';
import type { AssistantService } from '../../modules/assistant/assistant.service';
import { type RouteApp, route } from '../define-route';

const guestIdOf = (headers: Record<string, string | string[] | undefined>) => {
  const v = headers[RequestHeaders.guestId.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
};

/** Data URLs of room photos: above the default JSON limit, below a shrunk photo's size. */
const CHAT_BODY_LIMIT = 1024 * 1024;

export const assistantRoutes = (app: RouteApp, assistant: AssistantService): void => {
  route(
    app,
    llmNew,
    async ({ brand, caller, body, request, reply }) => {
      // Refusals answer the JSON envelope before any byte of the stream is written.
      const message = await assistant.check(brand, caller, body);
      reply.hijack();
      const raw = reply.raw;
      const kept = Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined);
      raw.writeHead(200, {
        ...(Object.fromEntries(kept) as Record<string, string | number | string[]>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const send = (segment: Parameters<typeof encodeSegmentEvent>[0]) => {
        if (!raw.destroyed) raw.write(encodeSegmentEvent(segment));
      };
      try {
        await assistant.chat(brand, caller, guestIdOf(request.headers), message, send);
      } catch (err) {
        request.log.error({ err }, 'chat reply failed');
      } finally {
        raw.end();
      }
      return reply;
    },
    { bodyLimit: CHAT_BODY_LIMIT },
  );
  route(app, llmHistory, ({ caller, body, request }) =>
    assistant.history(caller, guestIdOf(request.headers), body),
  );
};
