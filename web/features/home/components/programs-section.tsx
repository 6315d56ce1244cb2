import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { HomeText } from '#web/features/home/home-content.ts';

/** The four school stages, each linking to its academics page. */
export function ProgramsSection({ programs }: { programs: HomeText['programs'] }) {
  return (
    <Section
      id="programs"
      eyebrow="Academics"
      title="Educational Programs"
      intro="A clear path from the first day of nursery to the last board examination."
    >
      <CardGrid minWidth="15rem">
        {programs.map((program) => (
          <Card
            key={program.to}
            title={program.title}
            image={program.image}
            meta={program.classes}
            footer={
              <ButtonLink to={program.to} variant="secondary" size="small">
                Learn More<span className="visually-hidden"> about {program.title}</span>
              </ButtonLink>
            }
          >
            <p>{program.description}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
