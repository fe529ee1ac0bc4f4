/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import * as hooks from './payment-api';

it('every payment endpoint has its hook', () => {
  for (const name of [
    'usePaymentConfigQuery',
    'useCreatePaymentIntentMutation',
    'useCreateSubscriptionMutation',
    'useConfirmTestCardMutation',
    'useAuthenticateTestCardMutation',
    'usePaymentStatusQuery',
    'useMembershipQuery',
    'useSetPremiumMutation',
  ] as const) {
    expect(typeof hooks[name]).toBe('function');
  }
});
