const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
