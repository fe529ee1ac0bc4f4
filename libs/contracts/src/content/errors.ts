import type { ErrorDef } from '../shared/errors';

export const contentErrors = {
  ContentNotFound: { code: 'CONTENT_NOT_FOUND', status: 404 },
  ConditionNotFound: { code: 'CONDITION_NOT_FOUND', status: 404 },
} as const satisfies Record<string, ErrorDef>;

export const contentMessages = {
  contentNotFound: 'Content not found',
  conditionNotFound: 'Condition not found',
} as const;
