import { aKliinicSession, catalogue } from './fixtures';
import { answer, failure } from './network';

/** What the public pages ask the gateway for, answered for a visitor (a test signs a member in over it). */
export const publicPageAnswers = [
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /plans', catalogue),
  answer('GET /kliinics/sessions', [aKliinicSession('Navigating the Healthcare System')]),
  answer('GET /content/free', []),
  answer('GET /support-services', []),
  answer('GET /auth/providers', { oidc: null }),
  answer('GET /billing/config', { mode: 'test', publishableKey: null }),
  answer('GET /kiinbox', { items: [], nextCursor: null }),
];
