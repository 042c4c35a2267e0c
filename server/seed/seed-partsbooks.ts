import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { diagramLineItemProducts, diagramLineItems, diagrams, machineSections } from '../db/schema/partsbooks';
import { BRANDS } from './seed-data';
import { insertRows, syncSequence } from './seed-insert';
import { slugify } from './seed-products';
import { createRandom, hashSeed, type Random } from './seed-random';

// A parts book stays readable: at most this many drawings per machine and parts per drawing.
const MAX_DIAGRAMS_PER_MODEL = 16;
const PARTS_PER_DIAGRAM = 8;
export const DIAGRAM_WIDTH = 800;
export const DIAGRAM_HEIGHT = 600;

interface FittedPart {
  modelId: number;
  modelName: string;
  modelBrand: string;
  productId: number;
  productName: string;
  mpn: string;
  pictureKind: string;
  subId: number;
  subName: string;
  groupId: number;
  groupName: string;
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
}

export interface PartsBookSummary {
  sections: number;
  diagrams: number;
  lineItems: number;
}

interface Callout {
  label: string;
  kind: string;
  x: number;
  y: number;
}

/**
 * Parts books for every machine model with fitted parts: a section per category group, a child
 * section per sub-category, and exploded-view drawings whose numbered callouts name the catalogue
 * parts that fit. Reads the seeded products, so the same catalogue gives the same books.
 */
