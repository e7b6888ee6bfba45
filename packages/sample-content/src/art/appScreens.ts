import { between, SCREEN_HEIGHT, SCREEN_WIDTH, times, type ScreenLayout } from './screenLayout';
import { fittingFontSize, linearGradient, mix, svgText } from './svg';

const CENTER = SCREEN_WIDTH / 2;
const INK = '#0f172a';
const LIGHT_SURFACE = '#f8fafc';
const LINE = '#e2e8f0';

function checkMark(x: number, y: number, size: number, colour: string): string {
  return `<path d="M${x - size} ${y} l${size * 0.7} ${size * 0.7} l${size * 1.3} -${size * 1.4}" fill="none" stroke="${colour}" stroke-width="${Math.max(4, size / 3)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The arc of a progress ring, clockwise from the top, covering `fraction` of the circle. */
function progressArc(cx: number, cy: number, radius: number, fraction: number): string {
  const angle = fraction * Math.PI * 2 - Math.PI / 2;
  const x = Math.round(cx + radius * Math.cos(angle));
  const y = Math.round(cy + radius * Math.sin(angle));
  return `M${cx} ${cy - radius} A${radius} ${radius} 0 ${fraction > 0.5 ? 1 : 0} 1 ${x} ${y}`;
}

/** App mock screens: a task list, a focus timer, flash cards, statistics and a spirit level. */
export const APP_LAYOUTS = {
  tasks: {
    ink: INK,
    draw: ({ palette, label, random }) => {
      const rows = times(6, (index) => {
        const y = 290 + index * 150;
        const done = index < 2;
        const box = done
          ? `<circle cx="104" cy="${y + 64}" r="26" fill="${palette.from}"/>${checkMark(100, y + 66, 12, '#fff')}`
          : `<circle cx="104" cy="${y + 64}" r="24" fill="none" stroke="#cbd5e1" stroke-width="5"/>`;
        return `<rect x="40" y="${y}" width="652" height="128" rx="32" fill="#fff" stroke="${LINE}" stroke-width="2"/>${box}
        <rect x="152" y="${y + 38}" width="${between(random, 200, 380)}" height="22" rx="11" fill="${done ? '#cbd5e1' : '#334155'}"/>
        <rect x="152" y="${y + 76}" width="${between(random, 110, 240)}" height="16" rx="8" fill="${LINE}"/>
        <rect x="566" y="${y + 46}" width="90" height="36" rx="18" fill="${mix(palette.accent, '#ffffff', 0.55)}"/>`;
      });
      return `<rect width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" fill="${LIGHT_SURFACE}"/>
      ${svgText(48, 200, label, { size: fittingFontSize(label, 560, 60), weight: 800, fill: INK })}
      <rect x="48" y="226" width="220" height="18" rx="9" fill="#cbd5e1"/>
      ${rows}
      <circle cx="620" cy="1300" r="64" fill="${palette.from}"/>
      <path d="M620 1272 V1328 M592 1300 H648" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`;
    },
  },
  timer: {
    ink: '#fff',
    draw: ({
      palette,
      label,
    }) => `<defs>${linearGradient('timerSky', palette.from, mix(palette.from, '#000000', 0.45), true)}</defs>
      <rect width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" fill="url(#timerSky)"/>
      <rect x="166" y="120" width="400" height="72" rx="36" fill="#fff" fill-opacity="0.12"/>
      <rect x="172" y="126" width="194" height="60" rx="30" fill="#fff"/>
      <circle cx="${CENTER}" cy="640" r="240" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="34"/>
      <path d="${progressArc(CENTER, 640, 240, 0.72)}" fill="none" stroke="${palette.accent}" stroke-width="34" stroke-linecap="round"/>
      ${svgText(CENTER, 676, label, { size: 112, fill: '#fff', anchor: 'middle' })}
      ${svgText(CENTER, 744, 'FOCUS', { size: 28, fill: '#fff', anchor: 'middle', opacity: 0.7, spacing: 6 })}
      ${times(4, (index) => `<circle cx="${CENTER - 60 + index * 40}" cy="960" r="10" fill="${index < 2 ? palette.accent : '#fff'}" fill-opacity="${index < 2 ? 1 : 0.3}"/>`)}
      <rect x="116" y="1060" width="500" height="112" rx="56" fill="#fff"/>
      <path d="M${CENTER - 16} 1092 V1140 M${CENTER + 16} 1092 V1140" stroke="${palette.from}" stroke-width="14" stroke-linecap="round"/>
      <circle cx="196" cy="1290" r="48" fill="#fff" fill-opacity="0.14"/>
      <circle cx="536" cy="1290" r="48" fill="#fff" fill-opacity="0.14"/>`,
  },
  cards: {
    ink: INK,
    draw: ({
      palette,
      label,
    }) => `<defs><filter id="cardShadow" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="${INK}" flood-opacity="0.16"/></filter></defs>
      <rect width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" fill="${mix(palette.to, '#ffffff', 0.85)}"/>
      <rect x="48" y="130" width="636" height="16" rx="8" fill="#fff"/>
      <rect x="48" y="130" width="380" height="16" rx="8" fill="${palette.from}"/>
      <rect x="96" y="250" width="540" height="780" rx="48" fill="#fff" fill-opacity="0.5" transform="rotate(-6 ${CENTER} 640)"/>
      <rect x="96" y="250" width="540" height="780" rx="48" fill="#fff" fill-opacity="0.75" transform="rotate(4 ${CENTER} 640)"/>
      <rect x="86" y="240" width="560" height="800" rx="48" fill="#fff" filter="url(#cardShadow)"/>
      <rect x="126" y="290" width="150" height="44" rx="22" fill="${mix(palette.accent, '#ffffff', 0.7)}"/>
      ${svgText(CENTER, 640, label, { size: fittingFontSize(label, 480, 88), weight: 800, fill: palette.from, anchor: 'middle' })}
      <rect x="226" y="700" width="280" height="20" rx="10" fill="${LINE}"/>
      <rect x="266" y="740" width="200" height="20" rx="10" fill="${LINE}"/>
      <circle cx="226" cy="1200" r="72" fill="#fff"/>
      <path d="M202 1176 l48 48 M250 1176 l-48 48" stroke="#f43f5e" stroke-width="12" stroke-linecap="round"/>
      <circle cx="506" cy="1200" r="72" fill="${palette.from}"/>
      ${checkMark(498, 1204, 24, '#fff')}`,
  },
  stats: {
    ink: INK,
    draw: ({ palette, label, random }) => {
      const heights = Array.from({ length: 7 }, () => between(random, 130, 380));
      const bars = heights
        .map(
          (height, index) =>
            `<rect x="${86 + index * 86}" y="${950 - height}" width="56" height="${height}" rx="18" fill="url(#bars)"/>${svgText(114 + index * 86, 1000, 'MTWTFSS'.charAt(index), { size: 26, fill: '#94a3b8', anchor: 'middle', weight: 600 })}`,
        )
        .join('');
      return `<defs>${linearGradient('bars', palette.to, palette.from, true)}</defs>
      <rect width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" fill="${LIGHT_SURFACE}"/>
      ${svgText(48, 200, label, { size: fittingFontSize(label, 560, 56), weight: 800, fill: INK })}
      <rect x="40" y="240" width="316" height="190" rx="36" fill="${palette.from}"/>
      ${svgText(76, 352, `${between(random, 12, 96)}`, { size: 72, weight: 800, fill: '#fff' })}
      <rect x="76" y="380" width="160" height="16" rx="8" fill="#fff" fill-opacity="0.5"/>
      <rect x="376" y="240" width="316" height="190" rx="36" fill="${mix(palette.accent, '#ffffff', 0.55)}"/>
      ${svgText(412, 352, `${between(random, 40, 99)}%`, { size: 72, weight: 800, fill: INK })}
      <rect x="412" y="380" width="160" height="16" rx="8" fill="${INK}" fill-opacity="0.25"/>
      <rect x="40" y="470" width="652" height="570" rx="40" fill="#fff" stroke="${LINE}" stroke-width="2"/>
      ${bars}
      ${times(2, (index) => {
        const y = 1080 + index * 140;
        return `<rect x="40" y="${y}" width="652" height="116" rx="32" fill="#fff" stroke="${LINE}" stroke-width="2"/>
        <circle cx="104" cy="${y + 58}" r="30" fill="${mix(palette.to, '#ffffff', 0.6)}"/>
        <rect x="156" y="${y + 36}" width="${between(random, 220, 360)}" height="20" rx="10" fill="#334155"/>
        <rect x="156" y="${y + 70}" width="${between(random, 120, 220)}" height="14" rx="7" fill="${LINE}"/>`;
      })}`;
    },
  },
  level: {
    ink: '#fff',
    draw: ({ palette, label, random }) => {
      const bubbleX = CENTER + between(random, -40, 40);
      const bubbleY = 600 + between(random, -40, 40);
      return `<defs>${linearGradient('levelSky', INK, palette.from, true)}</defs>
      <rect width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" fill="url(#levelSky)"/>
      ${[260, 180, 100].map((radius) => `<circle cx="${CENTER}" cy="600" r="${radius}" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="4"/>`).join('')}
      <path d="M${CENTER} 310 V890 M${CENTER - 290} 600 H${CENTER + 290}" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>
      <circle cx="${bubbleX}" cy="${bubbleY}" r="64" fill="${palette.accent}" fill-opacity="0.9"/>
      <circle cx="${bubbleX - 22}" cy="${bubbleY - 22}" r="16" fill="#fff" fill-opacity="0.6"/>
      ${svgText(CENTER, 1040, label, { size: 120, fill: '#fff', anchor: 'middle' })}
      <rect x="96" y="1150" width="540" height="110" rx="55" fill="#fff" fill-opacity="0.1" stroke="#fff" stroke-opacity="0.3" stroke-width="3"/>
      <path d="M${CENTER - 50} 1166 V1244 M${CENTER + 50} 1166 V1244" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>
      <ellipse cx="${bubbleX}" cy="1205" rx="52" ry="34" fill="${palette.accent}"/>`;
    },
  },
} satisfies Record<string, ScreenLayout>;
