import fp from 'fastify-plugin';
import { auditRoutes } from './audit-routes';
import { AuditService, type AuditServiceOptions } from './audit-service';

export type AuditPluginOptions = AuditServiceOptions;

/** The audit log's reading side: /api/audit (admin). Other modules write entries through `recordAudit`. */
export const auditPlugin = fp<AuditPluginOptions>(
  async (app, options) => {
    await app.register(auditRoutes, { prefix: '/api/audit', service: new AuditService(options) });
  },
  { name: 'audit', dependencies: ['auth'] },
);
