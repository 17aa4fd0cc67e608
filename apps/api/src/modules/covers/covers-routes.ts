import multipart from '@fastify/multipart';
import { bookSchema, idParamSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { MAX_COVER_BYTES } from './cover-images';
import { COVER_MESSAGES, type CoversService } from './covers-service';

const bearer = [{ bearerAuth: [] }];
const bookResponse = okEnvelope(bookSchema);
const NOT_MULTIPART = 'Send the cover as multipart/form-data';

/** POST and DELETE /api/books/:id/cover (admin). The multipart parser lives in this plugin only: no other route takes files. */
export const coverUploadRoutes: FastifyPluginAsyncZod<{ service: CoversService }> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: MAX_COVER_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 } });

  app.post(
    '/:id/cover',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: 'Upload a cover (admin)',
        description:
          "multipart/form-data with one file (field `cover`): a JPEG, PNG or WebP picture of at most 5 MB and 40 megapixels, at least 100 px wide and high. It is decoded to check it is one, stored without its metadata as WebP at 200, 400 and 800 px wide, and becomes the book's `image` (`/api/covers/<id>/<hash>-400.webp`; the other widths by the same name). The previous uploaded cover's files are deleted.",
        security: bearer,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: bookResponse, ...errorResponses(...signedInErrors, 404, 413) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ValidationError(NOT_MULTIPART, [{ path: 'cover', message: NOT_MULTIPART }]);
      let body: Buffer | undefined;
      try {
        const file = await request.file();
        body = file ? await file.toBuffer() : undefined;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(COVER_MESSAGES.tooLarge, [{ path: 'cover', message: COVER_MESSAGES.tooLarge }]);
        if (code?.startsWith('FST_') || code?.startsWith('FST_ERR')) throw new ValidationError(NOT_MULTIPART, [{ path: 'cover', message: NOT_MULTIPART }]);
        throw error;
      }
      return ok('Cover uploaded successfully', await service.upload(callerOf(request), request.params.id, body));
    },
  );

  app.delete(
    '/:id/cover',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: 'Remove the uploaded cover (admin)',
        description: "The book shows the placeholder again; the cover's files are deleted.",
        security: bearer,
        params: idParamSchema,
        response: { 200: bookResponse, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Cover removed successfully', await service.remove(callerOf(request), request.params.id)),
  );
};

/** GET /api/covers/:bookId/:file: an uploaded cover, by the names the shop writes, cached for good (its name changes with it). */
export const coverFileRoutes: FastifyPluginAsyncZod<{ service: CoversService }> = async (app, { service }) => {
  app.get(
    '/:bookId/:file',
    {
      schema: {
        tags: ['books'],
        summary: 'An uploaded cover: /api/covers/<book id>/<hash>-<200|400|800>.webp',
        params: z.object({ bookId: z.string().max(64), file: z.string().max(64) }),
        response: { 200: { description: 'The cover (WebP)', content: { 'image/webp': { schema: z.any() } } }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await service.file(request.params.bookId, request.params.file);
      return (
        reply
          .type('image/webp')
          .header('Content-Length', String(file.size))
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          // Covers are public: a shop front on another origin (the original client) shows them in <img>.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(file.stream)
      );
    },
  );
};
