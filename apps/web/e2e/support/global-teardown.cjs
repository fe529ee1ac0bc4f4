// Jest's global teardown for the end-to-end tests: see closeWorkerBrowser in environment.cjs.
const { closeWorkerBrowser } = require('./environment.cjs');

module.exports = closeWorkerBrowser;
