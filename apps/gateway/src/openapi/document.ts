import { gatewayControllers } from '../app.module';
import { buildOpenApiDocument } from './openapi';
import { describeRoutes } from './routes';

/** The committed document's text: what `npm run openapi` writes and the gateway serves. */
export const openApiText = (): string => `${JSON.stringify(buildOpenApiDocument(describeRoutes(gatewayControllers)), null, 2)}\n`;
