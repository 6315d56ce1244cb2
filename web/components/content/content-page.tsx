import type { Page } from '#contracts/content/pages.ts';
import { isBandBlock, withSchoolName } from '#contracts/content/page-reading.ts';
import { inLanguage, translationProgress } from '#contracts/content/translation.ts';
import type { Language } from '#contracts/languages.ts';
import { schoolWords } from '#contracts/school-profile.ts';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { useSchool } from '#web/lib/school.ts';
import { BandView, LiveBandsProvider, type LiveBands } from './band-view.tsx';
import { BlockActions } from './block-actions.tsx';
import { BlockStack } from './block-view.tsx';
import { blockViewModulesOf } from './block-view-modules.tsx';
import { ContentLanguage, InEnglish } from './content-language.tsx';
import { EnglishFallbackNotice } from './english-fallback-notice.tsx';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import { schoolToday } from '#web/lib/school-date.ts';
import { SchoolFactsProvider, type SchoolFacts } from './school-facts.tsx';
import { FollowingSections } from './contents-block.tsx';
import styles from './content-blocks.module.css';

/**
 * Every information page and the home page: a hero (the page's only h1), its sections on
 * alternating backgrounds, a closing band and the date it last changed. Drawn the same for the
 * public and the preview; `facts` are what blocks show from School information (the
 * Principal's name), `live` draws the home page's live bands (band-view.tsx). In Hindi, each
 * part whose translation is incomplete is drawn in English (contracts/content/translation.ts).
 */
export function ContentPage({
  page,
  facts,
  language = 'en',
  live,
  showUpdated = true,
}: {
  page: Page;
  facts: SchoolFacts;
  language?: Language;
  live?: LiveBands;
  /** The "Last updated" line under the page (the home page has none). */
  showUpdated?: boolean;
}) {
  const school = useSchool();
  const { node: shown, complete } = inLanguage(page, language);
  // Any part (the page's own texts, a section, a block at any depth) still without its Hindi.
  const progress = language === 'en' ? undefined : translationProgress(page);
  const fallsBack = progress !== undefined && progress.complete < progress.nodes;
  const t = translatorFor(language);
  // The day at the school it last changed (updatedAt is an instant).
  const updated = schoolToday(new Date(page.updatedAt));
  const { hero, sections, cta } = shown;
  // Each section in the page's language, or in English while its translation is incomplete: the
  // contents block lists the titles the reader sees below it.
  const shownSections = sections.map((english) => inLanguage(english, language));
  return (
    <ContentLanguage value={language}>
      {/* The modules that draw its blocks, which the browser fetches before it hydrates the
          page and the server preloads (web/entry.client.tsx, server/plugins/first-paint.ts). */}
      <div
        lang={language}
        style={{ display: 'contents' }}
        data-block-views={blockViewModulesOf(page).join(' ') || undefined}
      >
        <SchoolFactsProvider facts={facts}>
          <LiveBandsProvider value={live}>
            {fallsBack && (
              <div className="container">
                <EnglishFallbackNotice language={language} when />
              </div>
            )}
            <InEnglish when={!complete}>
              <PageHero
                eyebrow={hero.eyebrow}
                title={withSchoolName(
                  hero.title,
                  schoolWords(school, complete ? language : 'en').name,
                )}
                lead={hero.lead}
                image={hero.image}
                actions={hero.actions && <BlockActions actions={hero.actions} light />}
              />
            </InEnglish>
            {sections.map((english, index) => {
              const section = shownSections[index]!;
              const mark = (text: string | undefined) =>
                text && (section.complete ? text : <span lang="en">{text}</span>);
              const tone = english.tone ?? (index % 2 === 1 ? 'muted' : 'plain');
              const [only, ...others] = english.blocks;
              if (only && others.length === 0 && isBandBlock(only))
                return (
                  <BandView
                    key={english.id}
                    band={{
                      id: english.id,
                      tone,
                      eyebrow: mark(section.node.eyebrow),
                      title: mark(section.node.title),
                      intro: mark(section.node.intro),
                      label: section.node.title,
                    }}
                    block={only}
                  />
                );
              return (
                <Section
                  key={english.id}
                  id={english.id}
                  eyebrow={mark(section.node.eyebrow)}
                  title={mark(section.node.title)}
                  intro={mark(section.node.intro)}
                  tone={tone}
                >
                  <FollowingSections
                    value={shownSections.slice(index + 1).map(({ node, complete }) => ({
                      id: node.id,
                      title: node.title,
                      inEnglish: !complete,
                    }))}
                  >
                    <BlockStack blocks={english.blocks} level={2} />
                  </FollowingSections>
                </Section>
              );
            })}
            {cta && (
              <InEnglish when={!complete}>
                <CtaBanner
                  title={cta.title}
                  text={cta.text}
                  actions={<BlockActions actions={cta.actions} light />}
                />
              </InEnglish>
            )}
            {showUpdated && (
              <div className="container">
                <p className={styles.updated}>
                  {t('common.lastUpdated')}{' '}
                  <time dateTime={updated}>{dateNamesFor(language).listDate(updated)}</time>
                </p>
              </div>
            )}
          </LiveBandsProvider>
        </SchoolFactsProvider>
      </div>
    </ContentLanguage>
  );
}
