/** The colours of one piece of artwork: a gradient from `from` to `to`, and `accent` for highlights. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const FONT_FAMILY =
  "'Inter', 'SF Pro Display', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('\n');
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export interface TextStyle {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
}

export function svgText(x: number, y: number, content: string, style: TextStyle): string {
  const attributes = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${style.size}"`,
    `font-weight="${style.weight ?? 700}"`,
    `fill="${style.fill}"`,
    `text-anchor="${style.anchor ?? 'start'}"`,
    style.opacity === undefined ? '' : `fill-opacity="${style.opacity}"`,
    style.spacing === undefined ? '' : `letter-spacing="${style.spacing}"`,
  ];
  return `<text ${attributes.filter(Boolean).join(' ')}>${escapeXml(content)}</text>`;
}

/** Average width of a bold sans-serif character, in font sizes: an estimate, as there are no font metrics here. */
export const CHARACTER_WIDTH = 0.54;

/** The largest font size, up to `max`, at which a line of bold text fits `width`. */
export function fittingFontSize(content: string, width: number, max: number): number {
  return Math.min(max, Math.floor(width / (content.length * CHARACTER_WIDTH)));
}

/** Splits text into lines of at most `maxChars` characters, breaking between words. */
export function wrapWords(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A colour between two #rrggbb colours: 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(a, index) + (channel(b, index) - channel(a, index)) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** A repeatable sequence of numbers in [0, 1) from a text, so that every seed draws the same pictures. */
export function randomSequence(seedText: string): () => number {
  let seed = 2166136261;
  for (const character of seedText) seed = Math.imul(seed ^ character.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
