import { describe, expect, it } from 'vitest';
import { clampView } from './partsbooks-diagram-viewer';

const box = { w: 800, h: 600 };

describe('clampView', () => {
  it('keeps the zoom between 100% and 500%', () => {
    expect(clampView({ scale: 0.5, x: 0, y: 0 }, box).scale).toBe(1);
    expect(clampView({ scale: 9, x: 0, y: 0 }, box).scale).toBe(5);
  });

  it('stops the drawing at the frame edges, so it never leaves the frame', () => {
    // At 100% nothing can move.
    expect(clampView({ scale: 1, x: 120, y: -40 }, box)).toEqual({ scale: 1, x: 0, y: 0 });
    // At 200% the drawing is 1600×1200: it moves from 0 to -800 across and 0 to -600 down.
    expect(clampView({ scale: 2, x: -300, y: -200 }, box)).toEqual({ scale: 2, x: -300, y: -200 });
    expect(clampView({ scale: 2, x: -5000, y: 900 }, box)).toEqual({ scale: 2, x: -800, y: 0 });
  });
});
