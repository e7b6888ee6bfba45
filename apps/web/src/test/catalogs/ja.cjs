module.exports = require('../compiledCatalog.cjs')('ja');
