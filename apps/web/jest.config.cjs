const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // A file imported for its URL (Vite gives its hashed address): the tests need an address only.
    '\\?url&no-inline$': '<rootDir>/src/test/fileUrl.cjs',
  },
  // A catalog as the build compiles it (the catalogs' own test reads their JSON from the disk).
  resolver: '<rootDir>/src/test/catalogResolver.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // The build's own plugins have tests too.
  testMatch: [...preset.testMatch, '<rootDir>/vite-plugins/**/*.test.ts'],
};
