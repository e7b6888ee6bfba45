module.exports = require('../compiledCatalog.cjs')('en');
