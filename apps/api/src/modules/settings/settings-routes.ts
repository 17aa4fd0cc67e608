import { currencyChangeSchema, POLICY_PAGES, policyPageSchema, publicSettingsSchema, settingsPatchSchema, shopSettingsSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, signedInErrors, ok, okEnvelope } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { SettingsService } from './settings-service';

const bearer = [{ bearerAuth: [] }];

/** GET /api/settings and its pages: what the storefront shows of the shop's settings. */
export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['settings'],
        summary: "The shop's public settings",
        description:
          'Currency, delivery zones with their charges and promised days, the free-delivery threshold, tax, whether cash on delivery is offered, the shop’s contact details and opening hours, and what it claims of itself. Money in minor units with its currency.',
        response: { 200: okEnvelope(publicSettingsSchema), ...errorResponses() },
      },
    },
    async () => ok('Settings fetched successfully', await service.publicSettings()),
  );

  app.get(
    '/pages/:page',
    {
      schema: {
        tags: ['settings'],
        summary: 'The text of a policy page (terms, privacy, returns, delivery) in both languages',
        params: z.object({ page: z.enum(POLICY_PAGES, { error: 'Page must be terms, privacy, returns or delivery' }) }),
        response: { 200: okEnvelope(policyPageSchema), ...errorResponses() },
      },
    },
    async (request) => ok('Page fetched successfully', await service.page(request.params.page)),
  );
};

/** /api/admin/settings: every setting, changed by an admin, audited. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['settings'], summary: 'Every setting of the shop', security: bearer, response: { 200: okEnvelope(shopSettingsSchema), ...errorResponses(...signedInErrors) } },
    },
    async () => ok('Settings fetched successfully', await service.current()),
  );

  app.patch(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['settings'],
        summary: 'Change settings',
        description:
          'Any of zones, freeDeliveryOver, taxPercent, cashOnDelivery, shop, claims, pages; each part given replaces that part whole. The result is checked as a whole: a bad value is a 400 naming its field and changes nothing. The currency changes only through POST /api/admin/settings/currency.',
        security: bearer,
        body: settingsPatchSchema,
        response: { 200: okEnvelope(shopSettingsSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Settings saved', await service.update(callerOf(request), request.body)),
  );

  app.post(
    '/currency',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['settings'],
        summary: "Change the shop's currency, repricing every book",
        description:
          'Only while the shop has no orders (409 after). Every book price, zone charge and the free-delivery threshold are converted at `rate` and rounded by `rounding`, in one transaction.',
        security: bearer,
        body: currencyChangeSchema,
        response: { 200: okEnvelope(shopSettingsSchema.and(z.object({ booksRepriced: z.number().int() }))), ...errorResponses(...signedInErrors, 409) },
      },
    },
    async (request) => ok('Currency changed', await service.changeCurrency(callerOf(request), request.body)),
  );
};
