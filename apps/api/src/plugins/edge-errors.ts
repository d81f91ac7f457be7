import http from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { ErrorCode, fail, Messages } from '@portal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_TYPE } from './error-handler';
import { baseHeaders } from './response-headers';

/**
 * Errors raised before a request reaches routing, where neither the hooks nor the error handler
 * run: Fastify's defaults answered them in their own JSON shape (and 431 from Node's parser),
 * so clients and fuzzers saw a body that is not the envelope. Both answer the envelope here,
 * with the headers every other answer carries (decision 005).
 */

export interface EdgeOptions {
  production: boolean;
  /** Whether proxies are configured (TRUST_PROXY): then X-Forwarded-Proto says https. */
  behindProxy: boolean;
}

/**
 * Whether the request came over https. Fastify builds the request of a framework error without
 * the trusted-proxy logic, so request.protocol only sees the socket; X-Forwarded-Proto is read
 * when proxies are configured. A client forging it on plain http gains nothing: browsers ignore
 * HSTS received over http (RFC 6797, 8.1).
 */
const viaHttps = (request: FastifyRequest, behindProxy: boolean) =>
  request.protocol === 'https' ||
  (behindProxy && /(^|,)\s*https\s*$/.test(String(request.headers['x-forwarded-proto'] ?? '')));

/** An address Fastify cannot route: a malformed escape (`/mibd/%E0%A4%A`), an over-long parameter. */
export const frameworkErrors =
  ({ production, behindProxy }: EdgeOptions) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    if (!known) request.log.error({ err: error }, 'error before routing');
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : known ? 400 : 500;
    const body = known
      ? fail(ErrorCode.BAD_REQUEST, Messages.malformedUrl)
      : fail(ErrorCode.SERVER_ERROR, Messages.serverError);
    return reply
      .status(status)
      .headers(baseHeaders(production, viaHttps(request, behindProxy)))
      .header('Cache-Control', 'no-store')
      .type(JSON_TYPE)
      .send(JSON.stringify(body));
  };

interface ConnectionError extends Error {
  code?: string;
}

/** What a connection-level fault answers (status and message); null: nothing to answer. */
const clientFault = (err: ConnectionError): { status: number; message: string } | null => {
  switch (err.code) {
    // The peer is gone: nothing can be written.
    case 'ECONNRESET':
    case 'EPIPE':
      return null;
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: Messages.headersTooLarge };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: Messages.invalidRequest };
    default:
      return { status: 400, message: Messages.invalidRequest };
  }
};

/**
 * The server's 'clientError' event: Node's HTTP parser refused the request (headers over its
 * limit: 431; a malformed request line or header: 400) before Fastify saw it. The answer is
 * written to the socket by hand, as Node does, and the connection closed.
 */
export const clientErrorHandler =
  ({ production }: EdgeOptions) =>
  (err: ConnectionError, socket: Socket): void => {
    const fault = clientFault(err);
    if (!fault || socket.destroyed || !socket.writable) {
      socket.destroy(err);
      return;
    }
    const body = JSON.stringify(fail(ErrorCode.BAD_REQUEST, fault.message));
    const headers = {
      ...baseHeaders(production, Boolean((socket as TLSSocket).encrypted)),
      'Cache-Control': 'no-store',
      'Content-Type': JSON_TYPE,
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${fault.status} ${http.STATUS_CODES[fault.status]}\r\n${head}\r\n${body}`);
  };
