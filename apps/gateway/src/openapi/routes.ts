import { RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { ZodType } from 'zod';
import {
  type Access,
  ACCESS_METADATA,
  BODY_SCHEMA_METADATA,
  ENDPOINT_METADATA,
  type EndpointDoc,
  PARAM_SCHEMAS_METADATA,
  QUERY_SCHEMA_METADATA,
} from './endpoint';
import { JSON_MESSAGE_ERRORS } from '../http/errors';

/** One route as its controller declares it: the source of the OpenAPI document. */
export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI style: `/api/content/{id}`. */
  path: string;
  access: Access;
  status: number;
  body?: ZodType;
  params: Record<string, ZodType | undefined>;
  /** The query string's schema (`@ValidQuery`): an object, one query parameter per field. */
  query?: ZodType;
  doc: EndpointDoc;
  handler: string;
  /** Errors are JSON `{ message }` (`JsonMessageErrors`), not plain text. */
  errorsAsJson: boolean;
}

const methods: Partial<Record<RequestMethod, DocumentedRoute['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Reads every route handler of the given controllers from their decorators. A handler
 * without `@Endpoint` is an error: every route the gateway answers is documented.
 */
export function describeRoutes(controllers: Type[]): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const controller of controllers) {
    const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || requestMethod === undefined) continue;
      const method = methods[requestMethod];
      const where = `${controller.name}.${name}`;
      if (!method) throw new Error(`${where}: unsupported method`);
      const doc = Reflect.getMetadata(ENDPOINT_METADATA, handler) as EndpointDoc | undefined;
      if (!doc) throw new Error(`${where}: add @Endpoint({ summary, tag }) so the API document lists it`);
      const access =
        (Reflect.getMetadata(ACCESS_METADATA, handler) as Access | undefined) ??
        (Reflect.getMetadata(ACCESS_METADATA, controller) as Access | undefined) ??
        'public';
      const declared = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
      const paramSchemas = (Reflect.getMetadata(PARAM_SCHEMAS_METADATA, proto, name) as Record<string, ZodType> | undefined) ?? {};
      for (const single of Array.isArray(path) ? path : [path]) {
        const full = joinPath(base, single).replace(/:(\w+)/g, '{$1}');
        const params = Object.fromEntries([...full.matchAll(/\{(\w+)\}/g)].map(([, p]) => [p, paramSchemas[p]]));
        routes.push({
          method,
          path: full,
          access,
          status: declared ?? (method === 'POST' ? 201 : 200),
          body: Reflect.getMetadata(BODY_SCHEMA_METADATA, proto, name) as ZodType | undefined,
          params,
          query: Reflect.getMetadata(QUERY_SCHEMA_METADATA, proto, name) as ZodType | undefined,
          doc,
          handler: where,
          errorsAsJson: (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, unknown> | undefined)?.[JSON_MESSAGE_ERRORS] === true,
        });
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
