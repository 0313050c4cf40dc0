import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { LatLng } from '../../../shared/location/map-coords';
import { panBy, zoomAround, type MapView, type ViewportSize } from '@citygames/web-kit/map/map-view';
import type { Point } from '@citygames/web-kit/map/web-mercator';

/** A press that moves less than this (CSS pixels) is a tap: it selects what it was on. */
const TAP_SLOP = 5;
/** Wheel travel per zoom level (what Leaflet uses), so a mouse notch or a trackpad swipe feels the same. */
const WHEEL_PIXELS_PER_LEVEL = 60;

interface Limits {
  minZoom: number;
  maxZoom: number;
}

function midpoint(points: Point[]): Point {
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

const spread = ([a, b]: Point[]) => (a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0);

interface GestureState {
  pointers: RefObject<Map<number, Point>>;
  travelled: RefObject<number>;
  wheelTravel: RefObject<number>;
  viewRef: RefObject<MapView>;
  sizeRef: RefObject<ViewportSize>;
  apply: (next: MapView) => void;
  clampZoom: (zoom: number) => number;
  localPoint: (clientX: number, clientY: number) => Point;
  zoomTo: (zoom: number, around?: Point) => void;
}

/** The window's pointer moves and ends (a pan, a pinch) and the map's wheel, on the gesture's shared state. */
function gestureListeners({ pointers, travelled, wheelTravel, viewRef, sizeRef, apply, clampZoom, localPoint, zoomTo }: GestureState) {
  function onMove(event: PointerEvent) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const before = [...pointers.current.values()];
    const now = localPoint(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, now);
    const after = [...pointers.current.values()];
    travelled.current += Math.hypot(now.x - previous.x, now.y - previous.y);
    const from = midpoint(before);
    const to = midpoint(after);
    let next = viewRef.current;
    if (after.length >= 2 && spread(before) > 0) {
      next = zoomAround(next, sizeRef.current, from, clampZoom(next.zoom + Math.log2(spread(after) / spread(before))));
    }
    apply(panBy(next, { x: to.x - from.x, y: to.y - from.y }));
  }
  function onUp(event: PointerEvent) {
    const last = pointers.current.get(event.pointerId);
    if (!last || !pointers.current.delete(event.pointerId)) return;
    // a pinch ends on a whole zoom level, so tiles are drawn at their own size
    if (pointers.current.size === 0 && !Number.isInteger(viewRef.current.zoom)) zoomTo(Math.round(viewRef.current.zoom), last);
  }
  function onWheel(event: WheelEvent) {
    event.preventDefault();
    wheelTravel.current += event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 20 : event.deltaY;
    if (Math.abs(wheelTravel.current) < WHEEL_PIXELS_PER_LEVEL) return;
    const levels = -Math.trunc(wheelTravel.current / WHEEL_PIXELS_PER_LEVEL);
    wheelTravel.current = 0;
    zoomTo(Math.round(viewRef.current.zoom) + levels, localPoint(event.clientX, event.clientY));
  }
  return { onMove, onUp, onWheel };
}

/** The container's size in CSS pixels, kept as it is resized (also in a ref, for handlers that outlive a render). */
function useContainerSize(containerRef: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<ViewportSize>({ width: 0, height: 0 });
  const sizeRef = useRef(size);
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const measure = () => {
      sizeRef.current = { width: element.clientWidth, height: element.clientHeight };
      setSize(sizeRef.current);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [containerRef]);

  return { size, sizeRef };
}

/**
 * The map's view and how it moves: one finger or the mouse pans, two fingers pinch-zoom around
 * their midpoint (settling on a whole level when released), the wheel and a double tap zoom around
 * the pointer, the buttons around the middle. `moved()` tells a click at the end of a pan from a tap.
 */
export function useMapGestures(initial: MapView, { minZoom, maxZoom }: Limits) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { size, sizeRef } = useContainerSize(containerRef);
  const [view, setViewState] = useState(initial);
  const viewRef = useRef(view);
  const pointers = useRef(new Map<number, Point>());
  const travelled = useRef(0);
  const wheelTravel = useRef(0);

  const clampZoom = useCallback((zoom: number) => Math.min(maxZoom, Math.max(minZoom, zoom)), [minZoom, maxZoom]);
  const apply = useCallback((next: MapView) => {
    viewRef.current = next;
    setViewState(next);
  }, []);

  const localPoint = useCallback((clientX: number, clientY: number): Point => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) };
  }, []);

  const zoomTo = useCallback(
    (zoom: number, around: Point = { x: sizeRef.current.width / 2, y: sizeRef.current.height / 2 }) => {
      const target = clampZoom(zoom);
      if (target !== viewRef.current.zoom) apply(zoomAround(viewRef.current, sizeRef.current, around, target));
    },
    [apply, clampZoom, sizeRef],
  );

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const { onMove, onUp, onWheel } = gestureListeners({ pointers, travelled, wheelTravel, viewRef, sizeRef, apply, clampZoom, localPoint, zoomTo });
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      element.removeEventListener('wheel', onWheel);
    };
  }, [apply, clampZoom, localPoint, zoomTo, sizeRef]);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (pointers.current.size === 0) travelled.current = 0;
      pointers.current.set(event.pointerId, localPoint(event.clientX, event.clientY));
    },
    [localPoint],
  );

  const onDoubleClick = useCallback(
    (event: { clientX: number; clientY: number }) => zoomTo(Math.round(viewRef.current.zoom) + 1, localPoint(event.clientX, event.clientY)),
    [localPoint, zoomTo],
  );

  const setView = useCallback((centre: LatLng, zoom: number) => apply({ centre, zoom: clampZoom(zoom) }), [apply, clampZoom]);
  const zoomBy = useCallback((levels: number) => zoomTo(Math.round(viewRef.current.zoom) + levels), [zoomTo]);
  const moved = useCallback(() => travelled.current > TAP_SLOP, []);

  return { containerRef, size, view, setView, zoomBy, moved, handlers: { onPointerDown, onDoubleClick } };
}
