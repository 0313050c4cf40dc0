import { useCallback, useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { clearCanvas, fitCanvasToDevice } from '../drawing-canvas/canvas-surface';
import { toCanvasPoint, type CanvasPoint } from '../drawing-canvas/drawing-tools';
import { revealsCard, SCRATCH_BRUSH_RADIUS, SCRATCH_COVER_COLOR, SCRATCH_REVEAL_RADIUS } from './scratch-geometry';
import './scratch-card.css';

export interface ScratchCardProps {
  /** What lies under the cover. */
  children: ReactNode;
  /** Changing it lays a fresh cover (a new round). */
  round: number | string;
  revealed: boolean;
  onReveal: () => void;
  width?: number;
  height?: number;
  brushRadius?: number;
  revealRadius?: number;
  coverColor?: string;
  coverText?: string;
}

/**
 * A grey cover over hidden content, scratched away with a finger or the mouse (brush radius 20).
 * It counts as revealed when a scratch point comes within 50 px of the centre; then the rest
 * of the cover is lifted.
 */
export function ScratchCard({
  children,
  round,
  revealed,
  onReveal,
  width = 300,
  height = 160,
  brushRadius = SCRATCH_BRUSH_RADIUS,
  revealRadius = SCRATCH_REVEAL_RADIUS,
  coverColor = SCRATCH_COVER_COLOR,
  coverText = '刮开涂层',
}: ScratchCardProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const scratching = useRef<number | null>(null);
  const last = useRef<CanvasPoint | null>(null);

  const paintCover = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas && fitCanvasToDevice(canvas, width, height);
    if (!context) return;
    context.globalCompositeOperation = 'source-over';
    context.fillStyle = coverColor;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#8c8c8c';
    context.font = '600 20px sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(coverText, width / 2, height / 2);
  }, [width, height, coverColor, coverText]);

  useEffect(() => {
    paintCover();
  }, [paintCover, round]);

  useEffect(() => {
    if (revealed && canvasRef.current) clearCanvas(canvasRef.current);
  }, [revealed]);

  const scratch = (from: CanvasPoint, to: CanvasPoint) => {
    if (!revealed && revealsCard(to, { width, height }, revealRadius)) onReveal();
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.save();
    context.globalCompositeOperation = 'destination-out';
    context.lineCap = 'round';
    context.lineWidth = brushRadius * 2;
    context.beginPath();
    context.arc(to.x, to.y, brushRadius, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    context.restore();
  };

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) =>
    toCanvasPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect(), { width, height });

  return (
    <div className="cg-scratch" style={{ width, maxWidth: '100%', aspectRatio: `${width} / ${height}` }} data-revealed={revealed}>
      <div className="cg-scratch__value">{children}</div>
      <canvas
        ref={canvasRef}
        className="cg-scratch__cover"
        aria-label="刮刮卡涂层"
        onPointerDown={(event) => {
          scratching.current = event.pointerId;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const point = pointOf(event);
          last.current = point;
          scratch(point, point);
        }}
        onPointerMove={(event) => {
          if (scratching.current !== event.pointerId || !last.current) return;
          const point = pointOf(event);
          scratch(last.current, point);
          last.current = point;
        }}
        onPointerUp={() => {
          scratching.current = null;
          last.current = null;
        }}
        onPointerCancel={() => {
          scratching.current = null;
          last.current = null;
        }}
      />
    </div>
  );
}
