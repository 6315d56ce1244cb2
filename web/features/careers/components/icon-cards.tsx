import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { Icon, type IconName } from '#web/components/ui/icon.tsx';

/** A grid of the page's icon cards (values, growth, why join), from its content data. */
export function IconCards({
  cards,
  minWidth,
}: {
  cards: Array<{ title: string; text: string; icon: IconName }>;
  minWidth?: string;
}) {
  return (
    <CardGrid minWidth={minWidth}>
      {cards.map((card) => (
        <Card key={card.title} title={card.title} icon={<Icon name={card.icon} />}>
          <p>{card.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
