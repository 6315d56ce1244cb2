import type { PageAction } from '#contracts/content/pages.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';

/**
 * A row of buttons: the first one stands out. On a dark band (hero, closing band) `light`
 * picks the light styles; a button's own style wins.
 */
export function BlockActions({ actions, light }: { actions: PageAction[]; light?: boolean }) {
  return (
    <>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.label + action.to}
          to={action.to}
          external={action.external}
          variant={
            action.variant ??
            (light
              ? index === 0
                ? 'light'
                : 'outlineLight'
              : index === 0
                ? 'primary'
                : 'secondary')
          }
        >
          {action.label}
        </ButtonLink>
      ))}
    </>
  );
}
