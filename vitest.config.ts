import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves a core idle (CPUs - 1: one worker on a 2-core machine). Most of the
    // suite's time is spent waiting on servers, databases and child processes, so one worker per core.
    maxWorkers: '100%',
    globalSetup: ['tests/fixtures/compile-test-content.ts', 'tests/fixtures/postgres-notice.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Many node tests start a server or a command and wait for it; on a shared, busy machine that
          // takes several times the idle figure, so the default 5 s would fail tests, not code.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          include: [
            'engine/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/security/*.test.ts',
            'tests/faults/*.test.ts',
            'tests/deploy/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Stylesheets are left out (each import is empty) but the design tokens, whose text
          // Storybook's token page reads (site/styles/design-tokens.stories.tsx).
          css: { include: [/site\/styles\/tokens\.css/] },
          setupFiles: ['tests/testing/setup-dom.ts'],
          // Above testing-library's 10 s wait (tests/testing/setup-dom.ts), so a missing element is reported as such.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          include: [
            'engine/**/*.test.tsx',
            // The browser's modules run in a browser's environment, their plain-TypeScript tests too.
            'renderers/**/*.test.{ts,tsx}',
            'site/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.tsx',
          ],
        },
      },
    ],
  },
});
