import { z } from 'zod';
import { text, trimInvisible } from '../shared/fields';
import { StateCodeSchema, SupportNeedSchema, SupportServiceSchema } from './domain';

/** The longest place a search accepts: a suburb with its state fits easily. */
export const engageWhereMaxLength = 60;

/** `GET /api/engage/services`: where the person is, and what they need (any need when absent). */
export const EngageQuerySchema = z.object({
  where: text('where')
    .overwrite(trimInvisible)
    .min(1, 'where is required: a postcode, a suburb or a state')
    .max(engageWhereMaxLength, `where must be at most ${engageWhereMaxLength} characters`)
    .meta({ description: 'A 4-digit postcode, a suburb ("Parramatta", "Richmond VIC") or a state or territory ("NSW", "Victoria")' }),
  need: SupportNeedSchema.optional().meta({ description: 'Only services that offer this; every service of the place when left out' }),
});
export type EngageQuery = z.infer<typeof EngageQuerySchema>;

/** The place a search was read as. */
export const EngagePlaceSchema = z.object({
  state: StateCodeSchema,
  /** The statistical region (ABS SA4) of a postcode or suburb; null for a whole state. */
  region: z.string().nullable(),
  /** How the place reads back to the person: "Parramatta NSW 2150", "Victoria". */
  label: z.string(),
});
export type EngagePlace = z.infer<typeof EngagePlaceSchema>;

export const MatchedServiceSchema = SupportServiceSchema.extend({
  /** Why it is listed, in one plain sentence made from the directory's data. */
  why: z.string(),
});
export type MatchedService = z.infer<typeof MatchedServiceSchema>;

export const EngageResultSchema = z.object({ place: EngagePlaceSchema, services: z.array(MatchedServiceSchema) });
export type EngageResult = z.infer<typeof EngageResultSchema>;

/** The most services one member may keep saved: a short list to come back to, not a second directory. */
export const savedServicesLimit = 50;

/** A service's id in the directory, as `/api/engage/saved/{serviceId}` names it ("carer-gateway"). */
export const SupportServiceIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a service id from the directory: lower-case letters, digits and hyphens, as in carer-gateway');

/** `PUT /api/engage/saved/{serviceId}`: the need the member was looking for, remembered as why they saved it. */
export const SaveServiceBodySchema = z.object({
  need: SupportNeedSchema.optional().meta({ description: 'The need searched for when saving; left out for every need' }),
});
export type SaveServiceBody = z.infer<typeof SaveServiceBodySchema>;

/** A service a member saved, with the directory's details as they are today. */
export const SavedServiceSchema = MatchedServiceSchema.extend({
  /** The need the member searched for when they saved it; null for every need. */
  need: SupportNeedSchema.nullable(),
  savedAt: z.iso.datetime(),
});
export type SavedService = z.infer<typeof SavedServiceSchema>;
