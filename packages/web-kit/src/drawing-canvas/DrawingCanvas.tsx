import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { clearCanvas, fitCanvasToDevice } from './canvas-surface';
import { strokeStyleFor, toCanvasPoint, type CanvasPoint, type DrawingTool } from './drawing-tools';

export interface DrawingCanvasLabels {
  pen: string;
  eraser: string;
  clear: string;
}

const DEFAULT_LABELS: DrawingCanvasLabels = { pen: '画笔', eraser: '橡皮', clear: '清除' };

export interface DrawingCanvasProps {
  /** Logical size of the drawing surface in CSS pixels. */
  width: number;
  height: number;
  penWidth?: number;
  eraserWidth?: number;
  penColor?: string;
  /** Content drawn under the canvas (a grid, an image): strokes sit on top and the eraser never removes it. */
  children?: ReactNode;
  labels?: Partial<DrawingCanvasLabels>;
  /** Accessible name of the drawing surface. */
  ariaLabel?: string;
  className?: string;
  style?: CSSProperties;
  /** Called after every finished stroke and after clear, e.g. to remember that the player drew. */
  onChange?: (event: { kind: 'stroke' | 'clear'; tool: DrawingTool }) => void;
}

const toolbarStyle: CSSProperties = { display: 'flex', gap: 8, marginBottom: 8, flexWrap: 'wrap' };

function toolButtonStyle(active: boolean): CSSProperties {
  return {
    minWidth: 64,
    // a tap target of at least 44×44 px
    minHeight: 44,
    padding: '6px 14px',
    borderRadius: 22,
    border: `1px solid ${active ? '#1677ff' : '#d9d9d9'}`,
    background: active ? '#1677ff' : '#fff',
    color: active ? '#fff' : '#333',
    fontSize: 14,
    cursor: 'pointer',
  };
}

/**
 * A touch drawing surface with pen, eraser and clear, laid over any content.
 * Used by puzzle pages of several games (sudoku grids, picture puzzles).
 */
export function DrawingCanvas({
  width,
  height,
  penWidth,
  eraserWidth,
  penColor,
  children,
  labels,
  ariaLabel = '草稿画布',
  className,
  style,
  onChange,
}: DrawingCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const lastPoint = useRef<CanvasPoint | null>(null);
  const activePointer = useRef<number | null>(null);
  const [tool, setTool] = useState<DrawingTool>('pen');
  const text = { ...DEFAULT_LABELS, ...labels };

  // Backing store at device resolution so strokes stay sharp on phones.
  useEffect(() => {
    if (canvasRef.current) fitCanvasToDevice(canvasRef.current, width, height);
  }, [width, height]);

  const pointFrom = (event: PointerEvent<HTMLCanvasElement>): CanvasPoint => {
    const rect = event.currentTarget.getBoundingClientRect();
    return toCanvasPoint(event.clientX, event.clientY, rect, { width, height });
  };

  const drawSegment = useCallback(
    (from: CanvasPoint, to: CanvasPoint) => {
      const context = canvasRef.current?.getContext('2d');
      if (!context) return;
      const stroke = strokeStyleFor(tool, { penWidth, eraserWidth, penColor });
      context.save();
      context.globalCompositeOperation = stroke.composite;
      context.strokeStyle = stroke.color;
      context.fillStyle = stroke.color;
      context.lineWidth = stroke.lineWidth;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.beginPath();
      if (from.x === to.x && from.y === to.y) {
        context.arc(to.x, to.y, stroke.lineWidth / 2, 0, Math.PI * 2);
        context.fill();
      } else {
        context.moveTo(from.x, from.y);
        context.lineTo(to.x, to.y);
        context.stroke();
      }
      context.restore();
    },
    [tool, penWidth, eraserWidth, penColor],
  );

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (activePointer.current !== null) return;
    activePointer.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointFrom(event);
    lastPoint.current = point;
    drawSegment(point, point);
  };

  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (activePointer.current !== event.pointerId || !lastPoint.current) return;
    const point = pointFrom(event);
    drawSegment(lastPoint.current, point);
    lastPoint.current = point;
  };

  const finishStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    if (activePointer.current !== event.pointerId) return;
    activePointer.current = null;
    lastPoint.current = null;
    onChange?.({ kind: 'stroke', tool });
  };

  const clear = () => {
    if (canvasRef.current) clearCanvas(canvasRef.current);
    onChange?.({ kind: 'clear', tool });
  };

  return (
    <div className={className} style={style} data-testid="drawing-canvas">
      <div style={toolbarStyle} role="toolbar" aria-label="绘图工具">
        <button type="button" style={toolButtonStyle(tool === 'pen')} aria-pressed={tool === 'pen'} onClick={() => setTool('pen')}>
          {text.pen}
        </button>
        <button type="button" style={toolButtonStyle(tool === 'eraser')} aria-pressed={tool === 'eraser'} onClick={() => setTool('eraser')}>
          {text.eraser}
        </button>
        <button type="button" style={toolButtonStyle(false)} onClick={clear}>
          {text.clear}
        </button>
      </div>
      <div style={{ position: 'relative', width, maxWidth: '100%', aspectRatio: `${width} / ${height}` }}>
        {children !== undefined && (
          <div style={{ position: 'absolute', inset: 0 }} aria-hidden={false}>
            {children}
          </div>
        )}
        <canvas
          ref={canvasRef}
          aria-label={ariaLabel}
          data-tool={tool}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            touchAction: 'none',
            cursor: tool === 'pen' ? 'crosshair' : 'cell',
            border: children === undefined ? '1px solid #d9d9d9' : undefined,
            borderRadius: children === undefined ? 8 : undefined,
            background: children === undefined ? '#fff' : 'transparent',
          }}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={finishStroke}
          onPointerCancel={finishStroke}
        />
      </div>
    </div>
  );
}