export async function seedPartsBooks(db: Db, seed: number): Promise<PartsBookSummary> {
  // One machine at a time: a 1M catalogue has about 3M fitted parts, too many to hold at once. Each part's
  // sub-category is found once for the whole catalogue (a per-row lookup made a 1M seed take most of an hour here).
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table part_sub_category on commit drop as
        select distinct on (pc.product_id) pc.product_id, pc.category_id
          from product_categories pc join categories c on c.id = pc.category_id and c.parent_category_id is not null
          order by pc.product_id, pc.display_order, pc.category_id`);
    await tx.execute(sql`create unique index on part_sub_category (product_id)`);
    await tx.execute(sql`analyze part_sub_category, products, product_fitments`);
    const models = rowsOf<{ id: number }>(
      await tx.execute(sql`select m.id from machine_models m where exists (select 1 from product_fitments f where f.machine_model_id = m.id) order by m.id`),
    );
    return booksOf(tx, seed, models);
  });
}

async function booksOf(db: Db, seed: number, models: Array<{ id: number }>): Promise<PartsBookSummary> {
  const sectionRows: (typeof machineSections.$inferInsert)[] = [];
  const diagramRows: (typeof diagrams.$inferInsert)[] = [];
  const itemRows: (typeof diagramLineItems.$inferInsert)[] = [];
  const matchRows: (typeof diagramLineItemProducts.$inferInsert)[] = [];
  for (const { id: modelId } of models) {
    // A drawing of one machine shows only parts whose name says nothing of another machine.
    const modelParts = (await fittedParts(db, modelId)).filter((p) => nameFitsMachine(p.productName, p.modelBrand, p.modelName));
    if (modelParts.length === 0) continue;
    const r = createRandom(hashSeed(seed, 7001, modelId));
    const groups = new Map<number, { name: string; subs: Map<number, { name: string; parts: FittedPart[] }> }>();
    for (const part of modelParts) {
      let group = groups.get(part.groupId);
      if (!group) groups.set(part.groupId, (group = { name: part.groupName, subs: new Map() }));
      let sub = group.subs.get(part.subId);
      if (!sub) group.subs.set(part.subId, (sub = { name: part.subName, parts: [] }));
      sub.parts.push(part);
    }
    let diagramsLeft = MAX_DIAGRAMS_PER_MODEL;
    let groupOrder = 0;
    for (const group of groups.values()) {
      if (diagramsLeft <= 0) break;
      const groupId = sectionRows.length + 1;
      sectionRows.push({ id: groupId, machineModelId: modelId, parentSectionId: null, title: group.name, seoName: slugify(group.name), displayOrder: groupOrder++ });
      let subOrder = 0;
      for (const sub of group.subs.values()) {
        if (diagramsLeft <= 0) break;
        const sectionId = sectionRows.length + 1;
        sectionRows.push({ id: sectionId, machineModelId: modelId, parentSectionId: groupId, title: sub.name, seoName: slugify(sub.name), displayOrder: subOrder++ });
        const chunks = Math.min(diagramsLeft, Math.ceil(sub.parts.length / PARTS_PER_DIAGRAM));
        for (let chunk = 0; chunk < chunks; chunk++) {
          diagramsLeft--;
          const diagramId = diagramRows.length + 1;
          const chunkParts = sub.parts.slice(chunk * PARTS_PER_DIAGRAM, (chunk + 1) * PARTS_PER_DIAGRAM);
          const hardware = r.int(1, 2);
          const count = chunkParts.length + hardware;
          const placed = layout(count, r);
          const callouts: Callout[] = [];
          chunkParts.forEach((part, i) => {
            const label = String(i + 1);
            const itemId = itemRows.length + 1;
            itemRows.push({
              id: itemId,
              diagramId,
              partDrawingIdentifier: label,
              partNumber: part.mpn,
              quantity: r.chance(0.2) ? r.int(2, 4) : 1,
              comment: fitmentComment(part),
              calloutX: placed[i].cx,
              calloutY: placed[i].cy,
              displayOrder: i,
            });
            matchRows.push({ lineItemId: itemId, productId: part.productId, displayOrder: 0 });
            callouts.push({ label, kind: part.pictureKind, x: placed[i].cx, y: placed[i].cy });
          });
          for (let h = 0; h < hardware; h++) {
            const i = chunkParts.length + h;
            const label = String(i + 1);
            const [name, number] = HARDWARE[r.int(0, HARDWARE.length - 1)];
            itemRows.push({
              id: itemRows.length + 1,
              diagramId,
              partDrawingIdentifier: label,
              partNumber: number,
              quantity: r.int(2, 8),
              comment: `${name}, standard hardware`,
              calloutX: placed[i].cx,
              calloutY: placed[i].cy,
              displayOrder: i,
            });
            callouts.push({ label, kind: 'bolt', x: placed[i].cx, y: placed[i].cy });
          }
          const title = chunks > 1 ? `${sub.name} (${chunk + 1} of ${chunks})` : sub.name;
          diagramRows.push({
            id: diagramId,
            machineModelId: modelId,
            sectionId,
            title,
            svg: drawDiagram(`${modelParts[0].modelName} · ${title}`, placed, callouts),
            width: DIAGRAM_WIDTH,
            height: DIAGRAM_HEIGHT,
            displayOrder: chunk,
          });
        }
      }
    }
  }

  await db.transaction(async (tx) => {
    await insertRows(tx, machineSections, sectionRows);
    await insertRows(tx, diagrams, diagramRows);
    await insertRows(tx, diagramLineItems, itemRows);
    await insertRows(tx, diagramLineItemProducts, matchRows);
  });
  await syncSequence(db, machineSections);
  await syncSequence(db, diagrams);
  await syncSequence(db, diagramLineItems);
  return { sections: sectionRows.length, diagrams: diagramRows.length, lineItems: itemRows.length };
}

/** The parts fitted to one machine, in its parts book's order: by group, then sub-category, then product (part_sub_category made). */
async function fittedParts(db: Db, modelId: number): Promise<FittedPart[]> {
  const result = await db.execute(sql`
    select f.machine_model_id as "modelId", m.name as "modelName", mb.name as "modelBrand", p.id as "productId", p.name as "productName",
           p.manufacturer_part_number as mpn, p.picture_kind as "pictureKind",
           c.id as "subId", c.name as "subName", g.id as "groupId", g.name as "groupName",
           f.serial_from as "serialFrom", f.serial_to as "serialTo", f.engine, f.attachment
    from product_fitments f
    join machine_models m on m.id = f.machine_model_id
    join manufacturers mb on mb.id = m.manufacturer_id
    join products p on p.id = f.product_id and p.published and not p.deleted
    join part_sub_category pc on pc.product_id = p.id
    join categories c on c.id = pc.category_id
    join categories g on g.id = c.parent_category_id
    where f.machine_model_id = ${modelId}
    order by g.display_order, g.id, c.display_order, c.id, p.id`);
  return rowsOf<FittedPart>(result);
}

const MACHINE_BRANDS = BRANDS.filter((b) => b.makesMachines)
  .map((b) => b.name)
  .sort((a, b) => b.length - a.length);

/**
 * Whether a product's name fits a machine: every "for …"/"fits …" that names a machine brand
 * names this brand and this model ("Seat for John Deere 4020, 5075E Tractors" fits the 5075E,
 * "Fan Belt fits Kubota L3901" does not fit a John Deere 4020); a name that names no machine fits.
 */
export function nameFitsMachine(name: string, brand: string, model: string): boolean {
  for (const m of name.matchAll(/\b(?:for|fits)\s+/g)) {
    const rest = name.slice(m.index + m[0].length);
    const named = MACHINE_BRANDS.find((b) => rest.startsWith(`${b} `));
    if (!named) continue;
    if (named !== brand) return false;
    const models = rest.slice(named.length).split(/[\s,]+/);
    if (!models.includes(model.split(' ')[0]) || !rest.slice(named.length).includes(model)) return false;
  }
  return true;
}

const HARDWARE: ReadonlyArray<readonly [string, string]> = [
  ['Hex bolt M10 x 30', '19M7865'],
  ['Hex bolt 3/8-16 x 1', '03H1551'],
  ['Flat washer 10 mm', '24M7054'],
  ['Lock washer 3/8"', '12H304'],
  ['Hex nut M12', '14M7298'],
  ['Cotter pin 1/8 x 1', '11H1015'],
  ['O-ring 19 x 2.5', '51M7040'],
];

function fitmentComment(part: FittedPart): string {
  const notes: string[] = [];
  if (part.serialFrom && part.serialTo) notes.push(`S/N ${part.serialFrom}–${part.serialTo}`);
  else if (part.serialFrom) notes.push(`S/N ${part.serialFrom} and up`);
  if (part.engine) notes.push(`with ${part.engine}`);
  if (part.attachment) notes.push(`with ${part.attachment}`);
  return notes.join(', ');
}

interface Placed {
  /** Where the part is drawn. */
  px: number;
  py: number;
  /** Where its numbered bubble sits. */
  cx: number;
  cy: number;
  glyph: number;
  scale: number;
}

// Parts sit along the explode axis (top left to bottom right); bubbles alternate above and below it.
function layout(count: number, r: Random): Placed[] {
  const out: Placed[] = [];
  const x0 = 130;
  const y0 = 150;
  const x1 = DIAGRAM_WIDTH - 130;
  const y1 = DIAGRAM_HEIGHT - 150;
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const px = Math.round(x0 + (x1 - x0) * t);
    const py = Math.round(y0 + (y1 - y0) * t);
    const side = i % 2 === 0 ? -1 : 1;
    const reach = 95 + r.int(0, 25);
    const cx = clamp(px + side * reach * 0.6, 30, DIAGRAM_WIDTH - 30);
    const cy = clamp(py - side * reach, 30, DIAGRAM_HEIGHT - 30);
    out.push({ px, py, cx, cy, glyph: r.int(0, 4), scale: 0.8 + r.next() * 0.5 });
  }
  return out;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.round(Math.min(hi, Math.max(lo, v)));
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** An exploded-view line drawing: parts on a dashed explode axis, leaders to numbered bubbles. */
export function drawDiagram(title: string, placed: Placed[], callouts: Callout[]): string {
  const shapes: string[] = [];
  const first = placed[0];
  const last = placed[placed.length - 1];
  shapes.push(`<line x1="${first.px - 60}" y1="${first.py - 45}" x2="${last.px + 60}" y2="${last.py + 45}" class="axis"/>`);
  placed.forEach((p, i) => {
    const kind = callouts[i]?.kind ?? 'generic';
    shapes.push(`<g transform="translate(${p.px} ${p.py}) scale(${p.scale.toFixed(2)})">${glyph(kind === 'bolt' ? 5 : p.glyph)}</g>`);
  });
  placed.forEach((p, i) => {
    const c = callouts[i];
    if (!c) return;
    shapes.push(
      `<line x1="${p.px}" y1="${p.py}" x2="${c.x}" y2="${c.y}" class="leader"/>` +
        `<circle cx="${c.x}" cy="${c.y}" r="15" class="bubble"/>` +
        `<text x="${c.x}" y="${c.y + 5}" class="num">${escapeXml(c.label)}</text>`,
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DIAGRAM_WIDTH} ${DIAGRAM_HEIGHT}" width="${DIAGRAM_WIDTH}" height="${DIAGRAM_HEIGHT}">` +
    `<style>.p{fill:#f4f4f1;stroke:#222;stroke-width:2}.d{fill:none;stroke:#222;stroke-width:1.5}.axis{stroke:#777;stroke-width:1;stroke-dasharray:12 4 2 4}` +
    `.leader{stroke:#333;stroke-width:1}.bubble{fill:#fff;stroke:#111;stroke-width:1.5}.num{font:bold 14px sans-serif;text-anchor:middle;fill:#111}` +
    `.t{font:13px sans-serif;fill:#444}</style>` +
    `<rect width="${DIAGRAM_WIDTH}" height="${DIAGRAM_HEIGHT}" fill="#fff"/>` +
    shapes.join('') +
    `<text x="16" y="${DIAGRAM_HEIGHT - 16}" class="t">${escapeXml(title)}</text>` +
    `</svg>`
  );
}

