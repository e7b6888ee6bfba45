import {
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconBrandApple,
  IconBrandDiscord,
  IconBrandGooglePlay,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconCalendar,
  IconChevronDown,
  IconClock,
  IconDeviceGamepad2,
  IconDownload,
  IconExternalLink,
  IconEye,
  IconFileText,
  IconHeartHandshake,
  IconHome,
  IconMail,
  IconMessageCircle,
  IconMoodEmpty,
  IconNews,
  IconRefresh,
  IconRss,
  IconShieldCheck,
  IconShieldLock,
  IconSparkles,
  IconStarFilled,
  IconUserX,
} from '@tabler/icons-react';

/**
 * The icons of the public pages: drawn from one cached sprite file (site-icons.svg, written from this list
 * by `pnpm --filter @studio/web icons`) rather than carried by each page's JavaScript and inlined.
 */
export const SITE_ICONS = {
  'alert-circle': IconAlertCircle,
  'alert-triangle': IconAlertTriangle,
  'arrow-down': IconArrowDown,
  'arrow-left': IconArrowLeft,
  'arrow-right': IconArrowRight,
  'brand-apple': IconBrandApple,
  'brand-discord': IconBrandDiscord,
  'brand-google-play': IconBrandGooglePlay,
  'brand-instagram': IconBrandInstagram,
  'brand-x': IconBrandX,
  'brand-youtube': IconBrandYoutube,
  calendar: IconCalendar,
  'chevron-down': IconChevronDown,
  clock: IconClock,
  'device-gamepad-2': IconDeviceGamepad2,
  download: IconDownload,
  'external-link': IconExternalLink,
  eye: IconEye,
  'file-text': IconFileText,
  'heart-handshake': IconHeartHandshake,
  home: IconHome,
  mail: IconMail,
  'message-circle': IconMessageCircle,
  'mood-empty': IconMoodEmpty,
  news: IconNews,
  refresh: IconRefresh,
  rss: IconRss,
  'shield-check': IconShieldCheck,
  'shield-lock': IconShieldLock,
  sparkles: IconSparkles,
  'user-x': IconUserX,
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
