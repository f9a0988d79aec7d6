import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingRequestSchema,
  billingResponseSchema,
  billingUpdateResponseSchema,
  errorResponseSchema,
  settingsMessages,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { readBilling, saveBilling } from './billing-service';

/** Spec §3, §7: the signed-in user's own billing details (no id in the path: only ever the caller's). */
export async function billingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['settings'], security: [{ bearerAuth: [] }] };

  routes.get(
    '/settings/billing',
    {
      schema: {
        ...common,
        summary: 'The billing details; before the first save the type is null and the full name is prefilled',
        response: { 200: billingResponseSchema, 401: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({ status: true as const, data: await readBilling(app, userOf(request)) }),
  );

  routes.post(
    '/settings/billing',
    {
      schema: {
        ...common,
        summary: 'Save the billing details (the state must be the country’s; India: 6-digit PIN and a GSTIN)',
        body: billingRequestSchema,
        response: { 200: billingUpdateResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      const user = userOf(request);
      await saveBilling(app, user.id, request.body);
      return { status: true as const, message: settingsMessages.billingUpdated, data: await readBilling(app, user) };
    },
  );
}
