// The api suite's PostgreSQL project (root jest.config.cjs): its test files take their scratch
// databases from the server TEST_DATABASE_URL names (see test-database.ts).
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
