import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { mailPlugin, type Mailer } from './plugins/mail.js';
import { webPlugin } from './plugins/web.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Tests pass their own mailer only when they need to read what was sent. */
  mailer?: Mailer;
  /** Directory of the built web app; omitted in API-only tests. */
  webDist?: string;
}

export type App = FastifyInstance;

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'script-src': ["'self'", 'https://accounts.google.com', 'https://connect.facebook.net'],
        'frame-src': ["'self'", 'https://accounts.google.com', 'https://www.facebook.com'],
        'connect-src': ["'self'", 'https://accounts.google.com'],
        'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        // the app may be served over plain http on a LAN; never rewrite its asset URLs
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's and Facebook's sign-in popups talk back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // JSON answers (address data is ~100 KB) and index.html; built assets are precompressed.
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    redis: config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'BaanDee API', version: '1.0.0', description: 'Thai/English property marketplace API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(dbPlugin, { database: options.database });
  await app.register(mailPlugin, { config, mailer: options.mailer });
  app.decorate('config', config);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contactRoutes);
    },
    { prefix: '/api' },
  );

  if (options.webDist) await app.register(webPlugin, { dist: options.webDist, uploadsDir: config.uploadsDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
