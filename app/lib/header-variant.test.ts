import { describe, expect, it } from 'vitest';
import { createHeaderStack, DEFAULT_ENTRY, resolveHeader } from './header-variant';

describe('header variant stack', () => {
  it('is STANDARD with nothing on it', () => {
    expect(resolveHeader([], null).variant).toBe('STANDARD');
    expect(DEFAULT_ENTRY.variant).toBe('STANDARD');
  });

  it('lets the highest priority win, whatever the order of pushing', () => {
    const stack = createHeaderStack();
    stack.put('checkout', { variant: 'CHECKOUT', priority: 20, props: { itemCount: 3 } });
    stack.put('page', { variant: 'NO_SEARCH_ON_MOBILE', priority: 10 });
    expect(stack.getTop()).toMatchObject({ variant: 'CHECKOUT', props: { itemCount: 3 } });
    stack.remove('checkout');
    expect(stack.getTop()?.variant).toBe('NO_SEARCH_ON_MOBILE');
    stack.remove('page');
    expect(stack.getTop()).toBeNull();
  });

  it('gives ties to the entry pushed last, and keeps an entry in place when its props change', () => {
    const stack = createHeaderStack();
    stack.put('a', { variant: 'EDIT_MACHINE', priority: 10, props: { title: 'Edit' } });
    stack.put('b', { variant: 'HIDDEN', priority: 10 });
    expect(stack.getTop()?.variant).toBe('HIDDEN');
    stack.put('a', { variant: 'EDIT_MACHINE', priority: 10, props: { title: 'Edit 2' } });
    expect(stack.getTop()?.variant).toBe('HIDDEN');
    stack.remove('b');
    expect(stack.getTop()?.props?.title).toBe('Edit 2');
  });

  it('tells subscribers when the top changes', () => {
    const stack = createHeaderStack();
    let calls = 0;
    const stop = stack.subscribe(() => calls++);
    stack.put('a', { variant: 'HIDDEN', priority: 1 });
    stack.remove('a');
    stop();
    stack.put('b', { variant: 'HIDDEN', priority: 1 });
    expect(calls).toBe(2);
  });

  it('weighs route handles and pushed entries together; inner routes and pushed entries win ties', () => {
    const outer = { variant: 'SCROLL_NAV_BAR', priority: 10 } as const;
    const inner = { variant: 'NO_SEARCH_ON_MOBILE', priority: 10 } as const;
    expect(resolveHeader([outer, inner], null)).toBe(inner);
    expect(resolveHeader([outer, inner], { variant: 'CHECKOUT', priority: 10 }).variant).toBe('CHECKOUT');
    expect(resolveHeader([{ variant: 'HIDDEN', priority: 30 }], { variant: 'CHECKOUT', priority: 20 }).variant).toBe('HIDDEN');
  });
});
