import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from '#web/lib/use-reduced-motion.ts';

type CarouselOptions = {
  count: number;
  /** Time each slide stays before the next one (4000 ms news, 5000 ms campus). */
  intervalMs: number;
  /** Length of the slide animation; the wrap reset waits for it to finish. */
  transitionMs: number;
};

/**
 * Index, autoplay and pause logic shared by every auto-advancing carousel.
 *
 * The track holds the slides plus a copy of the first one at the end. Moving forward from the
 * last slide slides onto the copy, then (after the animation) jumps back to the real first slide
 * without animation, so the wrap looks seamless. Moving back from the first slide jumps to the
 * copy without animation, then animates to the last slide.
 *
 * Autoplay stops (WCAG 2.2.2) when the visitor presses pause, hovers the carousel, moves keyboard
 * focus into it, or has asked the system for reduced motion.
 */
export function useCarousel({ count, intervalMs, transitionMs }: CarouselOptions) {
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  // 'auto' follows the system setting; the visitor's button overrides it either way.
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const frame = useRef(0);

  const stopped = choice === 'paused' || (choice === 'auto' && reducedMotion);
  const playing = count > 1 && !stopped && !hovered && !focused;
  const index = count > 0 ? position % count : 0;

  const next = useCallback(() => {
    if (count < 2) return;
    setAnimate(true);
    // At the copy the reset is pending; one more step would leave the track.
    setPosition((current) => (current >= count ? current : current + 1));
  }, [count]);

  const previous = useCallback(() => {
    if (count < 2) return;
    if (position > 0) {
      setAnimate(true);
      setPosition(position - 1);
      return;
    }
    setAnimate(false);
    setPosition(count);
    // Two frames: the jump to the copy must be painted before the animated step back starts.
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = requestAnimationFrame(() => {
        setAnimate(true);
        setPosition(count - 1);
      });
    });
  }, [count, position]);

  const goTo = useCallback((target: number) => {
    setAnimate(true);
    setPosition(target);
  }, []);

  // Landing on the copy of the first slide: jump back to the real one once the animation ends.
  useEffect(() => {
    if (count < 2 || position < count) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setPosition(0);
    }, transitionMs);
    return () => clearTimeout(timer);
  }, [position, count, transitionMs]);

  // Autoplay: a fresh timer per slide, so a manual move gives the new slide its full time.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [playing, position, intervalMs, next]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // A shorter list (data reloaded) must not leave the track past its end.
  useEffect(() => {
    if (position > count) setPosition(0);
  }, [count, position]);

  const rootHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index,
    position,
    animate,
    playing,
    /** Stopped by the visitor's button or by reduced motion: what the pause button shows. */
    stopped,
    togglePause: () => setChoice(stopped ? 'playing' : 'paused'),
    next,
    previous,
    goTo,
    rootHandlers,
  };
}
