import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests; API tests against a PGlite snapshot; and the same API
// tests against PostgreSQL when DATABASE_URL is set (each suite in a database of its own).
const apiTests = ['apps/server/src/**/*.api.test.ts'];
const withPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/core/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          exclude: apiTests,
          environment: 'node',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          globalSetup: ['apps/server/src/testing/globalSetup.ts'],
          env: { PLAZA_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is memory-hungry: at most two suites at a time on these two-core machines.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                globalSetup: ['apps/server/src/testing/globalSetup.ts'],
                env: { PLAZA_TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                maxWorkers: 2,
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
  },
});
