import { useEffect, useState } from 'react';
import { DrawingCanvas } from '@citygames/web-kit/drawing-canvas/DrawingCanvas';
import type { PuzzleImage } from '@citygames/contracts/polish120/puzzles.schema';
import { LoadingImage } from '../../../shared/components/LoadingImage';
import { TEXTS } from '../../../texts';

/** The first image under a drawing canvas of its own size (the canvas shrinks with the screen). */
function DrawableImage({ image }: { image: PuzzleImage }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const probe = new Image();
    probe.onload = () => setSize({ width: probe.naturalWidth || 320, height: probe.naturalHeight || 160 });
    probe.onerror = () => setFailed(true);
    probe.src = image.src;
    return () => {
      probe.onload = null;
      probe.onerror = null;
    };
  }, [image.src]);

  if (failed) return <p className="p120-figure__loading">{TEXTS.common.imageFailed}</p>;
  if (!size) return <p className="p120-figure__loading">{TEXTS.common.imageLoading}</p>;
  return (
    <figure className="p120-figure">
      <DrawingCanvas width={size.width} height={size.height} ariaLabel={TEXTS.puzzlePage.sketchCanvas}>
        <img src={image.src} alt={image.alt} className="p120-figure__under-canvas" draggable={false} />
      </DrawingCanvas>
      {image.caption && <figcaption className="p120-figure__caption">{image.caption}</figcaption>}
    </figure>
  );
}

/** Image puzzles: pictures with loading hints; with `canvas` the first one can be drawn on. */
export function ImagePuzzle({ images, canvas }: { images: readonly PuzzleImage[]; canvas: boolean }) {
  return (
    <div className="p120-image-puzzle">
      {images.map((image, index) =>
        canvas && index === 0 ? (
          <DrawableImage key={index} image={image} />
        ) : (
          <LoadingImage key={index} src={image.src} alt={image.alt} caption={image.caption} />
        ),
      )}
    </div>
  );
}
