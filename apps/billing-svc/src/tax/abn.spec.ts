import { envSchema } from '../config';
import { formatAbn, isValidAbn, sampleAbn, sellerAbn } from './abn';

describe('the ABN on tax invoices', () => {
  it('accepts ABNs whose check digits are right, spaced or not', () => {
    for (const abn of ['51 824 753 556', '51824753556']) expect(isValidAbn(abn)).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths and letters', () => {
    for (const abn of ['12 345 678 901', '51 824 753 557', '5182475355', '518247535561', 'ABN51824753']) expect(isValidAbn(abn)).toBe(false);
  });

  it('prints the configured ABN in groups of 2, 3, 3 and 3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(sellerAbn({ SELLER_ABN: '51824753556' })).toBe('51 824 753 556');
  });

  it('says plainly that none is set in the local test mode, and refuses real payments without one', () => {
    expect(sellerAbn({})).toBe(sampleAbn);
    expect(() => sellerAbn({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' })).toThrow(
      'Configuration error: SELLER_ABN is required with STRIPE_SECRET_KEY (it is printed on every tax invoice)',
    );
  });

  it('is read from SELLER_ABN, which must be a valid ABN when given', () => {
    const base = { TCP_PORT: '1', HTTP_PORT: '1', DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x', KAFKA_BROKERS: 'x:1', INTERNAL_RPC_SECRET: 'x'.repeat(32) };
    expect(envSchema.parse({ ...base, SELLER_ABN: ' 51 824 753 556 ' }).SELLER_ABN).toBe('51 824 753 556');
    expect(envSchema.parse({ ...base }).SELLER_ABN).toBeUndefined();
    const wrong = envSchema.safeParse({ ...base, SELLER_ABN: '12 345 678 901' });
    expect(wrong.success).toBe(false);
    expect(JSON.stringify(wrong.error?.issues)).toContain('must be a valid ABN');
  });
});
