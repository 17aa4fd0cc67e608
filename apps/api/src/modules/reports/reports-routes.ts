import { idParamSchema, lowStockBookSchema, lowStockReportSchema, lowStockSettingsInput, restockInput, salesReportCsvQuery, salesReportQuery, salesReportSchema } from '@boipoka/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { csvText } from '../../lib/csv';
import { callerOf } from '../../plugins/auth';
import type { CsvTable, ReportsService } from './reports-service';

const bearer = [{ bearerAuth: [] }];
const adminErrors = errorResponses(...signedInErrors);
const csvResponse = { 200: { description: 'The table as CSV', content: { 'text/csv': { schema: z.string() } } }, ...adminErrors };
const REVENUE_RULE =
  'Revenue counts COMPLETED orders only (cash on delivery is collected on delivery, decision 002), each on the day it was placed in the shop’s time zone (Asia/Dhaka); from and to are days there, both included.';

/** A report table as a CSV file: the shop's CSV options (a BOM for Bangla, formulas escaped, CRLF). */
function sendCsv(reply: FastifyReply, table: CsvTable) {
  const body = csvText(table.rows, table.columns);
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${table.name}.csv"`).send(body);
}

export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  app.get(
    '/sales',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'Sales over a range of days, grouped by day, week, month, category or book (admin)',
        description: `${REVENUE_RULE} The range is at most 1096 days. Category and book figures (groups, top tables) are book sales: price × copies of the lines, without shipping and tax.`,
        security: bearer,
        querystring: salesReportQuery,
        response: { 200: okEnvelope(salesReportSchema), ...adminErrors },
      },
    },
    async (request) => ok('Report fetched successfully', await service.sales(request.query)),
  );

  app.get(
    '/sales.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'One table of the sales report as CSV, every row (admin)',
        description: `table: groups (as grouped by groupBy), books, authors, categories or customers. ${REVENUE_RULE}`,
        security: bearer,
        querystring: salesReportCsvQuery,
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await service.salesTable(request.query)),
  );

  app.get(
    '/low-stock',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'Listed books at or under the low-stock threshold, emptiest first (admin)',
        description: 'threshold: the one an admin set, else LOW_STOCK_NOTIFY_AT. At most 1000 books.',
        security: bearer,
        response: { 200: okEnvelope(lowStockReportSchema), ...adminErrors },
      },
    },
    async () => ok('Report fetched successfully', await service.lowStock()),
  );

  app.get(
    '/low-stock.csv',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['reports'], summary: 'The low-stock list as CSV (admin)', security: bearer, response: csvResponse },
    },
    async (_request, reply) => sendCsv(reply, await service.lowStockTable()),
  );

  app.patch(
    '/low-stock/threshold',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'Set the low-stock threshold, a shop setting (admin)',
        security: bearer,
        body: lowStockSettingsInput,
        response: { 200: okEnvelope(lowStockReportSchema), ...adminErrors },
      },
    },
    async (request) => ok('Settings saved successfully', await service.setLowStockThreshold(callerOf(request), request.body.threshold)),
  );

  app.patch(
    '/low-stock/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'Restock: set the stock of a listed book (admin)',
        description: 'quantity is the new stock on the shelf, not an amount added.',
        security: bearer,
        params: idParamSchema,
        body: restockInput,
        response: { 200: okEnvelope(lowStockBookSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Stock updated successfully', await service.restock(callerOf(request), request.params.id, request.body.quantity)),
  );
};
