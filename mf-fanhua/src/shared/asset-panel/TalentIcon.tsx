/** Small drawn icons for the three talents (no emoji font needed). */
export function TalentIcon({ type }: { type: string }) {
  const common = { viewBox: '0 0 24 24', width: 26, height: 26, 'aria-hidden': true, className: 'fh-talent__icon' } as const;
  if (type === 'strength') {
    return (
      <svg {...common}>
        <rect x="2" y="9" width="4" height="6" rx="1" fill="#c4511a" />
        <rect x="18" y="9" width="4" height="6" rx="1" fill="#c4511a" />
        <rect x="6" y="7" width="3" height="10" rx="1" fill="#7a3a16" />
        <rect x="15" y="7" width="3" height="10" rx="1" fill="#7a3a16" />
        <rect x="9" y="11" width="6" height="2" fill="#7a3a16" />
      </svg>
    );
  }
  if (type === 'intelligence') {
    return (
      <svg {...common}>
        <path d="M12 3a6 6 0 0 0-4 10.5V17h8v-3.5A6 6 0 0 0 12 3Z" fill="#f0b429" />
        <rect x="8.5" y="18" width="7" height="2" rx="1" fill="#7a5a45" />
        <rect x="9.5" y="21" width="5" height="1.5" rx="0.75" fill="#7a5a45" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <circle cx="8" cy="8" r="4.2" fill="#2e9b57" />
      <circle cx="16" cy="8" r="4.2" fill="#2e9b57" />
      <circle cx="8" cy="16" r="4.2" fill="#2e9b57" />
      <circle cx="16" cy="16" r="4.2" fill="#2e9b57" />
      <path d="M12 12l5 9" stroke="#1b5e20" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
