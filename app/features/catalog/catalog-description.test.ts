import { describe, expect, it } from 'vitest';
import { descriptionBlocks } from './catalog-description';

describe('description blocks', () => {
  it('keeps paragraphs and list items, decodes entities and drops other markup', () => {
    const html = '<p>Genuine belt &amp; more.</p>\n<ul><li>Width: 21/32&quot;</li><li><b>Kevlar</b> cord</li></ul>\nplain tail<script>alert(1)</script>';
    expect(descriptionBlocks(html)).toEqual([
      { kind: 'p', text: 'Genuine belt & more.' },
      { kind: 'ul', items: ['Width: 21/32"', 'Kevlar cord'] },
      { kind: 'p', text: 'plain tail' },
    ]);
  });
  it('reads plain text as one paragraph', () => {
    expect(descriptionBlocks('Just text')).toEqual([{ kind: 'p', text: 'Just text' }]);
  });
});
