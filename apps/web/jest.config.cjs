const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // The build's own plugins have tests too.
  testMatch: [...preset.testMatch, '<rootDir>/vite-plugins/**/*.test.ts'],
};
