import {
  IconArrowDown,
  IconArrowRight,
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconChevronDown,
  IconMail,
  IconMessageCircle,
  IconSparkles,
} from '@tabler/icons-react';

/**
 * The icons of the layout and the home page, which nearly every visit draws: drawn from one cached sprite
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
  mail: IconMail,
  'message-circle': IconMessageCircle,
  sparkles: IconSparkles,
} as const;

export type SiteIconName = keyof typeof SITE_ICONS;
