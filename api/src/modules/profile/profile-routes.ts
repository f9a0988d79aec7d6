import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileFieldsSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  settingsLinkSchema,
  settingsMessages,
} from '@talentindia/contracts';
import { HttpError } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { acceptMultipart } from '../../plugins/multipart';
import { HOUR, perAddress } from '../../plugins/rate-limit';
import { recentlyReauthenticated } from '../reauthentication';
import {
  confirmEmailChange,
  deleteAccount,
  readProfile,
  requestAccountDeletion,
  updateProfile,
} from './profile-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `image` value of a profile update, taken out of the body before the fields are validated. */
    profileImage?: unknown;
  }
}

const errors = errorResponses(400, 401, 403, 409, 413, 422, 429);

/** A file part's bytes; nothing (no field, an empty file input, null in JSON) is no new picture. */
function pictureOf(value: unknown): Buffer | null {
  if (value === undefined || value === null || value === '') return null;
  if (Buffer.isBuffer(value)) return value.length === 0 ? null : value;
  throw new HttpError(422, settingsMessages.imageWrongType, { image: settingsMessages.imageWrongType });
}

/** Issue 8 §1 and §5: the profile with its picture, the email change by link, account deletion by link. */
export async function profileRoutes(app: FastifyInstance) {
  await acceptMultipart(app, { maxFileBytes: PROFILE_IMAGE_MAX_BYTES, maxFiles: 1 });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'The profile, with the currencies and time zones to choose from',
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponseSchema, 401: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({ status: true as const, data: await readProfile(app, userOf(request).id) }),
  );

  routes.post(
    '/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'Update the profile (multipart with an optional `image` file, or JSON without one)',
        description:
          'A new email needs a recent proof of the owner (403 `reauthenticate` otherwise) and takes effect only once ' +
          'confirmed from the link mailed to it (profile.pending_email shows it meanwhile). ' +
          'The picture: JPEG, PNG or WebP, at most 5 MB, stored re-encoded as square WebP without metadata.',
        security: [{ bearerAuth: [] }],
        body: profileFieldsSchema,
        response: { 200: profileUpdateResponseSchema, ...errors },
      },
      config: { fileTooLarge: { field: 'image', message: settingsMessages.imageTooLarge } },
      // Signed in before the form is read: nobody else gets to upload 5 MB.
      onRequest: [app.authenticate],
      preValidation: [
        async (request) => {
          const body = request.body as Record<string, unknown> | null | undefined;
          if (body && typeof body === 'object' && !Array.isArray(body) && 'image' in body) {
            request.profileImage = body.image;
            delete body.image;
          }
        },
      ],
      preHandler: [app.limit('profile-update', 30, HOUR)],
    },
    async (request) => {
      const image = pictureOf(request.profileImage);
      const data = await updateProfile(
        app,
        userOf(request).id,
        request.body,
        image,
        recentlyReauthenticated(app, request),
      );
      return { status: true as const, message: settingsMessages.profileUpdated, data };
    },
  );

  routes.delete(
    '/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'Mail a link that deletes the account (single use, 30 minutes)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
      preHandler: [app.authenticate, app.limit('delete-request', 5, HOUR)],
    },
    async (request) => {
      await requestAccountDeletion(app, userOf(request).id);
      return { status: true as const, message: settingsMessages.deleteAccountEmailSent };
    },
  );

  routes.post(
    '/settings/email/confirm',
    {
      schema: {
        tags: ['settings'],
        summary: 'Confirm a new email address from the mailed link (signed in or not)',
        body: settingsLinkSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.limit('email-confirm', 30, HOUR, perAddress)],
    },
    async (request) => {
      await confirmEmailChange(app, request.body.token);
      return { status: true as const, message: settingsMessages.emailChangeConfirmed };
    },
  );

  routes.post(
    '/account/delete',
    {
      schema: {
        tags: ['settings'],
        summary: 'Delete the account a mailed deletion link names (signed in or not)',
        body: settingsLinkSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.limit('account-delete', 30, HOUR, perAddress)],
    },
    async (request) => {
      await deleteAccount(app, request.body.token);
      return { status: true as const, message: settingsMessages.accountDeleted };
    },
  );
}
