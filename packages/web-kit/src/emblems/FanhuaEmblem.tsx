/** The fanhua mark: a wasteland radio mast sending waves. */
export function FanhuaEmblem({ size }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      fill="none"
      stroke="#fff"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M24 20l-8 24M24 20l8 24M18.5 36h11M20.5 29h7" />
      <circle cx="24" cy="16.5" r="3.2" fill="#fff" />
      <path d="M16.5 9.5a10.5 10.5 0 0 0 0 14M31.5 9.5a10.5 10.5 0 0 1 0 14" />
      <path d="M11 5a18 18 0 0 0 0 23M37 5a18 18 0 0 1 0 23" strokeOpacity="0.7" />
    </svg>
  );
}
