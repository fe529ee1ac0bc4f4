import { ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError, logger } from '@kiin/service-kit';
import Stripe from 'stripe';

/** Provider failures that are not the member's doing become a 503 with a plain message. */
export async function callProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    logger().warn({ err: error }, 'payment provider call failed');
    throw new DomainError(ErrorCode.PaymentProviderUnavailable, errorMessage.paymentProviderUnavailable);
  }
}

/** A provider object that does not exist (404) reads as null; any other failure stays one. */
export const missingAsNull = (error: unknown): null => {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
  throw error;
};
