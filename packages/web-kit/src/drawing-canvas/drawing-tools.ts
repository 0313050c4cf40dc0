/** The tools of the drawing canvas. The pen is 2 px wide, the eraser 20 px. */
export type DrawingTool = 'pen' | 'eraser';

export const DEFAULT_PEN_WIDTH = 2;
export const DEFAULT_ERASER_WIDTH = 20;
export const DEFAULT_PEN_COLOR = '#d4380d';

export interface StrokeStyle {
  lineWidth: number;
  /** 'destination-out' erases only what was drawn, so content under the canvas stays visible. */
  composite: 'source-over' | 'destination-out';
  color: string;
}

export function strokeStyleFor(tool: DrawingTool, options: { penWidth?: number; eraserWidth?: number; penColor?: string } = {}): StrokeStyle {
  if (tool === 'eraser') {
    return { lineWidth: options.eraserWidth ?? DEFAULT_ERASER_WIDTH, composite: 'destination-out', color: '#000' };
  }
  return { lineWidth: options.penWidth ?? DEFAULT_PEN_WIDTH, composite: 'source-over', color: options.penColor ?? DEFAULT_PEN_COLOR };
}

export interface CanvasPoint {
  x: number;
  y: number;
}

/**
 * A pointer position in the canvas' own CSS pixels, whatever the displayed size:
 * the canvas may be shrunk by CSS on a narrow phone.
 */
export function toCanvasPoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
  logicalSize: { width: number; height: number },
): CanvasPoint {
  const scaleX = rect.width > 0 ? logicalSize.width / rect.width : 1;
  const scaleY = rect.height > 0 ? logicalSize.height / rect.height : 1;
  return { x: (clientX - rect.left) * scaleX, y: (clientY - rect.top) * scaleY };
}
