import type { GameId } from '@citygames/web-kit/token-store';

/** Each game's mark on the landing page (the same drawings as the games' own headers). */
export function GameMark({ game }: { game: GameId }) {
  if (game === 'pilotsh') {
    return (
      <svg viewBox="0 0 48 48" fill="none" aria-hidden="true">
        <path d="M24 4C15.7 4 9 10.5 9 18.6 9 29.5 24 44 24 44s15-14.5 15-25.4C39 10.5 32.3 4 24 4z" fill="#fff" fillOpacity="0.95" />
        <path d="M24 9.5l3.6 9.1L24 27.5l-3.6-8.9z" fill="#1f6feb" />
        <path d="M24 18.6l3.6 0L24 27.5z" fill="#0b2a5b" />
        <circle cx="24" cy="18.6" r="2" fill="#fff" />
      </svg>
    );
  }
  if (game === 'polish120') {
    return (
      <svg viewBox="0 0 48 48" fill="none" stroke="#fff" strokeWidth="2" aria-hidden="true">
        <circle cx="24" cy="24" r="20" />
        <circle cx="24" cy="24" r="15" strokeOpacity="0.8" />
        <circle cx="24" cy="24" r="10" strokeOpacity="0.6" />
        <circle cx="24" cy="24" r="5" strokeOpacity="0.45" />
        <path d="M24 2v5M24 41v5M2 24h5M41 24h5" strokeLinecap="round" />
        <path d="M24 11l3.4 13L24 37l-3.4-13z" fill="#fff" stroke="none" />
        <path d="M24 24l3.4 0L24 37z" fill="#c18bff" stroke="none" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 48" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M24 20l-8 24M24 20l8 24M18.5 36h11M20.5 29h7" />
      <circle cx="24" cy="16.5" r="3.2" fill="#fff" />
      <path d="M16.5 9.5a10.5 10.5 0 0 0 0 14M31.5 9.5a10.5 10.5 0 0 1 0 14" />
      <path d="M11 5a18 18 0 0 0 0 23M37 5a18 18 0 0 1 0 23" strokeOpacity="0.7" />
    </svg>
  );
}
