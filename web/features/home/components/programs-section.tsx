import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { HomeText } from '#web/features/home/home-content.ts';
import { useHomeTranslation } from '#web/features/home/messages/home-messages.ts';

/** The four school stages, each linking to its academics page. */
export function ProgramsSection({ programs }: { programs: HomeText['programs'] }) {
  const { t, language } = useHomeTranslation();
  return (
    <Section
      id="programs"
      eyebrow={t('home.programsEyebrow')}
      title={t('home.programsTitle')}
      intro={t('home.programsIntro')}
      lang={language}
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
                {t('home.learnMore')}
                <span className="visually-hidden">
                  {t('home.learnMoreAbout', { program: program.title })}
                </span>
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