// Simple isometric-looking part outlines: housing, gear, shaft, cylinder, disc, bolt.
function glyph(n: number): string {
  switch (n) {
    case 0:
      return `<path class="p" d="M-40,-20 L0,-40 L40,-20 L40,20 L0,40 L-40,20 Z"/><path class="d" d="M-40,-20 L0,0 L40,-20 M0,0 L0,40"/><ellipse class="d" cx="0" cy="-20" rx="12" ry="6"/>`;
    case 1: {
      const teeth: string[] = [];
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        const r1 = i % 2 === 0 ? 36 : 28;
        teeth.push(`${(Math.cos(a) * r1).toFixed(1)},${(Math.sin(a) * r1 * 0.6).toFixed(1)}`);
      }
      return `<polygon class="p" points="${teeth.join(' ')}"/><ellipse class="d" cx="0" cy="0" rx="10" ry="6"/>`;
    }
    case 2:
      return `<path class="p" d="M-50,-6 L50,-6 L50,6 L-50,6 Z"/><ellipse class="p" cx="50" cy="0" rx="4" ry="6"/><path class="d" d="M-20,-6 L-20,6 M20,-6 L20,6"/>`;
    case 3:
      return `<path class="p" d="M-22,-30 L22,-30 L22,30 L-22,30 Z"/><ellipse class="p" cx="0" cy="-30" rx="22" ry="8"/><ellipse class="d" cx="0" cy="30" rx="22" ry="8"/>`;
    case 4:
      return `<ellipse class="p" cx="0" cy="0" rx="38" ry="22"/><ellipse class="p" cx="0" cy="0" rx="16" ry="9"/>`;
    default:
      return `<polygon class="p" points="-10,-14 10,-14 16,-6 10,2 -10,2 -16,-6"/><path class="p" d="M-5,2 L5,2 L5,34 L-5,34 Z"/><path class="d" d="M-5,10 L5,14 M-5,18 L5,22 M-5,26 L5,30"/>`;
  }
}
