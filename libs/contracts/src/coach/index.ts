export * from './api';
export * from './domain';
export * from './errors';
export * from './jobs';
export * from './patterns';
export * from './events';
export * from './mail';
export * from './notes';
