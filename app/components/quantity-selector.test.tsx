import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseTypedQuantity, QuantitySelector, quantityOptions } from './quantity-selector';

describe('quantityOptions', () => {
  it('offers 1 to 10 with the last one reading 10+', () => {
    const options = quantityOptions(1000);
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(options.at(-1)?.label).toBe('10+');
    expect(options[0].label).toBe('1');
  });

  it('stops at the order maximum', () => {
    expect(quantityOptions(4).map((o) => o.label)).toEqual(['1', '2', '3', '4']);
    expect(quantityOptions(1).map((o) => o.label)).toEqual(['1']);
  });
});

describe('parseTypedQuantity', () => {
  it('accepts whole numbers and caps them at the maximum', () => {
    expect(parseTypedQuantity(' 12 ', 100)).toEqual({ quantity: 12, problem: null });
    expect(parseTypedQuantity('250', 100)).toEqual({ quantity: 100, problem: null });
    expect(parseTypedQuantity('99999999999999999999', 100)).toEqual({ quantity: 100, problem: null });
  });

  it('refuses empty, zero, negative, decimal and text input with a reason to show, not a silent reset', () => {
    for (const t of ['', '0', '000', '-3', '2.5', 'abc', 'ten', '1e3', '+5']) {
      expect(parseTypedQuantity(t, 100)).toEqual({ quantity: null, problem: 'Enter a quantity of 1 or more.' });
    }
  });
});

describe('QuantitySelector', () => {
  const render = (value: number, max: number) => renderToStaticMarkup(<QuantitySelector value={value} max={max} onChange={() => {}} />);

  it('is a labelled dropdown below 10', () => {
    const html = render(3, 50);
    expect(html).toContain('<select');
    expect(html).toContain('>10+</option>');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Quantity<\/label><select id="\1"/);
    expect(html).not.toMatch(/<select[^>]*\sdisabled=""/);
  });

  it('is a number field at 10 or more', () => {
    const html = render(12, 50);
    expect(html).not.toContain('<select');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('value="12"');
  });

  it('shows no reason and marks nothing invalid until a bad quantity is typed', () => {
    const html = render(12, 50);
    expect(html).not.toContain('aria-invalid');
    expect(html).toMatch(/<span id="[^"]+-problem" role="status" class="[^"]*sr-only[^"]*"><\/span>/);
  });

  it('is disabled when the maximum is 1', () => {
    expect(render(1, 1)).toMatch(/<select[^>]*\sdisabled=""/);
  });

  it('never shows the number field when the maximum is below 10', () => {
    const html = render(5, 5);
    expect(html).toContain('<select');
    expect(html).not.toContain('10+');
  });
});
