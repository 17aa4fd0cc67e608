import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas the routes validate with; UI at /api/docs. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Boipoka API',
          description:
            'Online bookshop: catalogue, accounts, cash-on-delivery orders, dashboards. Money is in dollars at the edges. Every `message` (and each `errors[].message`) is in Bangla when Accept-Language prefers `bn`, in English otherwise.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        tags: [
          { name: 'health' },
          { name: 'users', description: 'Accounts and sessions' },
          { name: 'books', description: 'Catalogue' },
          { name: 'orders', description: 'Cash-on-delivery orders' },
          { name: 'stats', description: 'Dashboard figures' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'openapi' },
);
