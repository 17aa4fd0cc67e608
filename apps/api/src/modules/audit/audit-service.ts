import type { AuditChange, AuditEntry, AuditKind, AuditList, AuditTargetType, auditListQuery } from '@boipoka/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { AuditLogRow } from '../../db/schema';
import { AuditRepository } from './audit-repository';

/** Who made a change: the signed-in admin as the auth plugin read them (the name and e-mail are kept as they are now). */
export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor;
  kind: AuditKind;
  target?: { type: AuditTargetType; id: string | null; label: string };
  changes?: AuditChange[];
  /** A bulk action's scope and count; an import's summary ({fileName, created, updated, unchanged, rejected}). */
  details?: Record<string, unknown>;
}

/**
 * Writes one entry of the audit log inside the caller's transaction (decision 025): the entry commits with the change
 * or neither does. Every module that lets an admin change something calls this with its own `tx`.
 */
export async function recordAudit(tx: Executor, entry: AuditRecord): Promise<void> {
  await new AuditRepository(tx as Db).insert(
    {
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      actorEmail: entry.actor.email,
      kind: entry.kind,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      targetLabel: entry.target?.label ?? '',
      changes: entry.changes ?? [],
      details: entry.details ?? null,
    },
    tx,
  );
}

/** The fields whose values differ between `before` and `after`, in the order of `fields` (values compared as JSON). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T, fields: readonly (keyof T & string)[]): AuditChange[] {
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** The shop's days are Asia/Dhaka's (SHOP_TIME_ZONE), UTC+6 all year with no daylight saving: a day starts at 00:00+06:00. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    _id: String(row.id),
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    actor: { _id: row.actorId, name: row.actorName, email: row.actorEmail },
    target: row.targetType ? { type: row.targetType, id: row.targetId, label: row.targetLabel } : null,
    changes: row.changes,
    details: row.details,
  };
}

export interface AuditServiceOptions {
  db: Db;
}

export class AuditService {
  private readonly repo: AuditRepository;
  constructor({ db }: AuditServiceOptions) {
    this.repo = new AuditRepository(db);
  }

  async list(query: z.output<typeof auditListQuery>): Promise<AuditList> {
    const until = query.to ? new Date(dayStart(query.to).getTime() + 86_400_000) : undefined;
    const [rows, admins] = await Promise.all([
      this.repo.page(
        { actorId: query.actor?.toLowerCase(), kind: query.kind, from: query.from ? dayStart(query.from) : undefined, until, afterId: query.cursor ? Number(query.cursor) : undefined },
        query.limit + 1,
      ),
      this.repo.admins(),
    ]);
    const entries = rows.slice(0, query.limit).map(toAuditEntry);
    return {
      entries,
      nextCursor: rows.length > query.limit ? entries[entries.length - 1]!._id : null,
      admins: admins.map((a) => ({ _id: a.id, name: a.name, email: a.email })),
    };
  }
}
