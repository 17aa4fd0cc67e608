import { addressInput, addressSchema, idParamSchema, updateAddressInput } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { AddressesService } from './addresses-service';

const bearer = [{ bearerAuth: [] }];
const one = okEnvelope(addressSchema);

/** The caller's saved delivery addresses; another reader's address is a 404. */
export const addressesRoutes: FastifyPluginAsyncZod<{ service: AddressesService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['addresses'],
        summary: "The caller's saved addresses, the default first",
        security: bearer,
        response: { 200: okEnvelope(z.array(addressSchema)), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Addresses fetched successfully', await service.list(callerOf(request).id)),
  );

  app.post(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['addresses'],
        summary: 'Save an address',
        description:
          "Checked as checkout's shipping details: a Bangladeshi mobile (stored 01XXXXXXXXX) and one of the 64 districts (stored by its English name). The first address, or one sent with isDefault true, becomes the default. At most 10 (409).",
        security: bearer,
        body: addressInput,
        response: { 201: one.describe('Address saved'), ...errorResponses(...signedInErrors, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(ok('Address saved', await service.create(callerOf(request).id, request.body))),
  );

  app.patch(
    '/:id',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['addresses'],
        summary: 'Change a saved address',
        security: bearer,
        params: idParamSchema,
        body: updateAddressInput,
        response: { 200: one, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Address updated', await service.update(callerOf(request).id, request.params.id, request.body)),
  );

  app.post(
    '/:id/default',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['addresses'],
        summary: 'Make a saved address the default (the one checkout fills in)',
        security: bearer,
        params: idParamSchema,
        response: { 200: one, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Default address changed', await service.makeDefault(callerOf(request).id, request.params.id)),
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['addresses'],
        summary: 'Delete a saved address',
        description: 'When the default is deleted, the newest address left becomes the default.',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(z.null()), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => {
      await service.remove(callerOf(request).id, request.params.id);
      return ok('Address deleted', null);
    },
  );
};
