import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { auditLog, users, type AuditLogRow } from '../../db/schema';

export interface AuditFilter {
  actorId?: string;
  kind?: AuditLogRow['kind'];
  /** From this moment on (included). */
  from?: Date;
  /** Before this moment (excluded). */
  until?: Date;
  /** Older than this entry (the keyset cursor). */
  afterId?: number;
}

/** SQL of the audit log; it only ever inserts and reads (the table refuses the rest). */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof auditLog.$inferInsert, db: Executor): Promise<void> {
    await db.insert(auditLog).values(values);
  }

  /**
   * Newest first, keyset on (created_at, id): each filter is served by an index leading with it
   * (audit_log_actor_created_idx, audit_log_kind_created_idx, audit_log_created_idx).
   */
  async page(filter: AuditFilter, limit: number): Promise<AuditLogRow[]> {
    return this.pageQuery(filter, limit);
  }

  /** The statement of `page`, unrun (the query-plan test explains it). */
  pageQuery(filter: AuditFilter, limit: number) {
    const conditions: (SQL | undefined)[] = [
      filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
      filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
      filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
      filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
      filter.afterId !== undefined ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select c.created_at, c.id from audit_log c where c.id = ${filter.afterId})` : undefined,
    ];
    return this.db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  }

  async admins(): Promise<{ id: string; name: string; email: string }[]> {
    return this.db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.role, 'admin')).orderBy(users.name);
  }
}
