// Shared Jest settings: every package compiles its TypeScript with SWC to CommonJS for Jest.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  // The machines are shared: a jsdom test that types into a form can take seconds when the cores are busy.
  // Timeouts only catch hangs; what a test checks is in its assertions.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    // @react-email/render (the e-mails) loads react-dom/server with import(), which Jest's CommonJS cannot
    // run: SWC turns it into a require, in that one package.
    '@react-email/render/.+\\.cjs$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?@react-email[+/]render)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};
