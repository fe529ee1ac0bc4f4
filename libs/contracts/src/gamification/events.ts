import { z } from 'zod';

export const gamificationEvents = {
  'points.awarded.v1': z.object({
    userId: z.uuid(),
    awardId: z.uuid(),
    points: z.number().int(),
    reason: z.string(),
    totalPoints: z.number().int(),
  }),
  'badge.earned.v1': z.object({
    userId: z.uuid(),
    badgeId: z.string(),
    earnedAt: z.iso.datetime(),
  }),
} as const;
