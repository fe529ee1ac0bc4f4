/**
 * The operator commands' entry (`@kiin/service-kit/admin`): what a service's `admin` script
 * needs and nothing else. The whole kit (NestJS, Kafka, BullMQ, metrics) took 1.2 s of the
 * command's 1.6 s to load; this entry loads the database layer alone.
 */
export { type AdminResult, runAdminCommand } from './database/admin-command';
