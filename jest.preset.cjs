// Shared Jest settings: every package compiles its TypeScript with SWC to CommonJS for Jest.
module.exports = {
  testEnvironment: 'node',
  // The machines are shared: a jsdom test that types into a form can take seconds when the cores are busy.
  // Timeouts only catch hangs; what a test checks is in its assertions.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};
