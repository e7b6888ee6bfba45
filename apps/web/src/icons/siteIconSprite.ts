import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SITE_ICONS, STAR_RATING, STAR_RATING_WIDTH } from './siteIcons';

/** Each icon as Tabler draws it, its <svg> turned into a <symbol> with the same drawing attributes. */
function iconSymbol(name: string, Icon: (typeof SITE_ICONS)[keyof typeof SITE_ICONS]): string {
  return renderToStaticMarkup(createElement(Icon))
    .replace(/^<svg [^>]*?(viewBox="[^"]*"[^>]*?) class="[^"]*">/, `<symbol id="${name}" $1>`)
    .replace(/<\/svg>$/, '</symbol>');
}

/** The star rating: a symbol holding each star as Tabler draws it, in an <svg> of its own at its place. */
function starRatingSymbol(): string {
  const { name, icon, stars, starSize, gap } = STAR_RATING;
  const drawn = Array.from({ length: stars }, (_, index) =>
    renderToStaticMarkup(createElement(icon, { size: starSize, x: index * (starSize + gap) }))
      .replace(' xmlns="http://www.w3.org/2000/svg"', '')
      .replace(/ class="[^"]*"/, ''),
  );
  return `<symbol id="${name}" viewBox="0 0 ${STAR_RATING_WIDTH} ${starSize}">${drawn.join('')}</symbol>`;
}

export function siteIconSprite(): string {
  const symbols = [
    ...Object.entries(SITE_ICONS).map(([name, Icon]) => iconSymbol(name, Icon)),
    starRatingSymbol(),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
