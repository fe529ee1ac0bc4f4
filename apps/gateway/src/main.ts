import 'reflect-metadata';
import { loadConfig, logger } from '@kiin/service-kit';
import { envSchema } from './config';
import { createGateway } from './gateway';

const env = loadConfig(envSchema);
createGateway(env)
  .then(async (app) => {
    await app.listen(env.PORT, env.HOST);
    logger().info({ port: env.PORT }, `gateway listening on ${env.PUBLIC_ORIGIN}`);
  })
  .catch((error: unknown) => {
    logger().fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  });
