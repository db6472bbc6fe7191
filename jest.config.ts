import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that Jest must transform. */
const ESM_PACKAGES = ['next-intl', 'use-intl', 'ky', 'jose', '@formatjs', 'icu-minify', 'intl-messageformat', 'embla-carousel[^/]*'];

/**
 * Unit tests: the site's in tests/unit/**, the sandbox platform's in sandbox/tests/**, the platform contract's in
 * platform-contract/tests/**. Components run in jsdom; a file
 * that needs Node starts with `@jest-environment node`.
 */
const config = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/support/empty-module.ts',
  },
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/sandbox/tests/**/*.test.ts', '<rootDir>/platform-contract/tests/**/*.test.ts'],
  // Form tests type character by character: on a loaded two-core CI machine 5 s is not enough for the slowest.
  testTimeout: 20_000,
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
});

const jestConfig = async () => {
  const resolved = await config();
  return {
    ...resolved,
    // Every core (Jest's default leaves one free: on a two-core CI machine that is half of it idle).
    maxWorkers: '100%',
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
};

export default jestConfig;
