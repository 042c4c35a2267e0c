import { useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import type { LineItem } from '../api/partsbooks-api';

const MIN_SCALE = 1;
const MAX_SCALE = 5;
const KEY_PAN = 40;

export interface View {
  scale: number;
  x: number;
  y: number;
}

interface Props {
  title: string;
  imageUrl: string;
  width: number;
  height: number;
  items: LineItem[];
  /** The callout chosen (clicked, or its row chosen). */
  selected: string | null;
  /** The callout under the pointer (here or on its row). */
  hovered: string | null;
  onSelect: (label: string) => void;
  onHover: (label: string | null) => void;
  ref?: Ref<DiagramViewerHandle>;
}

export interface DiagramViewerHandle {
  /** Brings a callout into the middle of the frame when the drawing is zoomed (a row was chosen in the list). */
  centerOn: (label: string) => void;
}

/** Keeps the zoom within its limits and the drawing covering the frame. */
export function clampView(v: View, box: { w: number; h: number }): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale));
  // The drawing never leaves the frame entirely: its edges stop at the frame's edges.
  const minX = box.w - box.w * scale;
  const minY = box.h - box.h * scale;
  return { scale, x: Math.min(0, Math.max(minX, v.x)), y: Math.min(0, Math.max(minY, v.y)) };
}

/**
 * An exploded-view drawing with a hotspot on every numbered callout. Zoom with the wheel, pinch,
 * the buttons or + / - / 0; pan by dragging or with the arrow keys. Hovering or choosing a
 * callout highlights it here and its row in the parts list.
 */
export function DiagramViewer({ title, imageUrl, width, height, items, selected, hovered, onSelect, onHover, ref }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const box = useCallback(() => {
    const r = frame.current?.getBoundingClientRect();
    return { w: r?.width ?? width, h: r?.height ?? height, left: r?.left ?? 0, top: r?.top ?? 0 };
  }, [width, height]);

  // Zooms about a point of the frame (the pointer, or the centre), keeping that point still.
  const zoomAt = useCallback(
    (factor: number, px?: number, py?: number) => {
      setView((v) => {
        const b = box();
        const cx = px ?? b.w / 2;
        const cy = py ?? b.h / 2;
        const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
        const k = scale / v.scale;
        return clampView({ scale, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k }, b);
      });
    },
    [box],
  );

  useImperativeHandle(
    ref,
    () => ({
      centerOn(label: string) {
        const item = items.find((i) => i.partDrawingIdentifier === label);
        if (!item) return;
        setView((v) => {
          if (v.scale <= 1) return v;
          const b = box();
          const px = (item.calloutX / width) * b.w * v.scale;
          const py = (item.calloutY / height) * b.h * v.scale;
          return clampView({ scale: v.scale, x: b.w / 2 - px, y: b.h / 2 - py }, b);
        });
      },
    }),
    [items, width, height, box],
  );

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    // React's wheel listener is passive; the page must not scroll while zooming the drawing.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const b = box();
      zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - b.left, e.clientY - b.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [box, zoomAt]);

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if ((e.target as HTMLElement).closest('button')) return;
    frame.current?.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: view.scale };
    }
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    const next = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, next);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const bx = box();
      const target = pinch.current.scale * (distance / pinch.current.distance);
      zoomAt(target / view.scale, (a.x + b.x) / 2 - bx.left, (a.y + b.y) / 2 - bx.top);
      return;
    }
    const dx = next.x - last.x;
    const dy = next.y - last.y;
    setView((v) => clampView({ ...v, x: v.x + dx, y: v.y + dy }, box()));
  }

  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.target !== e.currentTarget) return;
    const pan = (dx: number, dy: number) => setView((v) => clampView({ ...v, x: v.x + dx, y: v.y + dy }, box()));
    const handled: Record<string, () => void> = {
      '+': () => zoomAt(1.25),
      '=': () => zoomAt(1.25),
      '-': () => zoomAt(0.8),
      '0': () => setView({ scale: 1, x: 0, y: 0 }),
      ArrowLeft: () => pan(KEY_PAN, 0),
      ArrowRight: () => pan(-KEY_PAN, 0),
      ArrowUp: () => pan(0, KEY_PAN),
      ArrowDown: () => pan(0, -KEY_PAN),
    };
    const action = handled[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  }

  const button = 'flex size-11 items-center justify-center rounded-md border border-gray-400 bg-white text-xl font-bold hover:bg-gray-100';
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-end gap-2">
        <span className="mr-auto text-sm text-ink-700" aria-live="polite">
          {Math.round(view.scale * 100)}%
        </span>
        <button type="button" className={button} onClick={() => zoomAt(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className={button} onClick={() => zoomAt(0.8)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className={`${button} w-auto px-3 text-sm`} onClick={() => setView({ scale: 1, x: 0, y: 0 })}>
          Reset
        </button>
      </div>
      <div
        ref={frame}
        tabIndex={0}
        role="group"
        aria-roledescription="zoomable drawing"
        aria-label={`${title}. Plus and minus zoom, arrow keys move the drawing, 0 resets.`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        className={`relative w-full overflow-hidden rounded-md border border-gray-300 bg-white select-none ${view.scale > 1 ? 'touch-none' : 'touch-pan-y'}`}
        style={{ aspectRatio: `${width} / ${height}`, cursor: view.scale > 1 ? 'grab' : 'default' }}
        data-testid="diagram-viewer"
      >
        <div className="absolute inset-0 origin-top-left" style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}>
          <img src={imageUrl} alt={`Exploded view: ${title}`} width={width} height={height} draggable={false} className="absolute inset-0 size-full" />
          {items.map((item) => {
            const label = item.partDrawingIdentifier;
            const active = selected === label || hovered === label;
            const name = item.products[0]?.name ?? item.comment ?? item.partNumber;
            return (
              <button
                key={item.id}
                type="button"
                aria-pressed={selected === label}
                aria-label={`Callout ${label}: ${item.partNumber}${name ? `, ${name}` : ''}`}
                data-callout={label}
                data-highlighted={active ? 'true' : undefined}
                onClick={() => onSelect(label)}
                onPointerEnter={() => onHover(label)}
                onPointerLeave={() => onHover(null)}
                onFocus={() => onHover(label)}
                onBlur={() => onHover(null)}
                className={`absolute size-9 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 ${
                  active ? 'border-brand-600 bg-brand-400/50' : 'border-transparent hover:border-brand-600'
                }`}
                style={{ left: `${(item.calloutX / width) * 100}%`, top: `${(item.calloutY / height) * 100}%` }}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
