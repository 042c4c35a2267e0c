import fs from 'node:fs/promises';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** One heading of a page's table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

/** A content file, rendered: the page text is HTML made from Markdown on the server. */
export interface ContentPage {
  /** The canonical path the page answers at, e.g. /help/faq. */
  path: string;
  /** The folder under content/ it came from: help, company, careers, docs. */
  section: string;
  title: string;
  description: string;
  /** Sort key inside the section. */
  order: number;
  html: string;
  /** Headings of level 2 and 3; empty for short pages, which need none. */
  toc: TocEntry[];
  /** Extra front-matter fields a page type uses (a position's location, popular questions), as JSON text. */
  data: string;
  /** The plain text of each section, for the help search. */
  sections: Array<{ id: string; heading: string; text: string }>;
}

const FrontMatter = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    path: z.string().regex(/^\/[a-z0-9/_-]*$/i, 'must be a root-relative path'),
    order: z.number().int().default(100),
  })
  .passthrough();

// A table of contents helps from this many second-level headings on.
const TOC_MIN_HEADINGS = 3;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The anchor of a heading: lower case, words joined by hyphens, unique within the page. */
export function slugify(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/&[a-z]+;|&#\d+;/g, '')
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'section';
  let slug = base;
  for (let n = 1; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

// Links may go to our own pages, anchors, the web, mail or phone; nothing else (no javascript:).
const SAFE_HREF = /^(\/|#|https?:\/\/|mailto:|tel:)/i;

/**
 * Markdown to HTML with what our pages need and nothing unsafe: raw HTML in a file is shown as text,
 * links keep only safe schemes, headings get anchors for the table of contents and deep links.
 */
export function renderMarkdown(source: string): { html: string; toc: TocEntry[]; sections: ContentPage['sections'] } {
  const taken = new Set<string>();
  const toc: TocEntry[] = [];
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(source);
  const sections: ContentPage['sections'] = [{ id: '', heading: '', text: '' }];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth <= 3) {
      const t = token as Tokens.Heading & { anchor?: string };
      t.anchor = slugify(t.text, taken);
      if (t.depth >= 2) toc.push({ id: t.anchor, text: plain(t.text), depth: t.depth });
      sections.push({ id: t.anchor, heading: plain(t.text), text: '' });
    } else if ('text' in token && typeof token.text === 'string') {
      sections[sections.length - 1].text += ` ${plain(token.raw)}`;
    }
  }
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const anchor = (token as Tokens.Heading & { anchor?: string }).anchor;
        const inner = this.parser.parseInline(token.tokens);
        return anchor ? `<h${token.depth} id="${anchor}">${inner}</h${token.depth}>\n` : `<h${token.depth}>${inner}</h${token.depth}>\n`;
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      link(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        if (!SAFE_HREF.test(token.href)) return inner;
        const external = /^https?:\/\//i.test(token.href);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        return `<a href="${escapeHtml(token.href)}"${title}${external ? ' rel="noopener noreferrer"' : ''}>${inner}</a>`;
      },
      image(token: Tokens.Image) {
        if (!SAFE_HREF.test(token.href)) return escapeHtml(token.text);
        return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy">`;
      },
    },
  });
  const html = marked.parser(tokens);
  return {
    html,
    toc: toc.filter((e) => e.depth === 2).length >= TOC_MIN_HEADINGS ? toc : [],
    sections: sections.filter((s) => s.text.trim() || s.heading).map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() })),
  };
}

function plain(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits `---` YAML front matter from the Markdown body. */
export function splitFrontMatter(file: string, name: string): { meta: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(file);
  if (!match) throw new Error(`${name}: a content file starts with front matter (title, description, path)`);
  const meta = parseYaml(match[1]) as unknown;
  if (!meta || typeof meta !== 'object') throw new Error(`${name}: the front matter is not a YAML mapping`);
  return { meta: meta as Record<string, unknown>, body: file.slice(match[0].length) };
}

/** Fills `{{placeholder}}` with the store's facts; an unknown name is an error in the file, not a blank. */
export function fillPlaceholders(body: string, values: Record<string, string>, name: string): string {
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, key: string) => {
    if (!(key in values)) throw new Error(`${name}: unknown placeholder {{${key}}}`);
    return values[key];
  });
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.md')).map((e) => path.join(e.parentPath, e.name));
}

/** Reads and renders every content file under `dir`; a bad file fails loudly with its name. */
export async function loadContentPages(dir: string, placeholders: Record<string, string>): Promise<ContentPage[]> {
  const files = (await markdownFiles(dir)).sort();
  const pages: ContentPage[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const name = path.relative(dir, file);
    const { meta, body } = splitFrontMatter(fillPlaceholders(await fs.readFile(file, 'utf8'), placeholders, name), name);
    const parsed = FrontMatter.safeParse(meta);
    if (!parsed.success) throw new Error(`${name}: front matter ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`);
    const { title, description, path: pagePath, order, ...rest } = parsed.data;
    const other = seen.get(pagePath.toLowerCase());
    if (other) throw new Error(`${name}: path ${pagePath} is already used by ${other}`);
    seen.set(pagePath.toLowerCase(), name);
    // A page may show a document kept elsewhere in the repository (docs/api/errors.md), so it has one copy.
    const source = typeof rest.include === 'string' ? await fs.readFile(path.resolve(dir, '..', rest.include), 'utf8') : '';
    const rendered = renderMarkdown(source ? `${body}\n\n${source.replace(/^# .*\n/, '')}` : body);
    pages.push({
      path: pagePath,
      section: name.split(path.sep)[0] ?? '',
      title,
      description,
      order,
      data: JSON.stringify(rest),
      ...rendered,
    });
  }
  return pages.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}
