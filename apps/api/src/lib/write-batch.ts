import { type SQL, sql } from 'drizzle-orm';

/**
 * Writes of one transaction whose results nobody reads (an outbox row, the admins' notifications), gathered so that they
 * travel with the transaction's last statement as data-modifying WITH queries: one round trip to the database instead of
 * one each. PostgreSQL runs every data-modifying statement in WITH exactly once and to completion, whether or not the
 * main query reads its output (PostgreSQL 15 manual, 7.8.4 "Data-Modifying Statements in WITH"); they all see one
 * snapshot, so a batch holds only writes that do not depend on one another — or one that reads another's RETURNING
 * (`add` gives its name): PostgreSQL runs the one read as it is read, so it is done before the reader writes. Decision 053.
 */
export class WriteBatch {
  private readonly statements: SQL[] = [];

  /** The name of the batch's i-th WITH query (from 0). */
  private static nameOf(i: number): SQL {
    return sql.raw(`batched_${i + 1}`);
  }

  /** An INSERT (or UPDATE) to run with the batch; the name of its WITH query, for a later statement of the batch to read its RETURNING. */
  add(statement: SQL): SQL {
    this.statements.push(statement);
    return WriteBatch.nameOf(this.statements.length - 1);
  }

  /**
   * The batch as the head of a WITH list (`batched_1 as (…), batched_2 as (…), `), to put right after `with` and before
   * the statement's own queries; empty when the batch is.
   */
  withQueries(): SQL {
    if (this.statements.length === 0) return sql``;
    return sql.join(
      this.statements.map((statement, i) => sql`${WriteBatch.nameOf(i)} as (${statement}), `),
      sql``,
    );
  }
}
