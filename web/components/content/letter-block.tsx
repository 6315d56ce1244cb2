import { ButtonLink } from '#web/components/ui/button.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { Letter } from '#web/components/ui/letter.tsx';
import { PersonName } from '#web/components/ui/person-name.tsx';
import { translatorFor } from '#web/i18n/translator.ts';
import { useContentLanguage } from './content-language.tsx';
import { letterSignature, type LetterBlock } from './letter-signature.ts';
import { useSchoolFacts } from './school-facts.tsx';
import styles from './content-blocks.module.css';
import type { BlockViews } from './block-view-modules.tsx';

/**
 * A signed letter (the Principal's, the Director's message) with the portrait beside it (a person
 * icon if it fails to load) and, when an address is given, a button to write to its author.
 */
export function LetterBlockView({ block }: { block: LetterBlock }) {
  const language = useContentLanguage();
  const t = translatorFor(language);
  const { role, signature, byName, organisation } = letterSignature(block, useSchoolFacts(), t);
  const { contactEmail, contactHours } = block;
  return (
    <Letter
      letter={{
        ...block,
        signature: byName ? <PersonName name={signature} language={language} /> : signature,
        organisation,
      }}
      portrait={block.portrait}
      actions={
        contactEmail && (
          <div className={styles.letterContact}>
            <ButtonLink to={`mailto:${contactEmail}`}>
              <Icon name="mail" size={20} />
              {t('letter.contact', { role })}
            </ButtonLink>
            <p className={styles.letterHours}>
              <Icon name="clock" size={18} />
              <span>
                {contactHours && `${contactHours} `}
                {t('letter.email')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </span>
            </p>
          </div>
        )
      }
    />
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'letter'> = { letter: LetterBlockView };
