import {
  PRIVACY_DATA_WITHOUT_COLLECTION_MESSAGE,
  PRIVACY_NO_DATA_MESSAGE,
  PRIVACY_PURPOSES_MESSAGE,
  privacyDeclarationSchema,
} from './privacyDeclaration';
import { PRIVACY_DATA_TYPE_IDS, PRIVACY_DATA_TYPES } from './privacyDataTypes';
import { collectedData, collectingDeclaration, messagesFor, NO_DATA_DECLARATION } from './testing';

const email = collectedData('EMAIL_ADDRESS');

/** A declaration with deletion requests, collecting `data` as given (possibly what the schema refuses). */
const collecting = (data: unknown[]) => ({
  ...collectingDeclaration([], { deletionRequests: true }),
  data,
});

describe('a privacy declaration', () => {
  it('takes the data types an app collects, each with its purposes and answers', () => {
    expect(privacyDeclarationSchema.parse(collecting([email]))).toEqual(collecting([email]));
  });

  it('takes "collects no data" with no data types', () => {
    expect(privacyDeclarationSchema.parse(NO_DATA_DECLARATION)).toEqual(NO_DATA_DECLARATION);
  });

  it('refuses an app that collects data but names none', () => {
    expect(messagesFor(privacyDeclarationSchema, collecting([]), 'data')).toEqual([
      PRIVACY_NO_DATA_MESSAGE,
    ]);
  });

  it('refuses data types on an app that collects none', () => {
    const declaration = { ...collecting([email]), collectsData: false };
    expect(messagesFor(privacyDeclarationSchema, declaration, 'data')).toEqual([
      PRIVACY_DATA_WITHOUT_COLLECTION_MESSAGE,
    ]);
  });

  it('refuses a data type without a purpose, twice listed, or unknown', () => {
    expect(
      messagesFor(privacyDeclarationSchema, collecting([{ ...email, purposes: [] }]), 'data'),
    ).toEqual([PRIVACY_PURPOSES_MESSAGE]);
    expect(messagesFor(privacyDeclarationSchema, collecting([email, email]), 'data')).toEqual([
      'Email address is listed twice',
    ]);
    expect(
      messagesFor(privacyDeclarationSchema, collecting([{ ...email, type: 'SHOE_SIZE' }]), 'data'),
    ).toEqual(['Choose a data type from the list']);
    expect(
      messagesFor(
        privacyDeclarationSchema,
        collecting([{ ...email, purposes: ['ANALYTICS', 'ANALYTICS'] }]),
        'data',
      ),
    ).toEqual(['Name each purpose once']);
  });

  it('refuses a missing answer rather than guessing it', () => {
    const { usedForTracking: _left, ...withoutTracking } = email;
    expect(privacyDeclarationSchema.safeParse(collecting([withoutTracking])).success).toBe(false);
  });
});

describe('the data type table', () => {
  it("holds Apple's 32 data types, each with a label and a Google Play type", () => {
    expect(PRIVACY_DATA_TYPE_IDS).toHaveLength(32);
    for (const id of PRIVACY_DATA_TYPE_IDS) {
      const { label, play } = PRIVACY_DATA_TYPES[id];
      expect(label).not.toBe('');
      expect(play.question).toMatch(/^PSL_DATA_TYPES_[A-Z_]+$/);
      expect(play.response).toMatch(/^PSL_[A-Z_]+$/);
    }
  });
});
