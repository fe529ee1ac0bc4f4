/** A row of `subscription`: billing's mirror of the provider's subscription. */
export interface SubscriptionRow {
  id: string;
  user_id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  premium: boolean;
  version: number;
  updated_at: Date;
}
