import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from '#web/i18n/translator.ts';

/** A link to another site: opens in a new tab and says so to screen-reader users. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t, language } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {/* Marked Hindi on Hindi pages: the link's own text may be staff's English (lang="en"). */}
      <span className="visually-hidden" lang={language === 'hi' ? 'hi' : undefined}>
        {t('common.opensInNewTab')}
      </span>
    </a>
  );
}
