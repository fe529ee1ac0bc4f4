// A global setup and teardown that do nothing: `npm run test:inventory` collects test titles
// without the databases the integration tests' own setup prepares.
module.exports = async () => undefined;
