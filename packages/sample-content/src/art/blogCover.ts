import {
  CHARACTER_WIDTH,
  linearGradient,
  mix,
  svgDocument,
  svgText,
  wrapWords,
  type Palette,
} from './svg';

const WIDTH = 1200;
const HEIGHT = 630;
const TEXT_LEFT = 80;
const TEXT_WIDTH = 640;

/** Decorations for the right-hand side of a cover (x from about 720). */
const MOTIFS = {
  orbits: ({ accent }: Palette) =>
    [90, 160, 230, 300]
      .map(
        (radius, index) =>
          `<circle cx="1010" cy="315" r="${radius}" fill="none" stroke="#fff" stroke-opacity="${0.32 - index * 0.06}" stroke-width="3"/><circle cx="${1010 + Math.round(radius * Math.cos(index * 1.9))}" cy="${315 + Math.round(radius * Math.sin(index * 1.9))}" r="${14 - index * 2}" fill="${index === 1 ? accent : '#fff'}"/>`,
      )
      .join('') + `<circle cx="1010" cy="315" r="46" fill="#fff"/>`,
  blocks: ({ accent }: Palette) =>
    Array.from({ length: 16 }, (_, index) => {
      const column = index % 4;
      const row = Math.floor(index / 4);
      const highlighted = index === 6;
      return `<rect x="${800 + column * 100}" y="${120 + row * 100}" width="76" height="76" rx="18" fill="${highlighted ? accent : '#fff'}" fill-opacity="${highlighted ? 1 : 0.1 + ((column + row) % 3) * 0.1}" transform="rotate(12 1000 315)"/>`;
    }).join(''),
  waves: ({ accent }: Palette) =>
    Array.from({ length: 7 }, (_, index) => {
      const y = 140 + index * 60;
      return `<path d="M700 ${y} C800 ${y - 70} 900 ${y + 70} 1000 ${y} S1200 ${y - 70} 1260 ${y}" fill="none" stroke="${index === 3 ? accent : 'url(#fade)'}" stroke-width="${index === 3 ? 8 : 4}" stroke-linecap="round"/>`;
    }).join(''),
  milestones: ({ accent }: Palette) => {
    const stops = [
      [780, 470],
      [880, 360],
      [1000, 400],
      [1080, 250],
      [1140, 150],
    ] as const;
    const route = `<path d="M${stops.map(([x, y]) => `${x} ${y}`).join(' L')}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"/>`;
    const dots = stops
      .map(([x, y], index) =>
        index === stops.length - 1
          ? `<circle cx="${x}" cy="${y}" r="30" fill="${accent}"/>`
          : `<circle cx="${x}" cy="${y}" r="18" fill="#fff"/>`,
      )
      .join('');
    return route + dots;
  },
};

export type CoverMotif = keyof typeof MOTIFS;

export interface CoverArt {
  palette: Palette;
  motif: CoverMotif;
}

/** The largest title size that fits the text column in at most three lines. */
function titleLines(title: string): { size: number; lines: string[] } {
  for (const size of [64, 56, 48]) {
    const lines = wrapAt(title, size);
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 44, lines: wrapAt(title, 44) };
}

function wrapAt(title: string, size: number): string[] {
  return wrapWords(title, Math.floor(TEXT_WIDTH / (size * CHARACTER_WIDTH)));
}

/** A 1200 x 630 blog cover: category, title and a decoration on a gradient. */
export function blogCoverSvg(title: string, category: string, art: CoverArt): string {
  const { size, lines } = titleLines(title);
  const lineHeight = Math.round(size * 1.18);
  const top = 330 - ((lines.length - 1) * lineHeight) / 2;
  const label = category.toUpperCase();
  return svgDocument(
    WIDTH,
    HEIGHT,
    title,
    `<defs>
    ${linearGradient('cover', art.palette.from, art.palette.to)}
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.3"/></linearGradient>
    <clipPath id="frame"><rect width="${WIDTH}" height="${HEIGHT}"/></clipPath>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#cover)"/>
  <g clip-path="url(#frame)">
    <circle cx="1040" cy="-40" r="260" fill="#fff" fill-opacity="0.06"/>
    ${MOTIFS[art.motif](art.palette)}
  </g>
  <rect x="${TEXT_LEFT}" y="80" width="${Math.round(label.length * 17 + 44)}" height="48" rx="24" fill="${mix(art.palette.from, '#000000', 0.25)}" fill-opacity="0.45"/>
  ${svgText(TEXT_LEFT + 24, 112, label, { size: 20, fill: '#fff', spacing: 3 })}
  ${lines.map((line, index) => svgText(TEXT_LEFT, Math.round(top + index * lineHeight), line, { size, weight: 800, fill: '#fff' })).join('\n')}
  <rect x="${TEXT_LEFT}" y="540" width="72" height="8" rx="4" fill="${art.palette.accent}"/>`,
  );
}
