export * from './cards';
export * from './normalise';
