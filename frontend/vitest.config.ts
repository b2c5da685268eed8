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
    },
  }),
);
