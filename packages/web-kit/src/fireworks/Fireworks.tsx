import { useEffect, useRef, useState } from 'react';
import { createParticles, FIREWORKS_DURATION_MS, FIREWORKS_PARTICLE_COUNT, particleAt } from './fireworks-particles';
import './Fireworks.css';

interface FireworksProps {
  particleCount?: number;
  durationMs?: number;
  onDone?: () => void;
}

/** A full-screen canvas particle show (120 particles, 6 s by default) that ends by itself. */
export function Fireworks({ particleCount = FIREWORKS_PARTICLE_COUNT, durationMs = FIREWORKS_DURATION_MS, onDone }: FireworksProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    const finish = () => onDoneRef.current?.();
    if (!canvas || !context || typeof requestAnimationFrame !== 'function') {
      const timer = setTimeout(finish, durationMs);
      return () => clearTimeout(timer);
    }
    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.scale(ratio, ratio);
    const particles = createParticles(particleCount, width, height, durationMs);
    const start = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - start;
      context.clearRect(0, 0, width, height);
      for (const particle of particles) {
        const position = particleAt(particle, elapsed);
        if (!position) continue;
        context.globalAlpha = position.alpha;
        context.fillStyle = particle.color;
        context.beginPath();
        context.arc(position.x, position.y, particle.size, 0, Math.PI * 2);
        context.fill();
      }
      context.globalAlpha = 1;
      if (elapsed < durationMs) frame = requestAnimationFrame(draw);
      else {
        context.clearRect(0, 0, width, height);
        finish();
      }
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [particleCount, durationMs]);

  return <canvas ref={canvasRef} className="cg-fireworks" aria-hidden="true" data-particles={particleCount} />;
}

export const FIREWORKS_BUTTON_TEXT = '放个烟花';

/** The login screens' fireworks button: one show at a time. */
export function FireworksButton({ label = FIREWORKS_BUTTON_TEXT, particleCount, durationMs }: { label?: string } & Omit<FireworksProps, 'onDone'>) {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <button type="button" className="cg-fireworks-button" onClick={() => setPlaying(true)} disabled={playing}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
        </svg>
        {label}
      </button>
      {playing && (
        <Fireworks
          {...(particleCount !== undefined ? { particleCount } : {})}
          {...(durationMs !== undefined ? { durationMs } : {})}
          onDone={() => setPlaying(false)}
        />
      )}
    </>
  );
}
