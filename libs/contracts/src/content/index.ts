export * from './api';
export * from './domain';
export * from './engage';
export * from './errors';
export * from './events';
export * from './patterns';
