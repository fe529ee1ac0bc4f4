import { KiinboxQueueQuerySchema, PublicKiinboxQuerySchema } from './kiinbox';

// The kiinbox lists' id filters: left out or empty is no filter; anything but a UUID is a 400
// whose message says what the field takes.
describe('kiinbox id filters', () => {
  const item = '3f9d2c1e-8a4b-4c6d-9e7f-1a2b3c4d5e6f';

  it('libraryItem on the public Q&A', () => {
    expect(PublicKiinboxQuerySchema.parse({}).libraryItem).toBeNull();
    expect(PublicKiinboxQuerySchema.parse({ libraryItem: '' }).libraryItem).toBeNull();
    expect(PublicKiinboxQuerySchema.parse({ libraryItem: item }).libraryItem).toBe(item);
    expect(PublicKiinboxQuerySchema.safeParse({ libraryItem: 'respite' }).error?.issues[0]?.message).toBe('libraryItem must be a library item id (a UUID)');
    expect(PublicKiinboxQuerySchema.safeParse({ libraryItem: [item, item] }).error?.issues[0]?.message).toBe('libraryItem must be given once');
  });

  it('session on the experts’ queue', () => {
    expect(KiinboxQueueQuerySchema.parse({}).session).toBeNull();
    expect(KiinboxQueueQuerySchema.parse({ session: item }).session).toBe(item);
    expect(KiinboxQueueQuerySchema.safeParse({ session: 'next week' }).error?.issues[0]?.message).toBe(
      'session must be a kliinic session id (a UUID) from GET /api/staff/kliinics',
    );
  });
});
