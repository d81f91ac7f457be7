import { ErrorCode, fail, Messages } from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { RefusedRequest } from '../lib/refused-request';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Every failure answers the envelope `{err, errmsg, val: null}`, never a stack trace.
 * Transport faults (bad JSON, wrong content type, body too large, unknown call) keep their HTTP
 * status; business errors of spec 8 are sent by the services with HTTP 200, as the spec's clients
 * read `err` (see docs/decisions/005-envelope-and-http-status.md).
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The route's response schema describes success; error envelopes bypass it. A custom
    // serializer sets no content type (and Fastify drops the route's before calling us), so
    // without naming it here every error envelope went out with none.
    reply.serializer(JSON.stringify).type(JSON_TYPE);
    if (error instanceof AppError) return reply.status(200).send(fail(error.code, error.message));
    if (error instanceof RefusedRequest) {
      return reply.status(error.status).send(fail(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? Messages.invalidRequest;
      return reply
        .status(400)
        .send(fail(ErrorCode.BAD_REQUEST, field ? `${field}: ${message}` : message));
    }
    const mapped = transportError(error);
    if (mapped) return reply.status(mapped.status).send(fail(mapped.err, mapped.message));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(fail(ErrorCode.BAD_REQUEST, Messages.invalidRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(ErrorCode.SERVER_ERROR, Messages.serverError));
  });
};

const transportError = (
  error: FastifyError,
): { status: number; err: number; message: string } | null => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, err: ErrorCode.BAD_REQUEST, message: Messages.malformedJson };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, err: ErrorCode.BAD_REQUEST, message: Messages.unsupportedContentType };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, err: ErrorCode.BAD_REQUEST, message: Messages.bodyTooLarge };
    default:
      if (isMalformedMultipart(error)) {
        return { status: 400, err: ErrorCode.BAD_REQUEST, message: Messages.malformedMultipart };
      }
      // decodeURIComponent of a hostile escape (a session cookie, a product page address).
      if (error instanceof URIError) {
        return { status: 400, err: ErrorCode.BAD_REQUEST, message: Messages.malformedUrl };
      }
      if (error instanceof SyntaxError) {
        return { status: 400, err: ErrorCode.BAD_REQUEST, message: Messages.malformedJson };
      }
      return null;
  }
};

/**
 * The multipart parser (busboy, under @fastify/multipart) fails a body without a boundary or cut
 * short with plain errors, no code nor status: known only by their wording, which
 * test/security/multipart-edge.test.ts pins.
 */
const isMalformedMultipart = (error: FastifyError): boolean =>
  !error.code &&
  !error.statusCode &&
  /^Multipart: |unexpected end of multipart data/i.test(error.message ?? '');
