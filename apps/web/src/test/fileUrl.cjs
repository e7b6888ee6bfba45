/** What a file imported for its URL stands for in the tests. */
module.exports = '/assets/file.svg';
