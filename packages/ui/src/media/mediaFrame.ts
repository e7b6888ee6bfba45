import type { CSSProperties } from 'react';

/** Media is portrait phone footage: 9:16. */
export const MEDIA_WIDTH = 540;
export const MEDIA_HEIGHT = 960;

/** The box every strip entry takes: the strip's height, 9:16, rounded, dark while loading. */
export const frameStyle: CSSProperties = {
  display: 'block',
  aspectRatio: `${MEDIA_WIDTH} / ${MEDIA_HEIGHT}`,
  height: '100%',
  width: 'auto',
  maxWidth: 'none',
  border: 0,
  borderRadius: 'var(--mantine-radius-lg)',
  background: 'var(--mantine-color-ink-9)',
};
