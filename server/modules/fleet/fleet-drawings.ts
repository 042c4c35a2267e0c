// Side-view line drawings of machine kinds, for model pages (the demo store has no photographs).

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const BODY = 'fill="#f4c430" stroke="#222" stroke-width="4" stroke-linejoin="round"';
const TYRE = 'fill="#333" stroke="#111" stroke-width="4"';
const HUB = 'fill="#ccc" stroke="#111" stroke-width="3"';

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" ${TYRE}/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.45)}" ${HUB}/>`;
}

function shape(type: string): string {
  const t = type.toLowerCase();
  if (t.includes('excavator')) {
    return `<rect x="90" y="250" width="260" height="50" rx="25" ${TYRE}/><path d="M120 250 L120 170 L300 170 L300 250 Z" ${BODY}/><path d="M150 170 L150 110 L220 110 L230 170 Z" ${BODY}/><path d="M290 180 L420 90 L500 150 L470 165 L410 125 L310 200 Z" ${BODY}/><path d="M480 150 L520 230 L470 230 Z" ${BODY}/>`;
  }
  if (t.includes('dozer')) {
    return `<rect x="110" y="240" width="300" height="60" rx="30" ${TYRE}/><path d="M140 240 L140 160 L330 160 L380 240 Z" ${BODY}/><path d="M170 160 L170 100 L250 100 L260 160 Z" ${BODY}/><path d="M420 140 L460 140 L470 300 L430 300 Z" ${BODY}/><path d="M380 220 L430 200" stroke="#222" stroke-width="8"/>`;
  }
  if (t.includes('skid') || t.includes('track loader')) {
    const base = t.includes('track') ? `<rect x="120" y="250" width="230" height="50" rx="25" ${TYRE}/>` : wheel(160, 265, 38) + wheel(310, 265, 38);
    return `${base}<path d="M130 240 L130 120 L320 120 L340 240 Z" ${BODY}/><path d="M320 140 L420 200 L440 200 L440 260 L380 260 L380 220 L320 190 Z" ${BODY}/>`;
  }
  if (t.includes('backhoe')) {
    return `${wheel(170, 250, 55)}${wheel(380, 265, 38)}<path d="M120 230 L140 150 L330 150 L430 200 L430 240 L120 240 Z" ${BODY}/><path d="M180 150 L180 80 L280 80 L290 150 Z" ${BODY}/><path d="M120 170 L40 90 L20 130 L60 150 L100 200 Z" ${BODY}/><path d="M430 200 L510 230 L500 280 L450 270 Z" ${BODY}/>`;
  }
  if (t.includes('utv')) {
    return `${wheel(150, 260, 40)}${wheel(400, 260, 40)}<path d="M100 240 L120 180 L330 180 L350 140 L460 150 L470 240 Z" ${BODY}/><path d="M200 180 L220 90 L360 90 L360 145" fill="none" stroke="#222" stroke-width="6"/>`;
  }
  if (t.includes('mower') || t.includes('lawn')) {
    return `${wheel(150, 255, 45)}${wheel(400, 265, 32)}<rect x="180" y="265" width="200" height="25" rx="8" ${BODY}/><path d="M110 230 L130 170 L300 170 L440 200 L450 240 L110 240 Z" ${BODY}/><path d="M170 170 L180 110 L230 110 L240 170 Z" fill="#333" stroke="#111" stroke-width="3"/>`;
  }
  // Tractors.
  return `${wheel(170, 230, 75)}${wheel(410, 265, 40)}<path d="M150 200 L170 140 L300 140 L300 110 L460 140 L470 220 L250 230 Z" ${BODY}/><path d="M180 140 L190 60 L290 60 L300 140" fill="none" stroke="#222" stroke-width="6"/><rect x="330" y="90" width="12" height="50" fill="#333"/>`;
}

/** An SVG drawing of a machine of this type, captioned with its name. */
export function drawMachineSvg(type: string, name: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360" width="560" height="360">` +
    `<rect width="560" height="360" fill="#f5f5f0"/><line x1="0" y1="305" x2="560" y2="305" stroke="#bbb" stroke-width="2"/>` +
    shape(type) +
    `<text x="20" y="340" font-family="sans-serif" font-size="18" fill="#333">${escapeXml(name)}</text></svg>`
  );
}
