/** The polish120 mark: a compass of four rings (year, month, day, hour) with its needle. */
export function Polish120Emblem({ size }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} fill="none" stroke="#fff" strokeWidth="2" aria-hidden="true">
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
