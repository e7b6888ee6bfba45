import { FONT_FAMILY, escapeXml, linearGradient, svgDocument, type Palette } from './svg';

const SIZE = 512;
// iOS-like corner radius: about 22% of the side.
const CORNER = 112;

/** Glyphs drawn on a 512 x 512 tile: white shapes with accent details. */
const GLYPHS = {
  orbit: ({ accent }: Palette) => `
    <ellipse cx="256" cy="268" rx="180" ry="54" fill="none" stroke="${accent}" stroke-width="20" transform="rotate(-18 256 268)"/>
    <circle cx="256" cy="268" r="104" fill="#fff"/>
    <path d="M76 268a180 54 0 0 0 360 0" fill="none" stroke="${accent}" stroke-width="20" stroke-linecap="round" transform="rotate(-18 256 268)"/>
    <circle cx="392" cy="124" r="24" fill="#fff"/>`,
  crown: ({ accent }: Palette) => `
    <path d="M132 344 L116 184 L196 248 L256 144 L316 248 L396 184 L380 344 Z" fill="#fff" stroke="#fff" stroke-width="20" stroke-linejoin="round"/>
    <rect x="128" y="364" width="256" height="44" rx="16" fill="#fff"/>
    <circle cx="116" cy="176" r="22" fill="${accent}"/>
    <circle cx="256" cy="132" r="24" fill="${accent}"/>
    <circle cx="396" cy="176" r="22" fill="${accent}"/>
    <circle cx="256" cy="292" r="24" fill="${accent}"/>`,
  bolt: ({ accent }: Palette) => `
    <path d="M72 214h64M52 262h72M80 310h48" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>
    <path d="M316 72 L150 292 H246 L206 440 L382 204 H286 Z" fill="#fff" stroke="#fff" stroke-width="16" stroke-linejoin="round"/>`,
  timer: ({ accent }: Palette) => `
    <rect x="220" y="72" width="72" height="36" rx="14" fill="#fff"/>
    <rect x="244" y="100" width="24" height="36" fill="#fff"/>
    <circle cx="256" cy="284" r="132" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="40"/>
    <path d="M256 152 A132 132 0 1 1 124 284" fill="none" stroke="#fff" stroke-width="40" stroke-linecap="round"/>
    <circle cx="256" cy="284" r="30" fill="${accent}"/>`,
  leaf: ({ accent }: Palette) => `
    <g transform="rotate(35 256 256)">
      <path d="M256 84 C392 160 400 332 256 428 C112 332 120 160 256 84 Z" fill="#fff"/>
      <path d="M256 136 V400 M256 230 l56 -44 M256 230 l-56 -44 M256 310 l64 -50 M256 310 l-64 -50" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
    </g>`,
  level: ({ from, accent }: Palette) => `
    <rect x="80" y="192" width="352" height="128" rx="64" fill="#fff"/>
    <rect x="168" y="220" width="176" height="72" rx="36" fill="${accent}" fill-opacity="0.35"/>
    <circle cx="256" cy="256" r="30" fill="${accent}"/>
    <path d="M204 216v80M308 216v80" stroke="${from}" stroke-width="10" stroke-linecap="round"/>`,
};

export type Glyph = keyof typeof GLYPHS | 'initials';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function initialsGlyph(name: string): string {
  return `<text x="256" y="256" dy="0.35em" font-family="${FONT_FAMILY}" font-size="200" font-weight="800" fill="#fff" text-anchor="middle" letter-spacing="-8">${escapeXml(initials(name))}</text>`;
}

/** A 512 x 512 app icon: a rounded gradient tile with a soft shine and a glyph (or the app's initials). */
export function appIconSvg(name: string, palette: Palette, glyph: Glyph): string {
  const mark = glyph === 'initials' ? initialsGlyph(name) : GLYPHS[glyph](palette);
  return svgDocument(
    SIZE,
    SIZE,
    `${name} icon`,
    `<defs>
    ${linearGradient('tile', palette.from, palette.to)}
    <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <clipPath id="shape"><rect width="${SIZE}" height="${SIZE}" rx="${CORNER}"/></clipPath>
    <filter id="lift" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#000" flood-opacity="0.22"/></filter>
  </defs>
  <g clip-path="url(#shape)">
    <rect width="${SIZE}" height="${SIZE}" fill="url(#tile)"/>
    <circle cx="440" cy="72" r="180" fill="#fff" fill-opacity="0.08"/>
    <circle cx="40" cy="480" r="140" fill="#000" fill-opacity="0.06"/>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#shine)"/>
  </g>
  <g filter="url(#lift)">${mark}</g>`,
  );
}
