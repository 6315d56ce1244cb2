/**
 * Icons for media controls (previous, next, pause, play). Decorative: the button that holds one
 * carries the accessible name.
 */
const shapes = {
  previous: <path d="M15 5l-7 7 7 7" />,
  next: <path d="M9 5l7 7-7 7" />,
  pause: <path d="M8 5v14M16 5v14" />,
  play: <path d="M7 4.5v15l12-7.5z" fill="currentColor" />,
} as const;

export type ControlIconName = keyof typeof shapes;

export function ControlIcon({ name, size = 20 }: { name: ControlIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}
