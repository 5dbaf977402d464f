import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/**/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/**/*.isolated.test.ts'],
          environment: 'node',
          // One database per worker, shared by the files it runs: PGlite takes seconds to start.
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        // Server tests that replace a module (vi.mock) need a module graph of their own: in the
        // shared one above, the app was built before the mock and never sees it.
        test: {
          name: 'server-isolated',
          sequence: { groupOrder: 3 },
          include: ['apps/server/test/**/*.isolated.test.ts'],
          environment: 'node',
          isolate: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 2 },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Key-by-key typing runs alongside the server suites: room for a busy machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
