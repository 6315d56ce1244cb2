import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has been `threshold` visible (0.5 = half of it). Stays true afterwards.
 * Starts true before hydration, so pre-rendered content is readable without JavaScript.
 */
export function useInView<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<'server' | 'waiting' | 'seen'>('server');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setState('seen');
      return;
    }
    const box = element.getBoundingClientRect();
    const visibleHeight = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    if (box.height > 0 && visibleHeight / box.height >= threshold) {
      setState('seen');
      return;
    }
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('seen');
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  return { ref, inView: state !== 'waiting', seenAfterScroll: state === 'seen' };
}
