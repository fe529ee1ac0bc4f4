export * from './api';
export * from './domain';
export * from './errors';
export * from './events';
export * from './jobs';
export * from './patterns';
export * from './routes';
export * from './points';
