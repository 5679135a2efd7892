import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorKey, type ErrorKey } from '@baandee/locales';
import type { ErrorEnvelope } from '@baandee/contracts';
import { isDataError, isUnreachable } from '../db/errors.js';
import { AppError, type FieldErrors } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the built web app's index.html for a client route; null in API-only runs. */
    sendWebIndex: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>) | null;
  }
}

function fieldErrorsFromValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const fields: FieldErrors = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    const key: ErrorKey = issue.message && isErrorKey(issue.message) ? issue.message : 'invalid input';
    (fields[field] ??= []).push(key);
  }
  return fields;
}

/** A GET for a page of the web app: not the API, not uploads, not a file with an extension. */
function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** What a client is told to wait before trying again when the database is unreachable: a PostgreSQL restart or failover takes seconds. */
export const UNREACHABLE_RETRY_AFTER_SECONDS = 5;

function envelope(message: ErrorKey, errors?: FieldErrors): ErrorEnvelope {
  return errors && Object.keys(errors).length > 0 ? { status: 'error', message, errors } : { status: 'error', message };
}

/**
 * Errors Fastify answers before any hook runs (a path that is not valid percent-encoding,
 * a path parameter over the router's length limit): the same envelope, request id and
 * security headers as every other answer.
 */
export function frameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ code: error.code }, 'refused by the router');
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
    reply.headers(headers).header('x-request-id', request.id).code(status);
    return reply.send(envelope(status === 500 ? 'something went wrong' : 'invalid input'));
  };
}

/**
 * What Node's HTTP parser refuses before a request exists (headers over the size limit:
 * 431, a malformed request: 400, too slow: 408) is answered on the socket, still as the
 * envelope with a request id and the security headers, and the connection is closed.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return function (this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const id = randomUUID();
    this.log.info({ reqId: id, code: error.code, status }, 'refused by the HTTP parser');
    if (!socket.writable) return void socket.destroy();
    const body = JSON.stringify(envelope('invalid input'));
    const lines = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'x-request-id': id,
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  };
}

/**
 * Every failure leaves as the catalogue's envelope (spec section 8, DESIGN section 3):
 * known errors keep their status, framework errors map to a 4xx, an unreachable database
 * is a 503 with Retry-After, the rest is a logged 500 with no internals in the body.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // a server-side failure told to the client in words of its own (storage unavailable): the cause is for the log
      if (error.cause !== undefined) request.log.error({ err: error.cause }, error.key);
      return reply.status(error.statusCode).send(envelope(error.key, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send(envelope('invalid input', fieldErrorsFromValidation(error)));
    }
    if (isDataError(error)) {
      // class 22 "data exception": a value the column cannot hold (NUL byte, out-of-range
      // number, bad date) is bad input, not a server fault
      request.log.info({ code: (error as { code?: string }).code }, error.message);
      return reply.status(422).send(envelope('invalid input'));
    }
    if (isUnreachable(error)) {
      // the database is restarting or gone: nothing the client sent was wrong, and the
      // pool reconnects by itself, so the answer says when to try again (docs/decisions/027)
      request.log.warn({ err: error }, 'database unreachable: answered 503');
      return reply.status(503).header('retry-after', UNREACHABLE_RETRY_AFTER_SECONDS).send(envelope('service unavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(envelope('payload too large'));
    }
    if (status === 429) return reply.status(429).send(envelope('too many requests'));
    if (status === 404) return reply.status(404).send(envelope('content not found'));
    if (status >= 400 && status < 500) {
      // malformed JSON, unsupported media type, bad multipart and the like
      request.log.info({ code: error.code }, error.message);
      return reply.status(status === 415 ? 415 : 400).send(envelope('invalid input'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(envelope('something went wrong'));
  });

  app.decorate('sendWebIndex', null);
  app.setNotFoundHandler((request, reply) => {
    if (app.sendWebIndex && isClientRoute(request.method, request.url)) return app.sendWebIndex(request, reply);
    return reply.status(404).send(envelope('content not found'));
  });
});
