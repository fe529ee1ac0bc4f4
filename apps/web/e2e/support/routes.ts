// The same list the component tests render in jsdom: one source for both levels.
// eslint-disable-next-line no-restricted-imports -- within the web project, not out of it
export { publicPages } from '../../src/testing/public-routes';
