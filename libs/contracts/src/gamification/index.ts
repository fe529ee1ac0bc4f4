export * from './badges';
export * from './events';
export * from './patterns';
export * from './points';
