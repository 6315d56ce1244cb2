import { useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/**
 * True when the visitor asked the system for less motion. False before hydration (nothing
 * moves then anyway); follows changes of the setting while the page is open.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(query);
    setReduced(media.matches);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
