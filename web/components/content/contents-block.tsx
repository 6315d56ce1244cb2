import { createContext, useContext } from 'react';
import type { Block } from '#contracts/content/pages.ts';
import styles from './content-blocks.module.css';

type ContentsBlock = Extract<Block, { type: 'contents' }>;

/** A section as the page shows it: its title in the page's language, or in English for want of it. */
export type FollowingSection = { id: string; title: string; inEnglish: boolean };

/** The sections below the one being drawn (content-page.tsx provides them for each section). */
export const FollowingSections = createContext<readonly FollowingSection[]>([]);

/** "On this page": links to the sections that follow, for long pages (terms, privacy policy). */
export function ContentsBlockView({ block, level }: { block: ContentsBlock; level: number }) {
  const sections = useContext(FollowingSections);
  const Sub = `h${Math.min(level + 1, 4)}` as 'h3' | 'h4';
  return (
    <nav className={styles.contents} aria-label={block.title}>
      <Sub className={styles.contentsTitle}>{block.title}</Sub>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} lang={section.inEnglish ? 'en' : undefined}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
