import { appDocumentSchema } from './appDocumentSchema';
import { appDocumentText } from './appDocuments';
import { appDocumentPath, categoryPath } from './publicPaths';

const app = { termsLink: 'Play fair.', privacyLink: '  ', accountDeletion: null };

describe('app documents', () => {
  it("read each kind from the app's own field, blank counting as none", () => {
    expect(appDocumentText(app, 'terms')).toBe('Play fair.');
    expect(appDocumentText(app, 'privacy')).toBeNull();
    expect(appDocumentText(app, 'accountDeletion')).toBeNull();
  });

  it('answer the text under the name of their kind', () => {
    expect(
      appDocumentSchema('accountDeletion').parse({ appName: 'Hop', accountDeletion: null }),
    ).toEqual({ appName: 'Hop', accountDeletion: null });
  });

  it('each have a page below the app, and categories one below the list', () => {
    expect(appDocumentPath('hop', 'accountDeletion')).toBe('/apps/hop/account-deletion');
    expect(categoryPath('Board Games')).toBe('/apps/category/Board%20Games');
  });
});
