export { auditPlugin, type AuditPluginOptions } from './audit-plugin';
// The audit log's port: every module that lets an admin change something writes its entry in its own transaction.
export { type AuditActor, type AuditRecord, changedFields, recordAudit } from './audit-service';
