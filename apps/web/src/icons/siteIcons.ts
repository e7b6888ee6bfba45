import {
  IconArrowDown,
  IconArrowRight,
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconChevronDown,
  IconEye,
  IconMail,
  IconMessageCircle,
  IconSparkles,
  IconStarFilled,
} from '@tabler/icons-react';

/**
 * The icons of the layout and of the cards, which nearly every visit draws: drawn from one cached sprite
 * file (site-icons.svg, written from this list by `pnpm --filter @studio/web icons`) rather than inline.
 */
export const SITE_ICONS = {
  'arrow-down': IconArrowDown,
  'arrow-right': IconArrowRight,
  'brand-discord': IconBrandDiscord,
  'brand-instagram': IconBrandInstagram,
  'brand-x': IconBrandX,
  'brand-youtube': IconBrandYoutube,
  'chevron-down': IconChevronDown,
  eye: IconEye,
  mail: IconMail,
  'message-circle': IconMessageCircle,
  sparkles: IconSparkles,
} as const;

/** The app cards' fixed rating: five of Tabler's filled stars in a row, 16 px each and 2 px apart. */
export const STAR_RATING = {
  name: 'star-rating',
  icon: IconStarFilled,
  stars: 5,
  starSize: 16,
  gap: 2,
} as const;
export const STAR_RATING_WIDTH =
  STAR_RATING.stars * STAR_RATING.starSize + (STAR_RATING.stars - 1) * STAR_RATING.gap;

export type SiteIconName = keyof typeof SITE_ICONS | typeof STAR_RATING.name;
