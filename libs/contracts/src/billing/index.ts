export * from './domain';
export * from './errors';
export * from './events';
export * from './jobs';
export * from './mail';
export * from './patterns';
export * from './plans';
