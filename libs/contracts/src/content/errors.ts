import type { ErrorDef } from '../shared/errors';

export const contentErrors = {
  ContentNotFound: { code: 'CONTENT_NOT_FOUND', status: 404 },
  ConditionNotFound: { code: 'CONDITION_NOT_FOUND', status: 404 },
  /** A services search whose place is no known postcode, suburb or state. */
  PlaceNotFound: { code: 'PLACE_NOT_FOUND', status: 404 },
} as const satisfies Record<string, ErrorDef>;

export const contentMessages = {
  contentNotFound: 'Content not found',
  conditionNotFound: 'Condition not found',
  placeNotFound: 'We could not find that postcode or suburb. Try a 4-digit postcode, a suburb, or a state.',
  /** A suburb of that name is in several states: which one is meant. */
  placeInSeveralStates: (suburb: string, states: readonly string[]) =>
    `There is a ${suburb} in ${states.slice(0, -1).join(', ')} and ${states[states.length - 1]}. Add the state, for example “${suburb} ${states[0]}”, or use the postcode.`,
} as const;
