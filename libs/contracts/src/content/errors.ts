import type { ErrorDef } from '../shared/errors';

export const contentErrors = {
  ContentNotFound: { code: 'CONTENT_NOT_FOUND', status: 404 },
  ConditionNotFound: { code: 'CONDITION_NOT_FOUND', status: 404 },
  /** A services search whose place is no known postcode, suburb or state. */
  PlaceNotFound: { code: 'PLACE_NOT_FOUND', status: 404 },
  /** A service id the support directory does not hold (never did, or no longer does). */
  SupportServiceNotFound: { code: 'SUPPORT_SERVICE_NOT_FOUND', status: 404 },
  /** A member at `savedServicesLimit` saving one more. */
  SavedServicesFull: { code: 'SAVED_SERVICES_FULL', status: 400 },
} as const satisfies Record<string, ErrorDef>;

export const contentMessages = {
  contentNotFound: 'Content not found',
  conditionNotFound: 'Condition not found',
  supportServiceNotFound: 'That service is not in our directory (it may have been renamed or removed). Search again on Find services to save it.',
  savedServicesFull: (limit: number) => `You can save up to ${limit} services. Remove one you no longer need from your dashboard, then save this one.`,
  placeNotFound: 'We could not find that postcode or suburb. Try a 4-digit postcode, a suburb, or a state.',
  /** A suburb of that name is in several states: which one is meant. */
  placeInSeveralStates: (suburb: string, states: readonly string[]) =>
    `There is a ${suburb} in ${states.slice(0, -1).join(', ')} and ${states[states.length - 1]}. Add the state, for example “${suburb} ${states[0]}”, or use the postcode.`,
} as const;
