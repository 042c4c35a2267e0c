import { describe, expect, it } from 'vitest';
import { fillPlaceholders, renderMarkdown } from './content-pages';

describe('renderMarkdown', () => {
  it('shows raw HTML as text and drops links with unsafe schemes', () => {
    const { html } = renderMarkdown('Hi <script>alert(1)</script> [click](javascript:alert(1)) [faq](/help/faq)\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="/help/faq">faq</a>');
  });

  it('gives headings unique anchors and a table of contents only to long pages', () => {
    const short = renderMarkdown('# T\n\n## One\n\ntext\n\n## Two\n\ntext');
    expect(short.toc).toEqual([]);
    const long = renderMarkdown('# T\n\n## Cores\n\na\n\n## Cores\n\nb\n\n### Inspection\n\nc\n\n## What is a core charge?\n\nd');
    expect(long.toc.map((e) => e.id)).toEqual(['cores', 'cores-1', 'inspection', 'what-is-a-core-charge']);
    expect(long.html).toContain('<h2 id="cores-1">Cores</h2>');
  });
});

describe('fillPlaceholders', () => {
  it('fills the store facts and fails on a misspelt name', () => {
    expect(fillPlaceholders('Within {{ returnWindowDays }} days', { returnWindowDays: '30' }, 'x.md')).toBe('Within 30 days');
    expect(() => fillPlaceholders('{{returnWindow}}', { returnWindowDays: '30' }, 'x.md')).toThrow('x.md: unknown placeholder {{returnWindow}}');
  });
});
