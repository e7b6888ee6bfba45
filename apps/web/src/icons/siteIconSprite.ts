import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SITE_ICONS } from './siteIcons';

/** Each icon as Tabler draws it, its <svg> turned into a <symbol> with the same drawing attributes. */
export function siteIconSprite(): string {
  const symbols = Object.entries(SITE_ICONS).map(([name, Icon]) =>
    renderToStaticMarkup(createElement(Icon))
      .replace(/^<svg [^>]*?(viewBox="[^"]*"[^>]*?) class="[^"]*">/, `<symbol id="${name}" $1>`)
      .replace(/<\/svg>$/, '</symbol>'),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
