import { z } from 'zod';

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

/** Australia's states and territories, by their usual codes. */
export const stateCodes = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export const StateCodeSchema = z.enum(stateCodes);
export type StateCode = z.infer<typeof StateCodeSchema>;

/** What a carer may be looking for: the fixed set the directory's services are matched by. */
export const supportNeeds = [
  'respite',
  'counselling',
  'financial-help',
  'in-home-care',
  'young-carers',
  'dementia',
  'legal',
  'aged-care-assessment',
  'disability',
] as const;
export const SupportNeedSchema = z.enum(supportNeeds, {
  error: `need must be one of: ${supportNeeds.join(', ')}`,
});
export type SupportNeed = z.infer<typeof SupportNeedSchema>;

/** Each need in words, as a list and a sentence ("offers respite") show it. */
export const supportNeedLabels: Record<SupportNeed, string> = {
  respite: 'respite',
  counselling: 'counselling',
  'financial-help': 'financial help',
  'in-home-care': 'help at home',
  'young-carers': 'support for young carers',
  dementia: 'dementia support',
  legal: 'rights and legal advocacy',
  'aged-care-assessment': 'aged care assessment',
  disability: 'disability support',
};

export const SupportServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortLabel: z.string(),
  description: z.string(),
  group: z.enum(['national', 'state', 'specialised']),
  state: StateCodeSchema.nullable(),
  website: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lastChecked: z.string(),
  /** The needs the service clearly meets, from what its description says (none when unclear). */
  needs: z.array(SupportNeedSchema),
  /** Every state for a national service; its own for a state's. */
  statesServed: z.array(StateCodeSchema),
  /** Who it is for, in a short plain note; null when it is for anyone. */
  eligibility: z.string().nullable(),
  /** When it answers, where the directory knows; null otherwise. */
  hours: z.string().nullable(),
});
export type SupportService = z.infer<typeof SupportServiceSchema>;

/** A passage of the library found for a question (content-svc's full-text search). */
export interface LibraryPassage {
  id: string;
  title: string;
  type: string;
  description: string;
  /** The sentences of the item that match best. */
  passage: string;
  rank: number;
}

/** A library item suggested before a kliinic: what a list of links needs. */
export const TopicMaterialSchema = z.object({
  id: z.uuid(),
  type: ContentTypeSchema,
  title: z.string(),
  /** The item's page in the web app, `/content/{type}/{id}`. */
  path: z.string().startsWith('/content/'),
});
export type TopicMaterial = z.infer<typeof TopicMaterialSchema>;

/** The item's page in the web app. */
export const contentPath = (item: { type: string; id: string }): string => `/content/${item.type}/${item.id}`;
