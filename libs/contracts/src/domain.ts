import { z } from 'zod';

/** Entities as the web app and the API see them (spec §3). */

export const userTypes = ['patient', 'carer', 'practitioner', 'clinic'] as const;
export const UserTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof UserTypeSchema>;
export const userTypeLabel: Record<UserType, string> = {
  patient: 'Patient',
  carer: 'Carer',
  practitioner: 'Practitioner',
  clinic: 'Clinic Admin',
};

export const UserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
  userType: UserTypeSchema.nullable(),
  points: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;

export const contentTypes = ['article', 'book', 'video', 'podcast', 'course', 'website'] as const;
export const ContentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof ContentTypeSchema>;

export const SourceSchema = z.object({ title: z.string(), url: z.string() });
export type Source = z.infer<typeof SourceSchema>;

export const ContentItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: ContentTypeSchema,
  isPremium: z.boolean(),
  duration: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  /** Absent when the item is premium and the caller is not a premium member. */
  contentUrl: z.string().nullable().optional(),
  /** Markdown for articles published by Kiin; absent for locked premium items. */
  body: z.string().nullable().optional(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  sources: z.array(SourceSchema),
  conditionIds: z.array(z.uuid()),
  /** True when the full item was withheld because the caller is not premium. */
  locked: z.boolean(),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ConditionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
});
export type Condition = z.infer<typeof ConditionSchema>;

export const CompletionSchema = z.object({
  contentId: z.uuid(),
  completedAt: z.string(),
});
export type Completion = z.infer<typeof CompletionSchema>;

export const PlanSchema = z.object({
  id: z.enum(['single-kliinic', 'monthly-membership', 'corporate-monthly']),
  name: z.string(),
  label: z.string().nullable(),
  paymentType: z.enum(['kliinic', 'membership', 'corporate']),
  /** Cents, GST included. */
  priceCents: z.number().int(),
  currency: z.literal('AUD'),
  interval: z.enum(['once', 'month']),
  /** Display text derived from the price, e.g. `$24/month`. */
  priceLabel: z.string(),
  description: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const KliinicSessionSchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  description: z.string(),
  time: z.string(),
  durationMinutes: z.number().int(),
  leader: z.string(),
  guest: z.string(),
});
export type KliinicSession = z.infer<typeof KliinicSessionSchema>;

export const SupportServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortLabel: z.string(),
  description: z.string(),
  group: z.enum(['national', 'state', 'specialised']),
  state: z.enum(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']).nullable(),
  website: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lastChecked: z.string(),
});
export type SupportService = z.infer<typeof SupportServiceSchema>;
