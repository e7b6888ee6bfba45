import { between, SCREEN_HEIGHT, SCREEN_WIDTH, times, type ScreenLayout } from './screenLayout';
import { linearGradient, mix, svgText } from './svg';

const CENTER = SCREEN_WIDTH / 2;
// The kingdom map is 5 x 7 tiles; the castle stands on the middle one.
const MAP_COLUMNS = 5;
const MAP_ROWS = 7;
const CASTLE_TILE = 17;

function asteroid(x: number, y: number, radius: number, random: () => number, ore: string): string {
  const corners = times(9, (index) => {
    const angle = (index / 9) * Math.PI * 2;
    const reach = radius * (0.75 + random() * 0.35);
    return `${Math.round(x + Math.cos(angle) * reach)},${Math.round(y + Math.sin(angle) * reach)} `;
  });
  return `<polygon points="${corners.trim()}" fill="#64748b" stroke="#94a3b8" stroke-width="4" stroke-linejoin="round"/>
    <circle cx="${x - radius / 3}" cy="${y - radius / 4}" r="7" fill="${ore}"/>
    <circle cx="${x + radius / 4}" cy="${y + radius / 5}" r="5" fill="${ore}"/>`;
}

/** Gameplay mock screens: a space scene, a kingdom map and a night race. */
export const GAME_LAYOUTS = {
  space: {
    ink: '#fff',
    draw: ({ palette, label, random }) => {
      const rocks = Array.from({ length: 5 }, (_, index) => ({
        // Alternating sides keep the rocks from piling up on each other.
        x: index % 2 ? between(random, 400, 640) : between(random, 90, 330),
        y: 600 + index * 110 + between(random, 0, 50),
      }));
      const target = rocks[rocks.length - 1]!;
      return `<defs>${linearGradient('spaceSky', '#050816', palette.from, true)}${linearGradient('planet', palette.to, palette.from)}</defs>
      <rect width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" fill="url(#spaceSky)"/>
      ${times(70, () => `<circle cx="${between(random, 0, SCREEN_WIDTH)}" cy="${between(random, 0, SCREEN_HEIGHT)}" r="${between(random, 1, 4)}" fill="#fff" fill-opacity="${(0.3 + random() * 0.7).toFixed(2)}"/>`)}
      <g fill="none" stroke="${palette.accent}" stroke-width="10" transform="rotate(-16 560 380)">
        <ellipse cx="560" cy="380" rx="230" ry="50"/>
        <circle cx="560" cy="380" r="150" fill="url(#planet)" stroke="none"/>
        <path d="M330 380a230 50 0 0 0 460 0"/>
      </g>
      ${rocks.map((rock) => asteroid(rock.x, rock.y, between(random, 40, 76), random, palette.accent)).join('')}
      <path d="M${CENTER} 1250 L${target.x} ${target.y}" stroke="${palette.accent}" stroke-width="6" stroke-dasharray="20 12" stroke-linecap="round"/>
      <path d="M${CENTER - 20} 1360 L${CENTER} 1430 L${CENTER + 20} 1360 Z" fill="${palette.accent}"/>
      <path d="M${CENTER} 1240 L${CENTER + 56} 1380 L${CENTER} 1350 L${CENTER - 56} 1380 Z" fill="#fff"/>
      <rect x="40" y="110" width="300" height="72" rx="36" fill="#fff" fill-opacity="0.14"/>
      <circle cx="84" cy="146" r="18" fill="${palette.accent}"/>
      ${svgText(118, 159, label, { size: 34, fill: '#fff' })}
      ${times(3, (index) => `<circle cx="${600 + index * 44}" cy="146" r="15" fill="${index < 2 ? palette.accent : '#fff'}" fill-opacity="${index < 2 ? 1 : 0.3}"/>`)}`;
    },
  },
  kingdom: {
    ink: '#0f172a',
    draw: ({ palette, label, random }) => {
      const tile = 116;
      const gap = 16;
      const left = (SCREEN_WIDTH - MAP_COLUMNS * tile - (MAP_COLUMNS - 1) * gap) / 2;
      const roof = palette.from;
      const tree = mix(palette.from, '#000000', 0.2);
      const tiles = times(MAP_COLUMNS * MAP_ROWS, (index) => {
        const x = left + (index % MAP_COLUMNS) * (tile + gap);
        const y = 240 + Math.floor(index / MAP_COLUMNS) * (tile + gap);
        const ground = `<rect x="${x}" y="${y}" width="${tile}" height="${tile}" rx="22" fill="${mix(palette.to, '#ffffff', 0.15 + random() * 0.3)}"/>`;
        const roll = random();
        if (index === CASTLE_TILE)
          return `${ground}<rect x="${x + 24}" y="${y + 44}" width="68" height="56" fill="#fff7ed"/><rect x="${x + 14}" y="${y + 20}" width="24" height="80" fill="#fff7ed"/><rect x="${x + 78}" y="${y + 20}" width="24" height="80" fill="#fff7ed"/><path d="M${x + 10} ${y + 24} L${x + 26} ${y + 4} L${x + 42} ${y + 24} Z M${x + 74} ${y + 24} L${x + 90} ${y + 4} L${x + 106} ${y + 24} Z" fill="${roof}"/><path d="M${x + 58} ${y + 44} V${y + 8} l22 10 -22 10" fill="${palette.accent}" stroke="${roof}" stroke-width="3"/>`;
        if (roll < 0.25)
          return `${ground}<rect x="${x + 32}" y="${y + 56}" width="52" height="40" fill="#fff7ed"/><path d="M${x + 24} ${y + 60} L${x + 58} ${y + 26} L${x + 92} ${y + 60} Z" fill="${roof}"/>`;
        if (roll < 0.55)
          return `${ground}<circle cx="${x + 42}" cy="${y + 50}" r="24" fill="${tree}"/><circle cx="${x + 76}" cy="${y + 72}" r="20" fill="${tree}"/>`;
        return ground;
      });
      return `<rect width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" fill="${mix(palette.to, '#ffffff', 0.6)}"/>
      <rect x="40" y="110" width="260" height="76" rx="38" fill="#fff" fill-opacity="0.85"/>
      ${svgText(170, 160, label, { size: 32, fill: palette.from, anchor: 'middle' })}
      <rect x="432" y="110" width="260" height="76" rx="38" fill="#fff" fill-opacity="0.85"/>
      <circle cx="478" cy="148" r="20" fill="${palette.accent}" stroke="${roof}" stroke-width="4"/>
      ${svgText(516, 160, `${between(random, 1000, 9000).toLocaleString('en-US')}`, { size: 32, fill: palette.from })}
      ${tiles}
      <rect x="40" y="1228" width="652" height="148" rx="52" fill="#fff"/>
      ${times(4, (index) => `<circle cx="${130 + index * 158}" cy="1302" r="44" fill="${index === 1 ? palette.from : mix(palette.to, '#ffffff', 0.6)}"/>`)}`;
    },
  },
  race: {
    ink: '#fff',
    draw: ({ palette, label, random }) => {
      const horizon = 520;
      const dashes = times(8, (index) => {
        const near = (index + 1) / 8;
        const far = near - 0.06;
        const y1 = Math.round(horizon + (SCREEN_HEIGHT - horizon) * far * far);
        const y2 = Math.round(horizon + (SCREEN_HEIGHT - horizon) * near * near);
        return `<path d="M${CENTER} ${y1} V${y2}" stroke="#fff" stroke-opacity="0.85" stroke-width="${Math.round(4 + 22 * near)}"/>`;
      });
      let skylineX = 0;
      const skyline: string[] = [];
      while (skylineX < SCREEN_WIDTH) {
        const width = between(random, 34, 70);
        const height = between(random, 40, 170);
        skyline.push(
          `<rect x="${skylineX}" y="${horizon - height}" width="${width - 4}" height="${height}" fill="${mix(palette.from, '#000000', 0.55)}"/>`,
        );
        skylineX += width;
      }
      return `<defs>${linearGradient('raceSky', '#050816', palette.from, true)}</defs>
      <rect width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" fill="url(#raceSky)"/>
      <ellipse cx="${CENTER}" cy="${horizon}" rx="440" ry="130" fill="${palette.to}" fill-opacity="0.35"/>
      ${skyline.join('')}
      <polygon points="${CENTER - 36},${horizon} ${CENTER + 36},${horizon} ${SCREEN_WIDTH + 140},${SCREEN_HEIGHT} -140,${SCREEN_HEIGHT}" fill="#0b0f1c"/>
      <path d="M${CENTER - 36} ${horizon} L-140 ${SCREEN_HEIGHT}" stroke="${palette.to}" stroke-width="10"/>
      <path d="M${CENTER + 36} ${horizon} L${SCREEN_WIDTH + 140} ${SCREEN_HEIGHT}" stroke="${palette.accent}" stroke-width="10"/>
      ${dashes}
      <ellipse cx="${CENTER}" cy="1320" rx="150" ry="40" fill="${palette.to}" fill-opacity="0.45"/>
      <rect x="${CENTER - 84}" y="1040" width="168" height="270" rx="44" fill="${palette.to}"/>
      <rect x="${CENTER - 60}" y="1100" width="120" height="76" rx="20" fill="${palette.accent}" fill-opacity="0.85"/>
      <rect x="${CENTER - 70}" y="1276" width="44" height="16" rx="8" fill="#fff"/>
      <rect x="${CENTER + 26}" y="1276" width="44" height="16" rx="8" fill="#fff"/>
      <rect x="40" y="110" width="200" height="72" rx="36" fill="#fff" fill-opacity="0.14"/>
      ${svgText(140, 158, 'LAP 2/3', { size: 30, fill: '#fff', anchor: 'middle', spacing: 2 })}
      ${svgText(SCREEN_WIDTH - 48, 168, label, { size: 56, fill: palette.accent, anchor: 'end' })}`;
    },
  },
} satisfies Record<string, ScreenLayout>;
