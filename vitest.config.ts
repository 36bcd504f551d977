import { defineConfig } from 'vitest/config'

/**
 * Two projects: `unit` (Node, in-memory builds of fixture sites) and `browser` (real headless Chromium
 * against the built site in build/, which ./bin/test builds first).
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/browser/**', '**/node_modules/**', 'test/fixtures/**'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
})
