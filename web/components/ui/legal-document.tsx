import { Fragment, type ReactNode } from 'react';
import styles from './legal-document.module.css';

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet points shown after the paragraphs. */
  list?: readonly string[];
};

export type LegalDocumentContent = {
  /** Date the text last changed, shown as written (e.g. "1 April 2025"). */
  lastUpdated: string;
  summary: string;
  sections: readonly LegalSection[];
};

const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Plain text with any e-mail address turned into a mailto link. */
function withEmailLinks(text: string): ReactNode {
  return text.split(emailPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** A legal text (terms, privacy policy): a contents list beside numbered sections. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.toc} aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className={styles.tocTitle}>
          On this page
        </h2>
        <ol>
          {content.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        <p className={styles.updated}>Last updated: {content.lastUpdated}</p>
        <p className={styles.summary}>{content.summary}</p>
        {content.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={styles.section}
          >
            <h2 id={`${section.id}-title`}>
              <span className={styles.number}>{index + 1}.</span> {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{withEmailLinks(paragraph)}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item.slice(0, 40)}>{withEmailLinks(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
