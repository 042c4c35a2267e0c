import { describe, expect, it } from 'vitest';
import { returnFormSchema } from './orders-return-schema';

describe('return form', () => {
  it('takes a reason and at least one line', () => {
    const r = returnFormSchema.safeParse({ reason: 'DAMAGED', lines: [{ orderItemId: '4', quantity: 1 }, { orderItemId: '5', quantity: 0 }] });
    expect(r.success).toBe(true);
  });

  it('asks for a part to return', () => {
    const r = returnFormSchema.safeParse({ reason: 'DAMAGED', lines: [{ orderItemId: '4', quantity: 0 }] });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['lines', 'Choose at least one part to return.']]);
  });

  it('asks for words with "other", at its field', () => {
    const r = returnFormSchema.safeParse({ reason: 'OTHER', lines: [{ orderItemId: '4', quantity: 2 }] });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reasonText', 'Tell us why you are returning the parts.']]);
  });

  it('refuses an unknown reason with the form text', () => {
    const r = returnFormSchema.safeParse({ reason: 'BORED', lines: [{ orderItemId: '4', quantity: 1 }] });
    expect(r.error?.issues[0]?.message).toBe('Choose why you are returning the parts.');
  });
});
