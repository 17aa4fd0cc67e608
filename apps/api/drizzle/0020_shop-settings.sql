-- Custom migration: the shop's settings an admin changes in the web app (issue 16) are rows of shop_settings (created by
-- 0019 with the home page's sale end; repeated here only if absent), one row per setting, its value as JSON. Here: the
-- low-stock threshold of the Reports page (docs/decisions/022-sales-reports.md). A setting with no row takes its default
-- from the environment (LOW_STOCK_NOTIFY_AT for the threshold).
CREATE TABLE IF NOT EXISTS "shop_settings" (
  "key" text PRIMARY KEY NOT NULL,
  "value" jsonb NOT NULL,
  "updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
-- No index on books.quantity for the report's low-stock list: an index covering quantity would make every order line's
-- stock update a non-HOT update (migration 0006, checked by perf/query-plans.pg.test.ts). The list reads the listed books
-- once per visit of an admin page; that scan is cheap beside what the index would cost every order.
