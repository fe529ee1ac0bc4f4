export * from './api';
export * from './domain';
export * from './errors';
export * from './events';
export * from './patterns';
export * from './phrases';
export * from './mail';
export * from './paging';
