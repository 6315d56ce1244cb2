import { LegalDocument, type LegalDocumentContent } from '#web/components/ui/legal-document.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';

export type LegalPageContent = { title: string; lead: string; document: LegalDocumentContent };

/** The shape shared by the Terms of Use and the Privacy Policy. */
export function LegalPage({ content }: { content: LegalPageContent }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={content.title} lead={content.lead} />
      <LegalDocument content={content.document} />
    </>
  );
}
