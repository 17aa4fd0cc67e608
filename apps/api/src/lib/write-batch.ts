import { type SQL, sql } from 'drizzle-orm';

/**
 * Writes of one transaction whose results nobody reads (an outbox row, the admins' notifications), gathered so that they
 * travel with the transaction's last statement as data-modifying WITH queries: one round trip to the database instead of
 * one each. PostgreSQL runs every data-modifying statement in WITH exactly once and to completion, whether or not the
 * main query reads its output (PostgreSQL 15 manual, 7.8.4 "Data-Modifying Statements in WITH"); they all see one
 * snapshot, so a batch holds only writes that do not depend on one another. Decision 053.
 */
export class WriteBatch {
  private readonly statements: SQL[] = [];

  /** An INSERT (or UPDATE) to run with the batch; its RETURNING, if any, is never read. */
  add(statement: SQL): void {
    this.statements.push(statement);
  }

  /**
   * The batch as the head of a WITH list (`batched_1 as (…), batched_2 as (…), `), to put right after `with` and before
   * the statement's own queries; empty when the batch is.
   */
  withQueries(): SQL {
    if (this.statements.length === 0) return sql``;
    return sql.join(
      this.statements.map((statement, i) => sql`${sql.raw(`batched_${i + 1}`)} as (${statement}), `),
      sql``,
    );
  }
}
