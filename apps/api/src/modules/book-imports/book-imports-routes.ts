import multipart from '@fastify/multipart';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES, bookImportListSchema, bookImportSchema, idParamSchema, startBookImportInput, type BookImport } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf } from '../../i18n/i18n-plugin';
import { translate } from '../../i18n/translate';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { booksCsv } from '../books';
import type { BookImportsService } from './book-imports-service';

const bearer = [{ bearerAuth: [] }];
const importResponse = okEnvelope(bookImportSchema);
const notMultipart = () => new ValidationError(IMPORT_MESSAGES.notMultipart, [{ path: 'file', message: IMPORT_MESSAGES.notMultipart }]);

/**
 * The catalogue's CSV import (admin): /api/books/imports. The multipart parser lives in this plugin (and the covers'):
 * no other route takes files.
 */
export const bookImportsRoutes: FastifyPluginAsyncZod<{ service: BookImportsService }> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 } });

  /** The report's messages in the caller's language (stored in English, as every message of the API is written). */
  const localized = (job: BookImport, request: Parameters<typeof localeOf>[0]): BookImport => {
    const locale = localeOf(request);
    return locale === 'en' ? job : { ...job, issues: job.issues.map((issue) => ({ ...issue, message: translate(issue.message, locale) })), error: job.error && translate(job.error, locale) };
  };

  app.post(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: 'Upload a catalogue CSV: its preview (admin)',
        description:
          'multipart/form-data with one file (field `file`): UTF-8 CSV of at most 20 MB and 50,000 books, the columns of the export (GET /api/books/imports/template.csv). Every row is checked by the rules of Add Book and matched to a book by `id`, else by `isbn` (a row needs one): the answer counts the books it would create, update and leave unchanged, and lists each bad row (line, field, message). Nothing changes until the import is started. A file that is not UTF-8 CSV, has unknown or missing columns, or holds a cell a spreadsheet would run as a formula is refused as a whole (400); a larger one gets 413.',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: importResponse, ...errorResponses(...signedInErrors, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw notMultipart();
      let body: Buffer | undefined;
      let fileName = '';
      try {
        const file = await request.file();
        fileName = file?.filename ?? '';
        body = file ? await file.toBuffer() : undefined;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(IMPORT_MESSAGES.tooLarge, [{ path: 'file', message: IMPORT_MESSAGES.tooLarge }]);
        if (code?.startsWith('FST_')) throw notMultipart();
        throw error;
      }
      const job = await service.preview(body, fileName, callerOf(request).id);
      return reply.code(201).send(ok('Import checked', localized(job, request)));
    },
  );

  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: 'The latest imports, newest first (admin)',
        security: bearer,
        response: { 200: okEnvelope(bookImportListSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async () => ok('Imports fetched', { imports: await service.latest() }),
  );

  app.get(
    '/template.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: "The import's template: the columns, one line (admin)",
        security: bearer,
        response: { 200: { description: 'The header line of an import', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(...signedInErrors) },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="boipoka-books-template.csv"')
        // The export's own writer with no book: its header line (the currency column too), BOM and line ending.
        .send(booksCsv((async function* () {})(), (await app.settings.current()).currency) as unknown as string),
  );

  app.get(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: "An import's progress and row report (admin)",
        security: bearer,
        params: idParamSchema,
        response: { 200: importResponse, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Import fetched', localized(await service.get(request.params.id), request)),
  );

  app.post(
    '/:id/start',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: "Import a preview's valid rows (admin)",
        description:
          'Starts the import as a job of the server: it goes on if the page is closed, and another server process takes it over if this one stops. Follow it with GET /api/books/imports/:id. 409 when it has already been started. The body may name missing categories of the preview to create first (`createCategories`: name, and `parentId` or null for the root), in the transaction that starts it and audited as `category.created`; rows naming a missing category left out are refused on the field `categories`.',
        security: bearer,
        params: idParamSchema,
        body: startBookImportInput,
        response: { 202: importResponse, ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(ok('Import started', localized(await service.start(callerOf(request), request.params.id, request.body ?? {}), request))),
  );
};
