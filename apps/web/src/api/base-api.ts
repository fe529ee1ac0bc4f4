import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl, createApiBaseQuery } from './base-query';

/**
 * The one API slice of the web app, before its endpoints: they are generated from the gateway's
 * OpenAPI document into ./generated.ts, and each feature adds its tags and effects to them.
 * Defaults follow spec §7: data never goes stale on its own, no refetch on focus or reconnect,
 * no polling, no retries (fetchBaseQuery has none).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery(apiBaseUrl(globalThis.location)),
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: 3600,
  // Every cache tag, in one place; each feature's *-api.ts says which endpoints provide and invalidate them.
  tagTypes: [
    'User',
    'Content',
    'Completions',
    'SavedConditions',
    'Plans',
    'SupportServices',
    'Conditions',
    'KliinicSessions',
    'Bookings',
    'Membership',
    'Payments',
    'BillingConfig',
    'Sessions',
    'SignInProviders',
    'Coach',
    'Discussions',
    'Comments',
    'Moderation',
    'Phrases',
    'Notices',
    'Access',
    'StaffKliinics',
    'KliinicNotes',
    'MyKliinicNotes',
    'Badges',
    'SavedServices',
    'Kiinbox',
    'MyKiinbox',
    'KiinboxQueue',
    'KiinboxHeld',
  ],
  endpoints: () => ({}),
});
