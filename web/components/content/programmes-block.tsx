import type { Block } from '#contracts/content/pages.ts';
import { contentTranslator } from './messages/content-messages.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { useContentLanguage } from './content-language.tsx';
import type { BlockViews } from './block-view-modules.tsx';

type ProgrammesBlock = Extract<Block, { type: 'programmes' }>;

/** The school's stages, each a card with its picture and classes, linking to its own page. */
export function ProgrammesBlockView({ block, level }: { block: ProgrammesBlock; level: number }) {
  const t = contentTranslator(useContentLanguage());
  return (
    <CardGrid minWidth="15rem">
      {block.items.map((programme, index) => (
        <Card
          key={`${index}-${programme.to}`}
          title={programme.title}
          titleLevel={Math.min(level + 1, 4) as 3 | 4}
          image={programme.image}
          meta={programme.classes}
          footer={
            <ButtonLink to={programme.to} variant="secondary" size="small">
              {t('bands.learnMore')}
              <span className="visually-hidden">
                {t('bands.learnMoreAbout', { program: programme.title })}
              </span>
            </ButtonLink>
          }
        >
          <p>{programme.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'programmes'> = { programmes: ProgrammesBlockView };
