/** A drawn tent (no emoji: phones without an emoji font would show a box). */
export function TentEmblem() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
      <path d="M32 4 4 44h56L32 4Z" fill="#c4511a" />
      <path d="M32 4 20 44h24L32 4Z" fill="#7a3a16" />
      <path d="M32 22 26 44h12l-6-22Z" fill="#2b1d14" />
      <path d="M2 44h60" stroke="#7a5a45" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
