export * from './corpus';
export * from './engine';
export * from './safety-check';
