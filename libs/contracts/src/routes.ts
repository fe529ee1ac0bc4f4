import type { ZodType } from 'zod';
import {
  ConditionIdBodySchema,
  ContactBodySchema,
  ContentIdBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  UserTypeBodySchema,
  WaitlistBodySchema,
} from './api';
import {
  CompletionSchema,
  ConditionSchema,
  ContentItemSchema,
  KliinicSessionSchema,
  PlanSchema,
  SupportServiceSchema,
  UserSchema,
} from './domain';

/**
 * The public `/api` contract (spec §7 plus the calls the product adds). The gateway serves
 * exactly these routes and builds its OpenAPI document from this list; a test fails when a
 * route is served that is not listed here, or listed and not served.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style: `/api/content/{id}`. */
  path: string;
  summary: string;
  tag: string;
  access: 'public' | 'signed-in' | 'premium';
  body?: ZodType;
  response?: ZodType;
  /** A browser navigation that answers with a redirect, not JSON. */
  navigation?: boolean;
}

export const apiRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/login', summary: 'Start sign-in (redirects to /sign-in)', tag: 'auth', access: 'public', navigation: true },
  { method: 'GET', path: '/api/logout', summary: 'End the session (redirects to /)', tag: 'auth', access: 'public', navigation: true },
  { method: 'POST', path: '/api/auth/sign-up', summary: 'Create an account and sign in', tag: 'auth', access: 'public', body: SignUpBodySchema, response: UserSchema },
  { method: 'POST', path: '/api/auth/sign-in', summary: 'Sign in with email and password', tag: 'auth', access: 'public', body: SignInBodySchema, response: UserSchema },
  { method: 'GET', path: '/api/auth/user', summary: 'The signed-in user', tag: 'auth', access: 'signed-in', response: UserSchema },
  { method: 'PUT', path: '/api/users/type', summary: 'Change the user type', tag: 'users', access: 'signed-in', body: UserTypeBodySchema, response: UserSchema },

  { method: 'GET', path: '/api/content/free', summary: 'The public catalogue (premium items without their full content unless premium)', tag: 'content', access: 'public', response: ContentItemSchema.array() },
  { method: 'GET', path: '/api/content/premium', summary: 'Premium items', tag: 'content', access: 'premium', response: ContentItemSchema.array() },
  { method: 'GET', path: '/api/content/type/{type}', summary: 'Items of one type', tag: 'content', access: 'public', response: ContentItemSchema.array() },
  { method: 'GET', path: '/api/content/{id}', summary: 'One item (teaser only when premium and the caller is not)', tag: 'content', access: 'public', response: ContentItemSchema },
  { method: 'GET', path: '/api/users/completed-content', summary: "The user's completed items", tag: 'content', access: 'signed-in', response: CompletionSchema.array() },
  { method: 'POST', path: '/api/users/completed-content', summary: 'Mark an item complete (idempotent)', tag: 'content', access: 'signed-in', body: ContentIdBodySchema, response: CompletionSchema },
  { method: 'GET', path: '/api/conditions', summary: 'All conditions', tag: 'conditions', access: 'public', response: ConditionSchema.array() },
  { method: 'GET', path: '/api/conditions/{id}/content', summary: 'Content for a condition', tag: 'conditions', access: 'public', response: ContentItemSchema.array() },
  { method: 'GET', path: '/api/users/conditions', summary: "The user's saved conditions", tag: 'conditions', access: 'signed-in', response: ConditionSchema.array() },
  { method: 'POST', path: '/api/users/conditions', summary: 'Save a condition (idempotent)', tag: 'conditions', access: 'signed-in', body: ConditionIdBodySchema, response: ConditionSchema.array() },
  { method: 'DELETE', path: '/api/users/conditions/{conditionId}', summary: 'Remove a saved condition (idempotent)', tag: 'conditions', access: 'signed-in', response: ConditionSchema.array() },
  { method: 'GET', path: '/api/kliinics/sessions', summary: 'Upcoming kliinic sessions', tag: 'kliinics', access: 'public', response: KliinicSessionSchema.array() },
  { method: 'GET', path: '/api/support-services', summary: 'The carer support services directory', tag: 'support', access: 'public', response: SupportServiceSchema.array() },

  { method: 'GET', path: '/api/plans', summary: 'Plans and prices (cents, GST included)', tag: 'billing', access: 'public', response: PlanSchema.array() },

  { method: 'POST', path: '/api/waitlist', summary: 'Join the waitlist (the same email twice is fine)', tag: 'waitlist', access: 'public', body: WaitlistBodySchema },
  { method: 'POST', path: '/api/contact', summary: 'Send a message to the Kiin team', tag: 'contact', access: 'public', body: ContactBodySchema },
];

/** Maximum JSON body the gateway accepts, in bytes (413 above it). */
export const maxBodyBytes = 64 * 1024;
