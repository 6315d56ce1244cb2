/**
 * Which of the `<details>` inside `root` is open (their order among the others), or null: what a
 * visitor opened in the server's HTML before the scripts ran, so the scripted menu that replaces it
 * opens the same group (desktop-menu.tsx, mobile-menu.tsx).
 */
export function openDisclosure(root: Element | null): number | null {
  const all = [...(root?.querySelectorAll('details') ?? [])];
  const index = all.findIndex((details) => (details as HTMLDetailsElement).open);
  return index === -1 ? null : index;
}
