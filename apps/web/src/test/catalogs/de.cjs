module.exports = require('../compiledCatalog.cjs')('de');
