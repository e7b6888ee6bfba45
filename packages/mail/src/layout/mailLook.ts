import {
  brand,
  dimmedColor,
  headingFonts,
  ink,
  pageBackground,
  systemFonts,
  textColor,
} from '@studio/ui/palette';

/** The site's look as e-mails can carry it: inline colours and font stacks (no stylesheet reaches a mail client). */
export const MAIL_LOOK = {
  page: pageBackground,
  card: '#ffffff',
  banner: ink[9],
  bannerText: '#ffffff',
  text: textColor,
  dimmed: dimmedColor,
  link: brand[7],
  button: brand[6],
  buttonText: '#ffffff',
  font: systemFonts,
  headingFont: headingFonts,
} as const;
