import type {
  Access,
  AskedKiinboxQuestion,
  Booking,
  CoachMessage,
  CoachReply,
  CoachState,
  Comment,
  CreatedComment,
  Completion,
  Condition,
  ContentItem,
  CreatedDiscussion,
  Discussion,
  DiscussionSummary,
  EngageResult,
  KliinicNotesPreview,
  KliinicSession,
  MemberKliinicNotes,
  MyKiinboxQuestion,
  Membership,
  PaymentConfig,
  Page,
  Plan,
  PublicKiinboxQuestion,
  PublicKiinboxSummary,
  ReviewItem,
  SavedService,
  SetPremiumResult,
  StaffKiinboxQuestion,
  SupportService,
  TaxInvoice,
  User,
  WatchedPhrase,
  SignInProviders,
} from '@kiin/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The gateway as component tests see it: MSW answers `fetch` at the network boundary, so the
 * real store, RTK Query's cache and its invalidation run exactly as in the browser. Each route
 * is typed by the contract of what the gateway answers there; a handler that answers another
 * shape does not compile.
 */
export interface GatewayAnswers {
  'GET /auth/user': User;
  'GET /auth/providers': SignInProviders;
  'GET /plans': Plan[];
  'GET /kliinics/sessions': KliinicSession[];
  'GET /support-services': SupportService[];
  'GET /engage/services': EngageResult;
  'GET /engage/saved': SavedService[];
  'PUT /engage/saved/:serviceId': SavedService[];
  'DELETE /engage/saved/:serviceId': SavedService[];
  'GET /content/free': ContentItem[];
  'GET /content/premium': ContentItem[];
  'GET /content/:id': ContentItem;
  'GET /content/type/:type': ContentItem[];
  'GET /conditions': Condition[];
  'GET /conditions/:id/content': ContentItem[];
  'GET /users/completed-content': Completion[];
  'POST /users/completed-content': unknown;
  'GET /users/conditions': Condition[];
  'POST /users/conditions': Condition[];
  'DELETE /users/conditions/:conditionId': Condition[];
  'GET /billing/membership': Membership;
  'GET /billing/invoices': Page<TaxInvoice>;
  'GET /billing/config': PaymentConfig;
  'PUT /users/premium': SetPremiumResult;
  'PUT /users/type': User;
  'POST /discussions': CreatedDiscussion;
  'GET /discussions': Page<DiscussionSummary>;
  'GET /discussions/:id': Discussion;
  'GET /discussions/:id/comments': Page<Comment>;
  'POST /discussions/:id/comments': CreatedComment;
  'GET /coach': CoachState;
  'GET /coach/history': Page<CoachMessage>;
  'GET /kliinics/bookings': Page<Booking>;
  'GET /kliinics/notes': Page<MemberKliinicNotes>;
  'POST /coach/chat': CoachReply;
  'GET /auth/access': Access;
  'GET /moderation/queue': Page<ReviewItem>;
  'POST /moderation/reviews/:id': { status: 'done' };
  'GET /moderation/phrases': WatchedPhrase[];
  'POST /auth/reset-password': unknown;
  'POST /auth/sign-in': User;
  'POST /waitlist': { message: string };
  'GET /kiinbox': Page<PublicKiinboxSummary>;
  'GET /kiinbox/:id': PublicKiinboxQuestion;
  'GET /kiinbox/questions/mine': Page<MyKiinboxQuestion>;
  'POST /kiinbox/questions': AskedKiinboxQuestion;
  'GET /staff/kiinbox/held': Page<StaffKiinboxQuestion>;
  'GET /staff/kiinbox/questions': Page<StaffKiinboxQuestion>;
  'POST /staff/kiinbox/questions/:id/answer': StaffKiinboxQuestion;
  'POST /staff/kiinbox/questions/:id/hide': StaffKiinboxQuestion;
  'POST /staff/kliinics/notes/preview': KliinicNotesPreview;
}
export type GatewayRoute = keyof GatewayAnswers;

/** What a handler is given: the request, its path parameters and its JSON body, if any. */
export interface Call {
  request: Request;
  params: Record<string, string>;
  body: unknown;
}

/** An answer: the contract's body (200 JSON), or any Response for errors and other statuses. */
export type Answer<R extends GatewayRoute> = GatewayAnswers[R] | Response;

/** The address the app's API slice calls in jsdom (`location.origin` + `/api`). */
export const apiUrl = (path: string) => `${globalThis.location?.origin ?? 'http://localhost'}/api${path}`;

/** Answers one gateway route, with a fixed body or from a function of the call. */
export function answer<R extends GatewayRoute>(route: R, respond: Answer<R> | ((call: Call) => Answer<R> | Promise<Answer<R>>)) {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const on = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
  return on(apiUrl(path), async ({ request, params }) => {
    const text = method === 'GET' ? '' : await request.clone().text();
    const call: Call = { request, params: params as Record<string, string>, body: text ? (JSON.parse(text) as unknown) : undefined };
    const result = typeof respond === 'function' ? await (respond as (c: Call) => Answer<R> | Promise<Answer<R>>)(call) : respond;
    // A Response given once answers every call: each gets its own copy of the body.
    return result instanceof Response ? result.clone() : HttpResponse.json(result as JsonBodyType);
  });
}

/** The gateway's plain-text failure, as it sends one (`<status>: <text>` on screen). */
export const failure = (status: number, text: string) => new HttpResponse(text, { status, headers: { 'content-type': 'text/plain' } });

/** An answer that never comes, for what a screen shows while it waits. */
export const never = () => new Promise<Response>(() => undefined);

export const gateway = setupServer();

/**
 * Starts answering the network for the spec file that calls it; a request no handler
 * answers fails the test, so nothing reaches a real host. Handlers a test adds are dropped
 * after it.
 */
export function answerTheNetwork(...defaults: ReturnType<typeof answer>[]) {
  beforeAll(() => gateway.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => gateway.resetHandlers(...defaults));
  afterAll(() => gateway.close());
}

/** Records the calls the app makes, in order, as `METHOD /path`. */
export function recordCalls(): string[] {
  const calls: string[] = [];
  gateway.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}`);
  });
  return calls;
}
