import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import type { IconCard } from '#web/features/careers/careers-content.ts';
import { useCareersTranslation } from '#web/features/careers/messages/careers-messages.ts';

/** A grid of the page's icon cards (values, growth, why join), their words from the catalogue. */
export function IconCards({ cards, minWidth }: { cards: IconCard[]; minWidth?: string }) {
  const { t } = useCareersTranslation();
  return (
    <CardGrid minWidth={minWidth}>
      {cards.map((card) => (
        <Card
          key={card.key}
          title={t(`careers.cards.${card.key}`)}
          icon={<Icon name={card.icon} />}
        >
          <p>{t(`careers.cards.${card.key}Text`)}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
