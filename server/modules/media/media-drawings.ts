/**
 * Line drawings of part kinds as SVG (viewBox 400 × 400): simple shapes a parts counter would
 * recognise, with the brand and part number printed on the picture.
 */

const INK = '#2f3b45';
const FILL = '#e3e9ee';
const ACCENT = '#e8a317';
const BACKGROUND = '#f7f8fa';

const line = (w = 6) => `fill="none" stroke="${INK}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const solid = (fill = FILL, w = 6) => `fill="${fill}" stroke="${INK}" stroke-width="${w}" stroke-linejoin="round"`;

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i / (teeth * 4)) * Math.PI * 2;
    const r = i % 4 < 2 ? outer : inner;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" ${solid()}/>`;
}

function ring(cx: number, cy: number, r: number, count: number, draw: (x: number, y: number, a: number) => string): string {
  return range(count)
    .map((i) => {
      const a = (i / count) * Math.PI * 2;
      return draw(cx + r * Math.cos(a), cy + r * Math.sin(a), (a * 180) / Math.PI);
    })
    .join('');
}

const DRAWINGS: Record<string, () => string> = {
  belt: () =>
    `<rect x="40" y="80" width="320" height="170" rx="85" ${line(16)}/>` +
    `<rect x="58" y="98" width="284" height="134" rx="67" fill="none" stroke="${ACCENT}" stroke-width="3"/>` +
    range(9).map((i) => `<line x1="${110 + i * 22}" y1="72" x2="${110 + i * 22}" y2="88" ${line(3)}/>`).join(''),
  seat: () =>
    `<path d="M120 70 Q110 60 130 55 L230 50 Q250 50 248 70 L240 190 L130 190 Z" ${solid()}/>` +
    `<path d="M100 190 L290 190 Q310 190 308 210 L300 235 L95 235 Q85 220 100 190 Z" ${solid()}/>` +
    `<path d="M140 80 L230 76 M138 110 L232 106 M136 140 L234 136" ${line(3)}/>` +
    `<path d="M150 235 L240 275 M240 235 L150 275" ${line(6)}/><rect x="120" y="272" width="150" height="16" rx="4" ${solid(ACCENT)}/>`,
  radiator: () =>
    `<rect x="70" y="60" width="260" height="36" rx="6" ${solid()}/><rect x="70" y="244" width="260" height="36" rx="6" ${solid()}/>` +
    `<rect x="80" y="96" width="240" height="148" ${solid('#ffffff', 5)}/>` +
    range(15).map((i) => `<line x1="${94 + i * 15}" y1="100" x2="${94 + i * 15}" y2="240" ${line(3)}/>`).join('') +
    `<rect x="185" y="40" width="30" height="20" rx="4" ${solid(ACCENT)}/><path d="M70 78 L40 78" ${line(14)}/><path d="M330 262 L360 262" ${line(14)}/>`,
  filter: () =>
    `<path d="M130 90 L130 270 Q130 290 200 290 Q270 290 270 270 L270 90" ${solid()}/>` +
    `<ellipse cx="200" cy="90" rx="70" ry="20" ${solid('#ffffff')}/><ellipse cx="200" cy="90" rx="24" ry="8" ${solid(ACCENT, 4)}/>` +
    `<path d="M130 140 Q200 160 270 140 M130 230 Q200 250 270 230" ${line(4)}/>` +
    `<rect x="150" y="165" width="100" height="45" rx="6" fill="${ACCENT}" opacity="0.85"/>`,
  pump: () =>
    `<circle cx="200" cy="170" r="85" ${solid()}/><circle cx="200" cy="170" r="35" ${solid('#ffffff')}/>` +
    `<rect x="270" y="150" width="80" height="40" ${solid()}/><path d="M350 170 L380 170" ${line(12)}/>` +
    `<rect x="180" y="55" width="40" height="35" ${solid(ACCENT)}/><rect x="60" y="150" width="55" height="40" ${solid(ACCENT)}/>` +
    ring(200, 170, 62, 6, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="${INK}"/>`),
  cylinder: () =>
    `<rect x="50" y="140" width="200" height="60" rx="8" ${solid()}/><rect x="250" y="158" width="100" height="24" ${solid('#ffffff')}/>` +
    `<circle cx="40" cy="170" r="20" ${solid(ACCENT)}/><circle cx="40" cy="170" r="7" fill="#fff"/>` +
    `<circle cx="360" cy="170" r="18" ${solid(ACCENT)}/><circle cx="360" cy="170" r="6" fill="#fff"/>` +
    `<rect x="80" y="118" width="18" height="22" ${solid()}/><rect x="210" y="118" width="18" height="22" ${solid()}/>`,
  gear: () => gearPath(200, 170, 120, 100, 18) + `<circle cx="200" cy="170" r="45" ${solid('#ffffff')}/><rect x="190" y="118" width="20" height="16" fill="${ACCENT}"/>`,
  bearing: () =>
    `<circle cx="200" cy="170" r="120" ${solid()}/><circle cx="200" cy="170" r="58" ${solid('#ffffff')}/>` +
    `<circle cx="200" cy="170" r="100" ${line(3)}/><circle cx="200" cy="170" r="78" ${line(3)}/>` +
    ring(200, 170, 89, 12, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="11" ${solid(ACCENT, 3)}/>`),
  light: () =>
    `<rect x="90" y="70" width="220" height="170" rx="20" ${solid()}/><rect x="110" y="90" width="180" height="130" rx="12" ${solid('#ffffff')}/>` +
    range(6).map((i) => `<circle cx="${140 + (i % 3) * 60}" cy="${125 + Math.floor(i / 3) * 60}" r="17" ${solid(ACCENT, 3)}/>`).join('') +
    `<path d="M170 240 L170 280 L230 280 L230 240" ${line(8)}/>`,
  switch: () =>
    `<rect x="120" y="110" width="160" height="130" rx="14" ${solid()}/><rect x="170" y="70" width="60" height="40" rx="6" ${solid(ACCENT)}/>` +
    `<path d="M200 90 L240 40" ${line(14)}/>` +
    range(3).map((i) => `<rect x="${150 + i * 40}" y="240" width="16" height="40" ${solid('#ffffff', 4)}/>`).join(''),
  alternator: () =>
    `<circle cx="210" cy="170" r="100" ${solid()}/>` +
    range(9).map((i) => `<line x1="${140 + i * 17}" y1="110" x2="${140 + i * 17}" y2="230" ${line(4)}/>`).join('') +
    `<circle cx="90" cy="170" r="38" ${solid(ACCENT)}/><circle cx="90" cy="170" r="22" ${line(4)}/>` +
    `<rect x="290" y="70" width="40" height="30" rx="6" ${solid()}/><rect x="290" y="240" width="40" height="30" rx="6" ${solid()}/>`,
  hose: () =>
    `<path d="M80 220 C120 60, 280 300, 320 120" ${line(26)}/><path d="M80 220 C120 60, 280 300, 320 120" fill="none" stroke="#7d8b96" stroke-width="8"/>` +
    `<polygon points="55,215 70,190 95,195 105,225 90,250 65,245" ${solid(ACCENT)}/>` +
    `<polygon points="300,120 310,92 338,90 350,115 338,140 310,142" ${solid(ACCENT)}/>`,
  blade: () =>
    `<path d="M30 185 L60 160 L340 160 L370 135 L372 165 L345 190 L60 190 Z" ${solid()}/>` +
    `<circle cx="200" cy="175" r="14" ${solid('#ffffff')}/><path d="M70 160 L120 160" stroke="${ACCENT}" stroke-width="6"/><path d="M280 190 L330 190" stroke="${ACCENT}" stroke-width="6"/>`,
  piston: () =>
    `<rect x="130" y="60" width="140" height="120" rx="10" ${solid()}/>` +
    range(3).map((i) => `<line x1="130" y1="${82 + i * 16}" x2="270" y2="${82 + i * 16}" ${line(4)}/>`).join('') +
    `<circle cx="200" cy="150" r="14" ${solid('#ffffff')}/><path d="M200 150 L185 270 L215 270 Z" ${solid(ACCENT)}/><circle cx="200" cy="275" r="28" ${solid()}/>`,
  gasket: () =>
    `<rect x="40" y="100" width="320" height="140" rx="24" ${solid()}/>` +
    range(3).map((i) => `<circle cx="${110 + i * 90}" cy="170" r="36" ${solid(BACKGROUND)}/>`).join('') +
    range(8).map((i) => `<circle cx="${65 + (i % 4) * 90}" cy="${i < 4 ? 120 : 220}" r="7" ${solid(ACCENT, 3)}/>`).join(''),
  battery: () =>
    `<rect x="90" y="100" width="220" height="170" rx="10" ${solid()}/><rect x="90" y="100" width="220" height="35" ${solid(ACCENT)}/>` +
    `<rect x="120" y="75" width="30" height="25" ${solid()}/><rect x="250" y="75" width="30" height="25" ${solid()}/>` +
    `<path d="M135 175 L135 205 M120 190 L150 190 M250 190 L280 190" ${line(6)}/>`,
  wheel: () =>
    `<circle cx="200" cy="170" r="125" ${solid('#55606a')}/><circle cx="200" cy="170" r="80" ${solid()}/>` +
    ring(200, 170, 110, 16, (x, y, a) => `<rect x="${(x - 8).toFixed(1)}" y="${(y - 14).toFixed(1)}" width="16" height="28" fill="${INK}" transform="rotate(${a.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`) +
    ring(200, 170, 45, 6, (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" ${solid(ACCENT, 3)}/>`) +
    `<circle cx="200" cy="170" r="18" ${solid('#ffffff', 4)}/>`,
  fan: () =>
    ring(200, 170, 70, 5, (x, y, a) => `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="75" ry="30" ${solid()} transform="rotate(${(a + 20).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`) +
    `<circle cx="200" cy="170" r="32" ${solid(ACCENT)}/><circle cx="200" cy="170" r="10" fill="#fff"/>`,
  gauge: () =>
    `<circle cx="200" cy="170" r="120" ${solid()}/><circle cx="200" cy="170" r="100" ${solid('#ffffff', 4)}/>` +
    range(11).map((i) => {
      const a = Math.PI * (0.75 + (i / 10) * 1.5);
      return `<line x1="${(200 + 85 * Math.cos(a)).toFixed(1)}" y1="${(170 + 85 * Math.sin(a)).toFixed(1)}" x2="${(200 + 98 * Math.cos(a)).toFixed(1)}" y2="${(170 + 98 * Math.sin(a)).toFixed(1)}" ${line(4)}/>`;
    }).join('') +
    `<path d="M200 170 L265 115" stroke="${ACCENT}" stroke-width="8" stroke-linecap="round"/><circle cx="200" cy="170" r="12" fill="${INK}"/>`,
  pulley: () =>
    `<circle cx="200" cy="170" r="120" ${solid()}/><circle cx="200" cy="170" r="100" ${line(4)}/><circle cx="200" cy="170" r="88" ${line(4)}/>` +
    `<circle cx="200" cy="170" r="40" ${solid(ACCENT)}/><circle cx="200" cy="170" r="18" ${solid('#ffffff', 4)}/>`,
  tooth: () =>
    `<path d="M60 130 L250 145 L350 175 L250 205 L60 220 Z" ${solid()}/><path d="M250 145 L350 175 L250 205" ${solid(ACCENT)}/>` +
    `<circle cx="120" cy="175" r="14" ${solid('#ffffff')}/>`,
  manual: () =>
    `<rect x="110" y="50" width="190" height="250" rx="8" ${solid()}/><rect x="110" y="50" width="26" height="250" ${solid(ACCENT)}/>` +
    range(5).map((i) => `<line x1="160" y1="${110 + i * 30}" x2="${270 - (i % 2) * 30}" y2="${110 + i * 30}" ${line(5)}/>`).join(''),
  bolt: () =>
    `<polygon points="90,120 120,90 160,90 160,250 120,250 90,220" ${solid(ACCENT)}/>` +
    `<rect x="160" y="135" width="190" height="70" ${solid()}/>` +
    range(10).map((i) => `<line x1="${180 + i * 17}" y1="135" x2="${172 + i * 17}" y2="205" ${line(3)}/>`).join(''),
  bottle: () =>
    `<path d="M120 110 L120 280 Q120 295 135 295 L275 295 Q290 295 290 280 L290 140 L240 90 L170 90 Z" ${solid()}/>` +
    `<rect x="180" y="55" width="45" height="35" rx="4" ${solid(ACCENT)}/><path d="M250 100 Q310 110 290 170" ${line(10)}/>` +
    `<rect x="140" y="170" width="130" height="80" rx="6" fill="${ACCENT}" opacity="0.85"/>`,
  mirror: () =>
    `<rect x="150" y="50" width="170" height="200" rx="30" ${solid()}/><rect x="168" y="68" width="134" height="164" rx="20" ${solid('#dff1fb', 3)}/>` +
    `<path d="M150 200 L70 280" ${line(14)}/><circle cx="70" cy="280" r="14" ${solid(ACCENT)}/>`,
  valve: () =>
    `<rect x="80" y="100" width="240" height="140" rx="8" ${solid()}/>` +
    range(3).map((i) => `<rect x="${110 + i * 70}" y="60" width="40" height="40" ${solid(ACCENT)}/><circle cx="${130 + i * 70}" cy="190" r="16" ${solid('#ffffff', 4)}/>`).join('') +
    `<path d="M320 170 L370 170" ${line(14)}/>`,
  cap: () =>
    `<circle cx="200" cy="180" r="105" ${solid()}/><circle cx="200" cy="180" r="70" ${solid(ACCENT)}/>` +
    `<rect x="60" y="165" width="50" height="30" rx="8" ${solid()}/><rect x="290" y="165" width="50" height="30" rx="8" ${solid()}/>`,
  chain: () =>
    range(6)
      .map((i) => `<rect x="${30 + i * 58}" y="${i % 2 ? 150 : 140}" width="80" height="${i % 2 ? 40 : 60}" rx="${i % 2 ? 20 : 30}" ${i % 2 ? solid(ACCENT, 5) : line(8)}/>`)
      .join(''),
  plug: () =>
    `<rect x="185" y="40" width="30" height="35" ${solid()}/><path d="M170 75 L230 75 L222 170 L178 170 Z" ${solid('#ffffff')}/>` +
    `<polygon points="160,170 240,170 250,195 240,220 160,220 150,195" ${solid(ACCENT)}/>` +
    `<rect x="175" y="220" width="50" height="60" ${solid()}/>` +
    range(5).map((i) => `<line x1="175" y1="${228 + i * 11}" x2="225" y2="${224 + i * 11}" ${line(3)}/>`).join('') +
    `<path d="M200 280 L200 298 L215 298" ${line(5)}/>`,
  shaft: () =>
    `<rect x="90" y="152" width="220" height="36" rx="6" ${solid()}/>` +
    `<path d="M40 130 L90 130 L90 210 L40 210" ${line(10)}/><path d="M360 130 L310 130 L310 210 L360 210" ${line(10)}/>` +
    range(7).map((i) => `<line x1="${120 + i * 25}" y1="152" x2="${120 + i * 25}" y2="188" stroke="${ACCENT}" stroke-width="5"/>`).join(''),
  clutch: () =>
    `<circle cx="200" cy="170" r="125" ${solid()}/><circle cx="200" cy="170" r="95" ${line(4)}/>` +
    ring(200, 170, 68, 6, (x, y, a) => `<rect x="${(x - 14).toFixed(1)}" y="${(y - 8).toFixed(1)}" width="28" height="16" rx="4" ${solid(ACCENT, 3)} transform="rotate(${(a + 90).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`) +
    gearPath(200, 170, 34, 26, 10) + `<circle cx="200" cy="170" r="16" fill="#fff" stroke="${INK}" stroke-width="4"/>`,
  key: () =>
    `<circle cx="110" cy="170" r="60" ${solid(ACCENT)}/><circle cx="95" cy="170" r="16" ${solid(BACKGROUND, 4)}/>` +
    `<path d="M170 155 L350 155 L350 175 L330 175 L330 195 L310 195 L310 175 L290 175 L290 190 L270 190 L270 185 L170 185 Z" ${solid()}/>`,
  step: () =>
    `<rect x="70" y="150" width="260" height="50" rx="6" ${solid()}/>` +
    range(8).map((i) => `<circle cx="${100 + i * 29}" cy="175" r="8" ${solid(BACKGROUND, 3)}/>`).join('') +
    `<path d="M100 150 L100 70 L300 70 L300 150" ${line(10)}/><rect x="90" y="200" width="220" height="14" fill="${ACCENT}"/>`,
  muffler: () =>
    `<rect x="80" y="110" width="240" height="120" rx="60" ${solid()}/>` +
    `<path d="M80 170 L30 170" ${line(22)}/><path d="M320 170 L350 170 L350 60" ${line(22)}/>` +
    `<rect x="150" y="140" width="100" height="60" rx="8" fill="${ACCENT}" opacity="0.85"/>`,
  generic: () =>
    `<path d="M200 60 L330 115 L330 245 L200 300 L70 245 L70 115 Z" ${solid()}/>` +
    `<path d="M70 115 L200 170 L330 115 M200 170 L200 300" ${line(6)}/>` +
    `<path d="M135 87 L265 142 L265 185" stroke="${ACCENT}" stroke-width="14" fill="none"/>`,
};

/** Part kinds that have their own drawing; anything else is drawn as a parts box. */
export const DRAWN_KINDS = Object.keys(DRAWINGS);

export interface PictureLabel {
  brand: string;
  partNumber: string;
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fitFont(text: string, maxWidth: number, maxSize: number, advance: number): number {
  return Math.max(12, Math.min(maxSize, Math.floor(maxWidth / Math.max(1, text.length * advance))));
}

/** The SVG of a part picture at the given pixel size. */
export function drawPartSvg(kind: string, label: PictureLabel, size: number): string {
  const art = (DRAWINGS[kind] ?? DRAWINGS.generic)();
  const partSize = fitFont(label.partNumber, 360, 42, 0.62);
  const brandSize = fitFont(label.brand.toUpperCase(), 360, 24, 0.68);
  return svgFrame(
    size,
    `<g transform="translate(0 6)">${art}</g>` +
      `<text x="200" y="${350 - (42 - partSize) / 2}" text-anchor="middle" font-family="DejaVu Sans Mono, Liberation Mono, Menlo, monospace" font-weight="bold" font-size="${partSize}" fill="${INK}">${escapeXml(label.partNumber)}</text>` +
      `<text x="200" y="382" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${brandSize}" letter-spacing="2" fill="#6b7780">${escapeXml(label.brand.toUpperCase())}</text>`,
  );
}

/** A category picture: the drawing of its kind with the category name under it. */
export function drawCategorySvg(kind: string, name: string, size: number): string {
  const nameSize = fitFont(name, 370, 34, 0.58);
  return svgFrame(
    size,
    `<g transform="translate(0 10)">${(DRAWINGS[kind] ?? DRAWINGS.generic)()}</g>` +
      `<text x="200" y="368" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${nameSize}" fill="${INK}">${escapeXml(name)}</text>`,
  );
}

/** The placeholder picture: a parts box with "No picture yet". */
export function drawPlaceholderSvg(size: number): string {
  return svgFrame(
    size,
    `<g opacity="0.45" transform="translate(0 6)">${DRAWINGS.generic()}</g>` +
      `<text x="200" y="352" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" fill="#6b7780">No picture yet</text>` +
      `<text x="200" y="384" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="18" letter-spacing="4" fill="${ACCENT}">IRONYARD</text>`,
  );
}

function svgFrame(size: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${BACKGROUND}"/>${body}</svg>`
  );
}
