import 'reflect-metadata';
import { loadConfig, logger } from '@kiin/service-kit';
import { envSchema } from './config';
import { createGateway } from './gateway';
import { serviceProbeUrls, ServiceReadiness, startInternalServer } from './health/health';

const env = loadConfig(envSchema);
createGateway(env)
  .then(async (app) => {
    await app.listen(env.PORT, env.HOST);
    await startInternalServer(env, new ServiceReadiness(serviceProbeUrls(env)));
    logger().info({ port: env.INTERNAL_PORT, host: env.INTERNAL_HOST }, 'gateway metrics and probes on the internal port');
    logger().info({ port: env.PORT }, `gateway listening on ${env.PUBLIC_ORIGIN}`);
  })
  .catch((error: unknown) => {
    logger().fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  });
