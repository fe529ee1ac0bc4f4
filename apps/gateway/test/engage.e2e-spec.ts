import { type EngageResult, errorMessage, supportNeeds } from '@kiin/contracts';
import { Client, signUp } from './support';

/** "Engage: find services" through the gateway: open to anyone, a place and a need in the query string. */
describe('GET /api/engage/services', () => {
  const visitor = new Client();
  const search = async (query: string) => {
    const res = await visitor.get(`/api/engage/services?${query}`);
    return { ...res, result: res.json as EngageResult };
  };
  const ids = (result: EngageResult) => result.services.map((s) => s.id);

  it('reads a postcode: the state’s own services and the national ones, each with why it fits', async () => {
    const { status, result } = await search('where=2150');
    expect(status).toBe(200);
    expect(result.place).toEqual({ state: 'NSW', region: 'Sydney - Parramatta', label: '2150 NSW' });
    expect(ids(result)).toContain('carers-nsw');
    expect(ids(result)).toContain('carer-gateway');
    expect(ids(result)).not.toContain('carers-victoria');
    const gateway = result.services.find((s) => s.id === 'carer-gateway')!;
    expect(gateway).toMatchObject({ phone: '1800 422 737', why: 'Serves carers across Australia; offers respite and counselling.' });
    expect(gateway.hours).toMatch(/8am to 5pm/);
  });

  it('reads a suburb, whatever its case', async () => {
    const { status, result } = await search('where=parramatta');
    expect(status).toBe(200);
    expect(result.place).toMatchObject({ state: 'NSW', label: 'Parramatta NSW 2150' });
  });

  it('reads a state by its name', async () => {
    const { status, result } = await search(`where=${encodeURIComponent('Western Australia')}`);
    expect(status).toBe(200);
    expect(result.place).toEqual({ state: 'WA', region: null, label: 'Western Australia' });
    expect(result.services[0]).toMatchObject({ id: 'carers-wa', why: 'A WA service; offers support for young carers.' });
  });

  it('keeps only what offers the need, the need named first in why', async () => {
    const { status, result } = await search('where=3000&need=counselling');
    expect(status).toBe(200);
    expect(result.services.length).toBeGreaterThan(0);
    for (const service of result.services) {
      expect(service.needs).toContain('counselling');
      expect(service.why).toMatch(/; offers counselling/);
    }
    expect(ids(result)).not.toContain('carers-victoria');
  });

  it('refuses a need it does not know with 400 and the needs it does', async () => {
    const { status, text } = await search('where=2150&need=pizza');
    expect([status, text]).toEqual([400, `need must be one of: ${supportNeeds.join(', ')}`]);
  });

  it('refuses a place of more than 60 characters or none', async () => {
    expect(await search(`where=${'a'.repeat(61)}`)).toMatchObject({ status: 400, text: 'where must be at most 60 characters' });
    expect(await search('need=respite')).toMatchObject({ status: 400, text: 'where is required' });
  });

  it('answers a place it cannot find with 404 and what to try instead', async () => {
    expect(await search('where=Atlantis')).toMatchObject({ status: 404, text: errorMessage.placeNotFound });
    expect(await search('where=0000')).toMatchObject({ status: 404, text: errorMessage.placeNotFound });
    const richmond = await search('where=Richmond');
    expect(richmond.status).toBe(404);
    expect(richmond.text).toMatch(/^There is a Richmond in NSW, VIC, QLD, SA and TAS\. Add the state/);
  });

  it('answers a signed-in member the same', async () => {
    const member = new Client();
    await signUp(member, 'Engage', 'Member');
    const res = await member.get('/api/engage/services?where=2150&need=respite');
    expect(res.status).toBe(200);
    expect((res.json as EngageResult).services.every((s) => s.needs.includes('respite'))).toBe(true);
  });
});
