import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from './storage.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app and uploaded images from the API process, so one port runs
 * the whole product. Hashed assets are cached for a year; every other GET that is not an
 * API call gets index.html (see the not-found handler), so a reload on any client route
 * works (history mode).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string; uploadsDir: string }) => {
  const indexFile = path.join(opts.dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`Web app not built: ${indexFile} is missing (run npm run build)`);
  // index.html (with the prerendered home) is sent for every client route: keep it and
  // its precompressed variants in memory.
  const index = {
    identity: readFileSync(indexFile),
    br: existsSync(`${indexFile}.br`) ? readFileSync(`${indexFile}.br`) : null,
    gzip: existsSync(`${indexFile}.gz`) ? readFileSync(`${indexFile}.gz`) : null,
  };
  mkdirSync(opts.uploadsDir, { recursive: true });

  await app.register(fastifyStatic, {
    root: opts.dist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}fonts${path.sep}`);
      res.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });
  // the local storage's files; kept when S3 is configured, so pictures stored before still load
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    setHeaders(res) {
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });

  app.sendWebIndex = (request, reply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = index.br && /\bbr\b/.test(accepted) ? 'br' : index.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? index[encoding] : index.identity);
  };
});
