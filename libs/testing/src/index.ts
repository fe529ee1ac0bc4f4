export * from './infra';
export * from './kafka';
export * from './process';
export * from './wait';
export * from './events';
export * from './containers';
export * from './smtp';
export * from './safety-corpus';
