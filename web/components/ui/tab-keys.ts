/**
 * Index of the tab a key moves to in an ARIA tablist (arrows wrap, Home/End jump), or undefined
 * when the key does not move focus.
 */
export function tabIndexForKey(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | undefined {
  const [previous, next] =
    orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
