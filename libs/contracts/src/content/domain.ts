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
