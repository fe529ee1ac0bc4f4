import type { Plan } from '@kiin/contracts';

export type PlanId = Plan['id'];

export function findPlan(plans: readonly Plan[] | undefined, id: PlanId): Plan | undefined {
  return plans?.find((plan) => plan.id === id);
}
