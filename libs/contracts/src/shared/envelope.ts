import { z } from 'zod';

/**
 * The envelope every domain event travels in: topic name = `<domain>.<event>.v<N>`, key =
 * the user or aggregate id (ordering per key).
 */
export const EnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime(),
  producer: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().nullable(),
  key: z.string().min(1),
  payload: z.unknown(),
});
export type Envelope<P = unknown> = Omit<z.infer<typeof EnvelopeSchema>, 'payload'> & {
  payload: P;
};
