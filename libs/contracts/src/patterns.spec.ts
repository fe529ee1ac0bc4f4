import { defaultRpcTimeoutMs, rpcRoutes, serviceOfPattern, timeoutOfPattern, type RpcPattern } from './patterns';
import { serviceRegistry } from './registry';

describe('the pattern → service map', () => {
  const patterns = Object.keys(rpcRoutes) as RpcPattern[];

  it('sends every pattern to a service of the registry', () => {
    const services = new Set<string>(serviceRegistry.map((s) => s.name));
    expect(patterns.filter((p) => !services.has(serviceOfPattern(p)))).toEqual([]);
  });

  it('routes by the contract, not by the name prefix', () => {
    expect(serviceOfPattern('conditions.list')).toBe('content-svc');
    expect(serviceOfPattern('identity.get-user')).toBe('identity-svc');
    expect(serviceOfPattern('support-services.list')).toBe('content-svc');
  });

  it('gives ordinary calls the short timeout and lets a slow pattern ask for more, up to 60 s', () => {
    expect(timeoutOfPattern('identity.get-user')).toBe(defaultRpcTimeoutMs);
    for (const p of patterns) expect([p, timeoutOfPattern(p) <= 60_000]).toEqual([p, true]);
  });
});
