import { idParam } from '../marketplace/marketplace-fields';
import { z } from '../zod-mini';

/** Spec §3: Country and State are `{id, name}`. */
export const placeSchema = z.object({ id: z.number(), name: z.string() });
export type Place = z.infer<typeof placeSchema>;

/** `GET /utils/countries` and `GET /utils/countries/{id}/states`: `data` lists id and name, by name. */
export const placesResponseSchema = z.object({ status: z.literal(true), data: z.array(placeSchema) });

export const countryIdParamsSchema = z.object({ id: idParam('Country not found.', 2 ** 31 - 1) });
