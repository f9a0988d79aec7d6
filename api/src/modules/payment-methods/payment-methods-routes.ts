import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idParam,
  messageResponseSchema,
  paymentMethodAddResponseSchema,
  paymentMethodAddSchema,
  paymentMethodsResponseSchema,
  paymentSetupResponseSchema,
  settingsMessages,
  testCardConfirmResponseSchema,
  testCardConfirmSchema,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR } from '../../plugins/rate-limit';
import { creditBalance } from '../credit-ledger';
import {
  addPaymentMethod,
  confirmTestCard,
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
  startCardSetup,
} from './payment-methods-service';

/** A saved card's id in the path; anything else is the same 404 as another user's card. */
const paymentMethodIdParamsSchema = z.object({ id: idParam(settingsMessages.paymentMethodNotFound) });

const errors = errorResponses(401, 404, 422, 429, 503);

/**
 * Spec §3, §7 and issue 9 §3: saved cards and the credits balance; adding a card through the
 * payments provider (Stripe, or the built-in test provider), making one the default, removing one.
 * Only ever the caller's own cards: another user's card id is a 404, like an unknown one.
 */
export async function paymentMethodsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['settings'], security: [{ bearerAuth: [] }] };

  routes.get(
    '/settings/payment-methods',
    {
      schema: {
        ...common,
        summary: 'The saved cards (in the order added), the credits balance and which card form to use',
        response: { 200: paymentMethodsResponseSchema, 401: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      const user = userOf(request);
      return {
        status: true as const,
        data: {
          payment_methods: await listPaymentMethods(app, user.id),
          credits: { currency: 'USD' as const, amount: await creditBalance(app, user.id, 'USD') },
          provider: app.payments.name,
        },
      };
    },
  );

  routes.get(
    '/settings/payment-methods/stripe/setup',
    {
      schema: {
        ...common,
        summary: 'Start adding a card: a setup intent’s client secret (and Stripe’s publishable key)',
        response: { 200: paymentSetupResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, app.limit('payment-setup', 60, HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.paymentSetupReady,
      data: await startCardSetup(app, userOf(request)),
    }),
  );

  routes.post(
    '/settings/payment-methods/test-provider/confirm',
    {
      schema: {
        ...common,
        summary:
          'The built-in test provider’s card form (Stripe’s test numbers only): confirm a setup intent, get its payment method id. 404 with Stripe',
        body: testCardConfirmSchema,
        response: { 200: testCardConfirmResponseSchema, 402: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
      preHandler: [
        app.authenticate,
        // Card testing is tried by scripts: a few dozen tries an hour is plenty for a person.
        app.limit('test-card', 30, HOUR),
      ],
    },
    async (request) => {
      const paymentMethod = await confirmTestCard(app, userOf(request), request.body);
      return {
        status: true as const,
        message: settingsMessages.cardConfirmed,
        data: { payment_method: paymentMethod },
      };
    },
  );

  routes.post(
    '/settings/payment-methods/stripe/setup',
    {
      schema: {
        ...common,
        summary: 'Save a card the provider confirmed (it must be this user’s); the first card becomes the default',
        body: paymentMethodAddSchema,
        response: {
          201: paymentMethodAddResponseSchema,
          402: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      preHandler: [app.authenticate, app.limit('payment-method-add', 30, HOUR)],
    },
    async (request, reply) => {
      const card = await addPaymentMethod(app, userOf(request), request.body.payment_method);
      return reply.code(201).send({ status: true as const, message: settingsMessages.paymentMethodAdded, data: card });
    },
  );

  routes.post(
    '/settings/payment-methods/:id/default',
    {
      schema: {
        ...common,
        summary: 'Make one of the user’s cards the default (at the provider too)',
        params: paymentMethodIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      await setDefaultPaymentMethod(app, userOf(request).id, request.params.id);
      return { status: true as const, message: settingsMessages.paymentMethodUpdated };
    },
  );

  routes.delete(
    '/settings/payment-methods/:id',
    {
      schema: {
        ...common,
        summary:
          'Remove a card (detached at the provider); removing the default makes the newest other one the default',
        params: paymentMethodIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      await removePaymentMethod(app, userOf(request).id, request.params.id);
      return { status: true as const, message: settingsMessages.paymentMethodDeleted };
    },
  );
}
