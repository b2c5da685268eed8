import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Every component test runs in one time zone (the product's default, with both clock changes),
// whatever the machine's: set before the test workers start, which inherit it.
process.env.TZ = 'Europe/London';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // The longest journeys through a page (a workplace's break rules: add five, remove them) take
      // 2-3 s on a quiet machine and passed 5 s on a loaded one; a hang still fails, at 15 s.
      testTimeout: 15_000,
    },
  }),
);
