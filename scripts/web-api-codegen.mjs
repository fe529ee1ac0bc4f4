#!/usr/bin/env node
// Writes apps/web/src/api/generated.ts, the web app's RTK Query endpoints and their types, from
// the gateway's OpenAPI document (apps/gateway/openapi.json, written by `npm run openapi`).
// Run it after the document changes: `sh scripts/with-node.sh node scripts/web-api-codegen.mjs`.
// The output is source: it is committed, and reviewed like any other change.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEndpoints } from '@rtk-query/codegen-openapi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const outputFile = 'apps/web/src/api/generated.ts';

/**
 * The endpoint each operation the app calls becomes. The document's operationIds
 * (`AuthController.user`) are not identifiers, so the generator would name endpoints after
 * verb and path (`getApiAuthUser`); the app's names are given here instead, on a copy of the
 * document. Operations left out are not called through RTK Query: browser navigations
 * (redirects, the invoice PDF, the data export), the live channel (an EventSource), Stripe's
 * webhook, sign-up and the transcript upload (the document describes neither sign-up's
 * `returnTo` nor the upload's text body), and the cursor-paged lists, which the app reads as
 * infinite queries (the generator writes only plain queries); those stay hand-written beside
 * their feature.
 */
const names = {
  'GET /api/auth/access': 'access',
  'POST /api/auth/confirm': 'confirmEmail',
  'POST /api/auth/forgot-password': 'forgotPassword',
  'GET /api/auth/providers': 'signInProviders',
  'POST /api/auth/resend-confirmation': 'resendConfirmation',
  'POST /api/auth/reset-password': 'resetPassword',
  'GET /api/auth/sessions': 'sessions',
  'DELETE /api/auth/sessions/{id}': 'endSession',
  'POST /api/auth/sessions/sign-out-everywhere': 'signOutEverywhere',
  'POST /api/auth/sign-in': 'signIn',
  'GET /api/auth/user': 'currentUser',
  'GET /api/badges': 'badges',
  'GET /api/billing/config': 'paymentConfig',
  'GET /api/billing/membership': 'membership',
  'GET /api/coach': 'coachState',
  'POST /api/coach/chat': 'sendCoachMessage',
  'DELETE /api/coach/consent': 'withdrawCoachConsent',
  'POST /api/coach/consent': 'giveCoachConsent',
  'DELETE /api/coach/history': 'clearCoachHistory',
  'GET /api/coach/history': 'earlierCoachMessages',
  'POST /api/comments/{id}/flags': 'flagComment',
  'GET /api/community/notices': 'myNotices',
  'GET /api/conditions': 'conditions',
  'GET /api/conditions/{id}/content': 'conditionContent',
  'POST /api/contact': 'sendContact',
  'GET /api/content/{id}': 'contentItem',
  'GET /api/content/free': 'freeContent',
  'GET /api/content/premium': 'premiumContent',
  'GET /api/content/type/{type}': 'contentByType',
  'POST /api/create-payment-intent': 'createPaymentIntent',
  'POST /api/create-subscription': 'createSubscription',
  'POST /api/discussions': 'createDiscussion',
  'GET /api/discussions/{id}': 'discussion',
  'POST /api/discussions/{id}/comments': 'createComment',
  'POST /api/discussions/{id}/flags': 'flagDiscussion',
  'GET /api/engage/saved': 'savedServices',
  'PUT /api/engage/saved/{serviceId}': 'saveService',
  'DELETE /api/engage/saved/{serviceId}': 'unsaveService',
  'GET /api/engage/services': 'findServices',
  'GET /api/kiinbox/{id}': 'kiinboxQuestion',
  'POST /api/kiinbox/questions': 'askKiinboxQuestion',
  'POST /api/kliinics/bookings/{id}/cancel': 'cancelBooking',
  'GET /api/kliinics/sessions': 'kliinicSessions',
  'POST /api/kliinics/sessions/{id}/book': 'bookIncluded',
  'GET /api/moderation/phrases': 'watchedPhrases',
  'POST /api/moderation/phrases': 'addPhrase',
  'DELETE /api/moderation/phrases/{id}': 'removePhrase',
  'POST /api/moderation/reviews/{id}': 'decideReview',
  'GET /api/payments/{id}/status': 'paymentStatus',
  'POST /api/payments/test-mode/authenticate': 'authenticateTestCard',
  'POST /api/payments/test-mode/confirm': 'confirmTestCard',
  'GET /api/plans': 'plans',
  'GET /api/staff/kliinics': 'staffKliinics',
  'GET /api/staff/kliinics/{sessionId}/notes': 'kliinicNotes',
  'PUT /api/staff/kliinics/{sessionId}/notes': 'saveKliinicNotes',
  'POST /api/staff/kliinics/notes/preview': 'previewKliinicNotes',
  'POST /api/staff/kliinics/{sessionId}/notes/approve': 'approveKliinicNotes',
  'POST /api/staff/kiinbox/questions/{id}/answer': 'answerKiinboxQuestion',
  'POST /api/staff/kiinbox/questions/{id}/answered-in-session': 'coverKiinboxQuestionInSession',
  'POST /api/staff/kiinbox/questions/{id}/hide': 'hideKiinboxQuestion',
  'POST /api/staff/kiinbox/questions/{id}/release': 'releaseKiinboxQuestion',
  'GET /api/support-services': 'supportServices',
  'GET /api/users/badges': 'userBadges',
  'GET /api/users/completed-content': 'completedContent',
  'POST /api/users/completed-content': 'completeContent',
  'GET /api/users/conditions': 'savedConditions',
  'POST /api/users/conditions': 'saveCondition',
  'DELETE /api/users/conditions/{conditionId}': 'removeCondition',
  'DELETE /api/users/me': 'deleteAccount',
  'PUT /api/users/premium': 'setPremium',
  'PUT /api/users/type': 'setUserType',
  'POST /api/waitlist': 'joinWaitlist',
};

const document = JSON.parse(readFileSync('apps/gateway/openapi.json', 'utf8'));
for (const [route, operations] of Object.entries(document.paths)) {
  for (const [verb, operation] of Object.entries(operations)) operation.operationId = names[`${verb.toUpperCase()} ${route}`];
}
const schemaFile = path.join(mkdtempSync(path.join(tmpdir(), 'kiin-openapi-')), 'openapi.json');
writeFileSync(schemaFile, JSON.stringify(document));
const called = new Set(Object.values(names));

const code = await generateEndpoints({
  schemaFile,
  // Relative to the output file: generateEndpoints is asked for the text, not the file.
  apiFile: './base-api',
  apiImport: 'baseApi',
  exportName: 'generatedApi',
  hooks: false,
  flattenArg: true,
  encodePathParams: true,
  useUnknown: true,
  // Tags are the app's own (apps/web/src/*/…-api.ts): the document's are one per controller, too coarse to invalidate by.
  tag: false,
  filterEndpoints: (name) => called.has(name),
});

const header = `/**
 * GENERATED by scripts/web-api-codegen.mjs from apps/gateway/openapi.json: do not edit by hand.
 * Tags, hooks' names and what the document cannot say are added per feature with
 * \`enhanceEndpoints\` (apps/web/src/api/api.ts and each feature's *-api.ts).
 */
/* eslint-disable @typescript-eslint/no-duplicate-type-constituents -- one union member per success status, alike when 200 and 201 answer the same */
`;
rmSync(path.dirname(schemaFile), { recursive: true });
writeFileSync(outputFile, header + code);
console.log(`wrote ${outputFile}`);
