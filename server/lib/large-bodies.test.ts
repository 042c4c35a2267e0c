import { describe, expect, it } from 'vitest';
import { LARGE_BODIES_AT_ONCE, readCountingLargeBody, takeLargeBodyPlace } from './large-bodies';

/** A request whose body streams in chunks, with no Content-Length (as a chunked upload arrives). */
function chunked(sizes: number[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const n of sizes) controller.enqueue(new Uint8Array(n).fill(120));
      controller.close();
    },
  });
  return new Request('http://localhost/api/graphql', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readCountingLargeBody', () => {
  it('reads everyday bodies without a place at the gate, even while the gate is full', async () => {
    const held = Array.from({ length: LARGE_BODIES_AT_ONCE }, () => takeLargeBodyPlace()!);
    try {
      const read = await readCountingLargeBody(chunked([300, 300]), 1000, 5000);
      expect(read.kind).toBe('read');
      if (read.kind === 'read') expect(read.body.byteLength).toBe(600);
      // Past the ordinary size, the full gate refuses.
      expect((await readCountingLargeBody(chunked([800, 800]), 1000, 5000)).kind).toBe('busy');
    } finally {
      for (const release of held) release();
    }
  });

  it('takes a place past the ordinary size and gives it back; refuses past the maximum', async () => {
    const read = await readCountingLargeBody(chunked([800, 800]), 1000, 5000);
    expect(read.kind).toBe('read');
    if (read.kind !== 'read') return;
    expect(read.body.byteLength).toBe(1600);
    const others = Array.from({ length: LARGE_BODIES_AT_ONCE - 1 }, () => takeLargeBodyPlace()!);
    expect(takeLargeBodyPlace()).toBeNull();
    read.release();
    const last = takeLargeBodyPlace();
    expect(last).not.toBeNull();
    for (const release of [...others, last!]) release();
    expect((await readCountingLargeBody(chunked([3000, 3000]), 1000, 5000)).kind).toBe('too-large');
  });
});
