import { appInputSchema } from './app';
import {
  COMING_SOON_NEEDS_LAUNCH_MESSAGE,
  PRE_ORDER_LINK_MESSAGE,
  PRE_REGISTRATION_LINK_MESSAGE,
} from './comingSoon';
import { messagesFor } from './testing';

const validApp = {
  name: 'Star Garden',
  slug: 'star-garden',
  description: 'Grow a garden among the stars.',
  shortDescription: 'A cosy space gardening game.',
  category: 'Game',
  icon: '/api/files/abc/icon.png',
  screenshots: ['/api/files/abc/shot.png'],
};
const launch = '2027-04-01T09:00:00Z';

describe('a coming-soon app', () => {
  it('is an ordinary app unless marked, with no launch texts or pre-launch links', () => {
    const parsed = appInputSchema.parse(validApp);
    expect(parsed).toMatchObject({
      comingSoon: false,
      expectedLaunch: null,
      preRegistrationUrl: null,
      preOrderUrl: null,
      launchMessage: null,
    });
  });

  it('keeps its expected launch, store links to pre-register and pre-order, and launch message', () => {
    const fields = {
      comingSoon: true,
      publishAt: launch,
      expectedLaunch: ' Spring 2027 ',
      preRegistrationUrl: 'https://play.google.com/store/apps/details?id=com.studio.stargarden',
      preOrderUrl: 'https://apps.apple.com/app/star-garden/id1234567890',
      launchMessage: 'Star Garden is out: your seeds are waiting.',
    };
    expect(appInputSchema.parse({ ...validApp, ...fields })).toMatchObject({
      ...fields,
      expectedLaunch: 'Spring 2027',
    });
  });

  it('needs its launch date, since it is public until then', () => {
    expect(messagesFor(appInputSchema, { ...validApp, comingSoon: true }, 'publishAt')).toEqual([
      COMING_SOON_NEEDS_LAUNCH_MESSAGE,
    ]);
    expect(COMING_SOON_NEEDS_LAUNCH_MESSAGE).toBe(
      'A coming-soon app needs its launch date and time (Publish at)',
    );
  });

  it('says when to expect it in 50 characters at most', () => {
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, expectedLaunch: 'x'.repeat(51) },
        'expectedLaunch',
      ),
    ).toEqual(['Expected launch must be at most 50 characters']);
  });

  it('pre-registers on a Google Play app page', () => {
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, preRegistrationUrl: 'https://example.com/pre-register' },
        'preRegistrationUrl',
      ),
    ).toEqual([PRE_REGISTRATION_LINK_MESSAGE]);
    expect(PRE_REGISTRATION_LINK_MESSAGE).toBe(
      'Pre-registration link must look like https://play.google.com/store/apps/details?id=com.example.app',
    );
  });

  it('pre-orders on an App Store app page', () => {
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, preOrderUrl: 'https://apps.apple.com/us/app/star-garden' },
        'preOrderUrl',
      ),
    ).toEqual([PRE_ORDER_LINK_MESSAGE]);
    expect(PRE_ORDER_LINK_MESSAGE).toBe(
      'Pre-order link must be an https://apps.apple.com address with the app id, e.g. https://apps.apple.com/app/id123456789',
    );
  });

  it('takes a launch message of 500 characters at most', () => {
    expect(
      messagesFor(appInputSchema, { ...validApp, launchMessage: 'x'.repeat(501) }, 'launchMessage'),
    ).toEqual(['Launch message must be at most 500 characters']);
  });
});
