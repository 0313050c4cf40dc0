/** The pilotsh mark: a map pin holding a compass needle (white, drawn on the game's colour). */
export function PilotshEmblem({ size }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} fill="none" aria-hidden="true">
      <path d="M24 4C15.7 4 9 10.5 9 18.6 9 29.5 24 44 24 44s15-14.5 15-25.4C39 10.5 32.3 4 24 4z" fill="#fff" fillOpacity="0.95" />
      <path d="M24 9.5l3.6 9.1L24 27.5l-3.6-8.9z" fill="#1f6feb" />
      <path d="M24 18.6l3.6 0L24 27.5z" fill="#0b2a5b" />
      <circle cx="24" cy="18.6" r="2" fill="#fff" />
    </svg>
  );
}
