import { useState } from 'react';
import { TEXTS } from '../../texts';

interface LoadingImageProps {
  src: string;
  alt: string;
  caption?: string | undefined;
  onSize?: (size: { width: number; height: number }) => void;
}

/** An image with a loading hint until it has arrived (puzzle cards, puzzle pages). */
export function LoadingImage({ src, alt, caption, onSize }: LoadingImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <figure className="p120-figure">
      {state === 'loading' && <p className="p120-figure__loading">{TEXTS.common.imageLoading}</p>}
      {state === 'failed' && <p className="p120-figure__loading">{TEXTS.common.imageFailed}</p>}
      <img
        className="p120-figure__image"
        src={src}
        alt={alt}
        style={state === 'loaded' ? undefined : { opacity: 0, height: 0 }}
        onLoad={(event) => {
          setState('loaded');
          onSize?.({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight });
        }}
        onError={() => setState('failed')}
      />
      {caption && state === 'loaded' && <figcaption className="p120-figure__caption">{caption}</figcaption>}
    </figure>
  );
}
