import { useEffect, useState } from 'react';

/** The narrow breakpoint: puzzle cells shrink below 768 px. */
export const NARROW_BREAKPOINT_PX = 768;

const query = `(max-width: ${NARROW_BREAKPOINT_PX - 1}px)`;

function matches(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') return window.matchMedia(query).matches;
  return window.innerWidth < NARROW_BREAKPOINT_PX;
}

export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setNarrow(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}
