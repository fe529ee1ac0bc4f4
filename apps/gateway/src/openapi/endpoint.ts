import { SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';

export const ENDPOINT_METADATA = 'kiin:endpoint';
export const BODY_SCHEMA_METADATA = 'kiin:body-schema';
export const ACCESS_METADATA = 'kiin:access';
export const PARAM_SCHEMAS_METADATA = 'kiin:param-schemas';
export const QUERY_SCHEMA_METADATA = 'kiin:query-schema';

export type Access = 'public' | 'signed-in' | 'premium' | 'staff';

/**
 * What the OpenAPI document says about one route, beside the handler that serves it. The
 * method, path, success status (`@HttpCode`, else 200, or 201 for POST), request body
 * (`@ValidBody`) and access (`@SignedIn`, `@Premium`) are read from the handler's own
 * decorators; this adds what they cannot say.
 */
export interface EndpointDoc {
  summary: string;
  tag: string;
  /** Schema of the success body; omit for no body. */
  response?: ZodType;
  /** Other success statuses the route answers besides its default (e.g. 200 beside 201). */
  alsoOk?: number[];
  /** Error statuses beyond those implied by validation and access (e.g. 404, 409, 429). */
  errors?: number[];
  /** A browser navigation answered with a redirect or an HTML page, not JSON. */
  navigation?: boolean;
  /** A Server-Sent Events stream (`text/event-stream`) rather than one JSON answer. */
  eventStream?: boolean;
  /** Content types accepted besides JSON (e.g. the webhook's raw body). */
  accepts?: string[];
}

export const Endpoint = (doc: EndpointDoc) => SetMetadata(ENDPOINT_METADATA, doc);
