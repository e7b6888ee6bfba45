const { BREAKPOINTS, mixins } = require('./cssMixins.cjs');

module.exports = {
  plugins: {
    'postcss-preset-mantine': { mixins },
    'postcss-simple-vars': {
      variables: Object.fromEntries(
        Object.entries(BREAKPOINTS).map(([name, width]) => [`mantine-breakpoint-${name}`, width]),
      ),
    },
  },
};
