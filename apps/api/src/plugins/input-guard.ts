import type { MultipartFile } from '@fastify/multipart';
import { ErrorCode, Messages } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RefusedRequest } from '../lib/refused-request';

const NUL = '\u0000';

const refused = () => new RefusedRequest(400, ErrorCode.BAD_REQUEST, Messages.invalidCharacters);

/**
 * True when any string inside `value` (a value or an object key) holds a NUL character.
 * Iterative: a body of deeply nested arrays (JSON.parse builds them happily) cannot overflow the
 * stack and turn a refusal into a 500. Buffers are bytes, not text, and are not walked.
 */
export const holdsNul = (value: unknown): boolean => {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item) stack.push(entry);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        stack.push(entry);
      }
    }
  }
  return false;
};

/** The texts of a multipart file part a handler may store: its name and the fields before it. */
const partTexts = (part: MultipartFile): unknown[] => {
  const texts: unknown[] = [part.filename, part.fieldname];
  for (const [name, field] of Object.entries(part.fields)) {
    texts.push(name);
    for (const one of Array.isArray(field) ? field : [field]) {
      // The file part itself sits among the fields: its stream is not text.
      if (one?.type === 'field') texts.push(one.value);
      else if (one) texts.push(one.filename);
    }
  }
  return texts;
};

/**
 * Multipart bodies are parsed by the handler (`request.file()`), after every hook, so the check
 * wraps that call: a NUL in the file name or a field refuses the upload before it is read.
 */
const guardMultipart = (request: FastifyRequest) => {
  const original = request.file as FastifyRequest['file'] | undefined;
  if (typeof original !== 'function' || !request.isMultipart()) return;
  request.file = async (options) => {
    const part = await original.call(request, options);
    if (part && holdsNul(partTexts(part))) {
      // Drain the stream so the connection can carry the answer.
      part.file.resume();
      throw refused();
    }
    return part;
  };
};

/**
 * PostgreSQL cannot store a NUL character in text, and a query carrying one failed with 500.
 * No call has a use for it, so every request (API calls, pages, files) with a NUL in its path
 * parameters, query or parsed body is refused with 400 in the envelope before validation.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
        throw refused();
      }
      guardMultipart(request);
    });
  },
  { name: 'input-guard' },
);
