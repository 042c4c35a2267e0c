import { normalizePartNumber } from './seed-part-numbers';
import { REVIEW_REPLIES, REVIEW_TEXTS, REVIEW_TITLES } from './seed-people';
import type { BrandSeed, SubCategorySeed } from './seed-data';
import type { Fit, ReviewerRef, SubRef } from './seed-products';
import type { Spec, SpecContext } from './seed-profiles';
import type { Random } from './seed-random';

/** A product's name, descriptions and reviews: the words a customer reads (seed-products.ts draws the rest). */

const RATING_WEIGHTS = [4, 4, 8, 24, 60];
const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// --- Names and text ---

export function productName(r: Random, brand: BrandSeed, sub: SubRef, fit: Fit, specs: Spec[], ctx: SpecContext, mpn: string): string {
  const noun = sub.seed.noun;
  const titled = sub.profile.title?.(new Map(specs), ctx);
  const first = fit.models[0];
  if (!first) return titled ?? `${brand.name} ${noun} ${mpn}`;
  const sameKind = fit.models.filter((m) => m.brand === first.brand && m.type.plural === first.type.plural).slice(0, 3);
  const names = sameKind.map((m) => m.seed.name).join(', ');
  const forName = `${noun} for ${first.brand} ${names.length > 40 ? first.seed.name : names} ${first.type.plural}`;
  const fitsName = `${noun} fits ${first.brand} ${first.seed.name}${fit.deck ? ` ${fit.deck}` : ''}`;
  const options: string[] = [forName, fitsName];
  const weights = fit.deck ? [1, 3] : [4, 2];
  if (titled) {
    options.push(titled, `${titled}, fits ${first.brand} ${first.seed.name}`);
    weights.push(3, 1);
  }
  if (brand.makesMachines) {
    options.push(`${brand.name} ${noun} ${mpn}`);
    weights.push(1);
  }
  return r.weighted(options, weights);
}

function modelList(fit: Fit, limit: number): string {
  return fit.models
    .slice(0, limit)
    .map((m) => `${m.brand} ${m.seed.name}${m.seed.years[0] ? ` (${m.seed.years[0]}–${m.seed.years[1] ?? 'present'})` : ''}`)
    .join(', ');
}

export function describe(
  r: Random,
  name: string,
  brand: BrandSeed,
  sub: SubRef,
  fit: Fit,
  specs: Spec[],
  mpn: string,
  interchanges: { partNumber: string; kind?: string | null }[],
) {
  const noun = inSentence(sub.seed.noun);
  const fits = fit.models.length > 0 ? modelList(fit, 4) : 'many makes and models';
  const origin = brand.makesMachines ? `Genuine ${brand.name}` : `${brand.name} aftermarket`;
  const features = r.sample(sub.profile.features, 2);
  const short = `${origin} ${noun}, part number ${mpn}. Fits ${fits}. ${features[0] ?? ''}.`.replace(/\s+\./, '.');
  const crossRefs = interchanges.filter((i) => i.kind === 'interchange').map((i) => i.partNumber);
  const replaced = interchanges.filter((i) => i.kind === 'superseded').map((i) => i.partNumber);
  const paragraphs = [
    `<p>${origin} ${noun}${fit.deck ? ` for the ${fit.deck}` : ''}, part number ${mpn}.${crossRefs.length ? ` Replaces ${crossRefs.join(', ')}.` : ''}${replaced.length ? ` Supersedes ${replaced.join(', ')}.` : ''}</p>`,
    `<p>Fits: ${modelList(fit, 8) || 'many makes and models'}. Check your serial number and engine before ordering.</p>`,
    `<ul>${specs.map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`).join('')}${features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
  ];
  if (sub.profile.freight) paragraphs.push('<p>Ships by truck freight (LTL). Add a liftgate at checkout if there is no dock at the delivery address.</p>');
  const keywords = [brand.name, mpn, normalizePartNumber(mpn), sub.seed.name, ...fit.models.slice(0, 4).map((m) => `${m.brand} ${m.seed.name}`)];
  return {
    shortDescription: short,
    fullDescription: paragraphs.join('\n'),
    metaTitle: truncate(`${name} | ${mpn}`, 70),
    metaDescription: truncate(short, 160),
    metaKeywords: [...new Set(keywords)].join(', '),
  };
}

/** "Deck Belt" → "deck belt" but "PTO Shaft" → "PTO shaft": acronyms keep their capitals. */
export function inSentence(noun: string): string {
  return noun.replace(/\b([A-Z])([a-z])/g, (_, first: string, next: string) => first.toLowerCase() + next);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]);
}

function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

/** Lower-case words joined by dashes, for URLs. */
export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/"/g, 'in')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
}

export function youtubeEmbed(r: Random, title: string): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += YOUTUBE_ID_CHARS[r.int(0, YOUTUBE_ID_CHARS.length - 1)];
  return `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${id}" title="${escapeHtml(title)}" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;
}

// --- Reviews ---

export function makeReviews(r: Random, productId: number, sub: SubCategorySeed, fit: Fit, reviewers: ReviewerRef[], createdAt: Date, now: Date) {
  const count = r.chance(0.6) || reviewers.length === 0 ? 0 : Math.min(25, 1 + Math.floor(-Math.log(1 - r.next()) * 2.5));
  const authors = r.sample(reviewers, count);
  const model = fit.models[0] ? `${fit.models[0].brand} ${fit.models[0].seed.name}` : 'machine';
  return authors.map((author) => {
    const rating = r.weighted([1, 2, 3, 4, 5], RATING_WEIGHTS);
    const text = r.pick(REVIEW_TEXTS[rating]).replaceAll('{noun}', inSentence(sub.noun)).replaceAll('{model}', model);
    const written = new Date(createdAt.getTime() + Math.floor(r.next() * (now.getTime() - createdAt.getTime())));
    return {
      productId,
      customerId: author.id,
      authorName: author.feedbackName,
      title: r.pick(REVIEW_TITLES[rating]),
      reviewText: text,
      replyText: r.chance(rating <= 2 ? 0.6 : 0.1) ? r.pick(REVIEW_REPLIES) : null,
      rating,
      // A few wait for moderation; they must not count in the product's rating.
      approved: r.chance(0.97),
      helpfulYesTotal: Math.floor(Math.pow(r.next(), 3) * 40),
      helpfulNoTotal: Math.floor(Math.pow(r.next(), 4) * 8),
      asDescribed: r.chance(0.5) ? rating >= 3 : null,
      arrivedOnTime: r.chance(0.5) ? r.chance(0.9) : null,
      promptService: r.chance(0.4) ? r.chance(0.9) : null,
      wellPackaged: r.chance(0.4) ? r.chance(0.92) : null,
      createdAt: written,
    };
  });
}
