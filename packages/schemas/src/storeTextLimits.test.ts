import { cutToLimit, STORE_TEXT_LIMITS } from './storeTextLimits';

describe('the stores’ text limits', () => {
  it('are those the stores state', () => {
    expect(STORE_TEXT_LIMITS).toEqual({
      appStore: {
        name: { max: 30, unit: 'characters' },
        subtitle: { max: 30, unit: 'characters' },
        keywords: { max: 100, unit: 'bytes' },
        promotionalText: { max: 170, unit: 'characters' },
        description: { max: 4000, unit: 'characters' },
        releaseNotes: { max: 4000, unit: 'characters' },
      },
      googlePlay: {
        title: { max: 30, unit: 'characters' },
        shortDescription: { max: 80, unit: 'characters' },
        fullDescription: { max: 4000, unit: 'characters' },
        changelog: { max: 500, unit: 'characters' },
      },
    });
  });
});

describe('cutting a text to a limit', () => {
  const five = { max: 5, unit: 'characters' } as const;

  it('leaves a text within it as it is', () => {
    expect(cutToLimit('Space', five)).toEqual({ text: 'Space', cut: false });
  });

  it('keeps the first characters of a longer one, and says so', () => {
    expect(cutToLimit('Space Miner', five)).toEqual({ text: 'Space', cut: true });
  });

  it('counts a character outside the basic plane as one, and never splits it', () => {
    expect(cutToLimit('🚀🚀🚀🚀🚀🚀', five)).toEqual({ text: '🚀🚀🚀🚀🚀', cut: true });
  });

  it('counts bytes where the store does, cutting before a character that would not fit whole', () => {
    expect(cutToLimit('日本語', { max: 7, unit: 'bytes' })).toEqual({ text: '日本', cut: true });
    expect(cutToLimit('日本語', { max: 9, unit: 'bytes' })).toEqual({ text: '日本語', cut: false });
    expect(cutToLimit('é🚀', { max: 5, unit: 'bytes' })).toEqual({ text: 'é', cut: true });
  });
});
