import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { baseUrl } from './support';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body comes back exactly as sent on the wire: no client decompresses it. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers', () => {
  it('sends a large JSON answer with Brotli when accepted, and the same JSON once decoded', async () => {
    const plain = await rawGet('/api/content/free');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await rawGet('/api/content/free', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', 'application/json; charset=utf-8']);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('falls back to gzip for a client without Brotli', async () => {
    const plain = await rawGet('/api/content/free');
    const gz = await rawGet('/api/content/free', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('leaves answers under 1 KB as they are', async () => {
    const small = await rawGet('/api/auth/user', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(401);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the ETag of the JSON, so a revalidation with it is still a 304', async () => {
    const br = await rawGet('/api/conditions', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawGet('/api/conditions', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });
});
