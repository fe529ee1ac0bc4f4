import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import type { DocumentedRoute } from './routes';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
const plain = (description: string) => ({ description, content: { 'text/plain': { schema: { type: 'string' } } } });
const jsonMessage = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } },
});

const errorText: Record<number, string> = {
  400: 'Invalid input; the body names the problem',
  401: 'Authentication required',
  402: 'Payment required',
  403: 'Not allowed for this member (for example: premium membership required)',
  404: 'Not found',
  406: 'Not a stream reader: send Accept: text/event-stream',
  409: 'Conflicts with the current state',
  413: 'Request body too large',
  415: 'Body is not JSON',
  429: 'Too many requests; Retry-After says when to try again',
  503: 'A service is unavailable; try again shortly',
  504: 'A service took too long to answer',
};

/** One query parameter per field of the query schema, with its description when it has one. */
function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const json = schema(query) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: 'query' as const,
      required: (json.required ?? []).includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function responsesOf(route: DocumentedRoute): Record<string, unknown> {
  if (route.doc.navigation) return { '302': { description: 'Redirect' }, ...(route.doc.alsoOk ?? []).reduce((acc, s) => ({ ...acc, [s]: { description: 'A page' } }), {}) };
  const ok = route.doc.eventStream
    ? {
        description: 'A stream of events, each `event: <type>` and one `data:` line of JSON (see LiveEvent in the contracts), with a comment line as heartbeat',
        content: { 'text/event-stream': { schema: { type: 'string' as const } } },
      }
    : { description: 'OK', ...(route.doc.response ? { content: { 'application/json': { schema: schema(route.doc.response) } } } : {}) };
  const statuses = new Set<number>([503, 504, ...(route.doc.errors ?? [])]);
  if (route.body || route.query || Object.keys(route.params).length > 0) statuses.add(400);
  if (route.body) [413, 415].forEach((s) => statuses.add(s));
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'premium' || route.access === 'staff') statuses.add(403);
  return {
    [route.status]: ok,
    ...Object.fromEntries((route.doc.alsoOk ?? []).map((s) => [String(s), ok])),
    ...Object.fromEntries([...statuses].sort().map((s) => [String(s), (route.errorsAsJson ? jsonMessage : plain)(errorText[s] ?? 'Error')])),
  };
}

/** The OpenAPI document, generated from the routes the gateway's controllers declare. */
export function buildOpenApiDocument(routes: DocumentedRoute[]): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  for (const route of routes) {
    const parameters = [
      ...Object.entries(route.params).map(([name, s]) => ({
        name,
        in: 'path' as const,
        required: true,
        schema: s ? schema(s) : { type: 'string' as const },
      })),
      ...queryParameters(route.query),
    ];
    const bodyTypes = ['application/json', ...(route.doc.accepts ?? [])];
    const operation = {
      operationId: route.handler,
      summary: route.doc.summary,
      tags: [route.doc.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: Object.fromEntries(bodyTypes.map((t) => [t, { schema: schema(route.body!) }])) } }
        : {}),
      responses: responsesOf(route),
      ...(route.access === 'public' ? {} : { security: [{ session: [] }], 'x-access': route.access }),
    };
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kiin API',
      version: '1.0.0',
      description: 'The public API of Kiin. Errors are plain text, which the web app shows as `status: body`, except where a route documents JSON `{ message }`.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kiin_sid' } } },
    paths,
  };
}
