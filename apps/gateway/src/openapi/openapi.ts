import { apiRoutes } from '@kiin/contracts';
import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

const statusFor = (method: string, path: string) =>
  method === 'POST' && (path.endsWith('sign-up') || path.endsWith('contact')) ? '201' : '200';

/** The OpenAPI document, built from the same route list the gateway serves. */
export function buildOpenApiDocument(): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  for (const route of apiRoutes) {
    const parameters = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name: name,
      in: 'path' as const,
      required: true,
      schema: { type: 'string' as const },
    }));
    const errors: Record<string, { description: string; content: Record<string, { schema: object }> }> = {
      '400': { description: 'Invalid input; the body names the problem', content: { 'text/plain': { schema: { type: 'string' } } } },
    };
    if (route.access !== 'public') errors['401'] = { description: 'Authentication required', content: { 'text/plain': { schema: { type: 'string' } } } };
    if (route.access === 'premium') errors['403'] = { description: 'Premium membership required', content: { 'text/plain': { schema: { type: 'string' } } } };
    const operation = {
      summary: route.summary,
      tags: [route.tag],
      parameters,
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema(route.body) } } } }
        : {}),
      responses: route.navigation
        ? { '302': { description: 'Redirect' } }
        : {
            [statusFor(route.method, route.path)]: {
              description: 'OK',
              ...(route.response ? { content: { 'application/json': { schema: schema(route.response) } } } : {}),
            },
            ...errors,
          },
      ...(route.access === 'public' ? {} : { security: [{ session: [] }] }),
    };
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kiin API',
      version: '1.0.0',
      description: 'The public API of Kiin. Errors are plain text; the web app shows them as `status: body`.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kiin_sid' } } },
    paths,
  };
}
