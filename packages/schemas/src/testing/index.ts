// What the tests of every package share about the schemas (`@studio/schemas/testing`): never imported by
// the site's or the API's own code.
export { messagesFor } from './messagesFor';
export { collectedData, collectingDeclaration, NO_DATA_DECLARATION } from './privacyDeclarations';
