import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Api } from './contract.js';

/**
 * The API's reference, generated from the routes' own schemas: OpenAPI 3.1 at
 * `/api/openapi.json`, and a readable page at `/api/docs` (Swagger UI, served from its npm
 * package). Registered before the routes, which it collects as they are added.
 */
export async function registerOpenApi(app: Api): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sofra API',
        description:
          'The public menu and reviews, and the back office under /api/admin (a session cookie from POST /api/admin/login, ' +
          'same-origin requests only). Refusals carry `error`, a Turkish `message` and, for a refused body, a message per field.',
        version: '1',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sofra_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: false },
    // Swagger UI's own policy, with its inline code allowed by hash, made as strict as ours:
    // nothing from other hosts, and no upgrade to https, which a server on the restaurant's
    // network may not have.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(' validator.swagger.io', '')
        .replace(/ https:/g, '')
        .replace(' upgrade-insecure-requests;', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
