import { describe, expect, it } from 'vitest';
import { parseReceiveLines } from './admin-receive-form';

const approved = [
  { id: '7', name: 'Track roller', quantity: 2 },
  { id: '8', name: 'Seal kit', quantity: 1 },
];
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('the receive form', () => {
  it('answers the counted lines, damaged defaulting to none', () => {
    expect(parseReceiveLines(form({ 'received-7': '2', 'damaged-7': '1', 'received-8': '0' }), approved)).toEqual({
      lines: [
        { returnItemId: '7', receivedQuantity: 2, damagedQuantity: 1 },
        { returnItemId: '8', receivedQuantity: 0, damagedQuantity: 0 },
      ],
    });
  });

  it('never takes more than approved, more damaged than received, or a count that is not a whole number', () => {
    expect(parseReceiveLines(form({ 'received-7': '3', 'received-8': '1' }), approved)).toEqual({ error: 'Received of Track roller: a whole number from 0 to 2.' });
    expect(parseReceiveLines(form({ 'received-7': '1', 'damaged-7': '2', 'received-8': '1' }), approved)).toEqual({ error: 'Damaged of Track roller: a whole number from 0 to 1 (the received ones).' });
    expect(parseReceiveLines(form({ 'received-7': '1.5', 'received-8': '1' }), approved)).toEqual({ error: 'Received of Track roller: a whole number from 0 to 2.' });
    expect(parseReceiveLines(form({ 'received-7': '2' }), approved)).toEqual({ error: 'Received of Seal kit: a whole number from 0 to 1.' });
  });
});
