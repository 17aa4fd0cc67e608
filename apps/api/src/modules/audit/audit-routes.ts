import { auditListQuery, auditListSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import type { AuditService } from './audit-service';

/** GET /api/audit (admin). Reading only: no route changes or deletes an entry, and the table refuses it anyway. */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['audit'],
        summary: 'The audit log: every admin change, newest first (admin)',
        description:
          "Who changed what and when: books created, edited (each changed field with its value before and after), archived, changed in bulk, imported, their covers replaced or removed; users blocked or unblocked; order statuses; shop settings. Filter by `actor` (an admin's id), `kind` and `from`/`to` (days in Asia/Dhaka, both included). Keyset pages: pass `nextCursor` as `cursor` for the next, older page. Entries are never changed or deleted.",
        security: [{ bearerAuth: [] }],
        querystring: auditListQuery,
        response: { 200: okEnvelope(auditListSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Audit log fetched successfully', await service.list(request.query)),
  );
};
