import type { Translate } from '#web/i18n/translator.ts';
import type { ItemKind } from '#contracts/content/item-paths.ts';
import { AudienceNote } from '#web/components/content/audience-note.tsx';
import { EnglishFallbackNotice } from '#web/components/content/english-fallback-notice.tsx';
import { Link } from '#web/components/ui/local-link.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { attachmentLabel } from '#web/lib/file-label.ts';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import type { ItemPage as ItemPageData } from '#web/features/items/item-data.ts';
import { itemLists } from '#web/features/items/item-view.ts';
import styles from './item-page.module.css';
import { ShareLinks } from './share-links.tsx';

/** The list's name and the item's kind, in the page's language. */
function listWords(kind: ItemKind, t: Translate) {
  const label = t(`items.${kind}Label`);
  return { label, lowerLabel: label.toLowerCase(), noun: t(`items.${kind}Noun`) };
}

/**
 * The page of one news item, notice, event, gallery post or achievement: breadcrumb, title, the
 * kind's facts (an achievement's pupils, category and level), date, picture (every photo of an album), text,
 * attachment, sharing, then the neighbouring items and the way back to the list.
 */
export function ItemPage({ page }: { page: ItemPageData }) {
  const { item, previous, next } = page;
  const { t, language } = useComponentTranslation();
  const list = { href: itemLists[item.kind].href, ...listWords(item.kind, t) };
  // Its title, text or a fact, or a neighbour's title, in English for want of Hindi (item-view.ts).
  const fallsBack = [
    item.titleLang,
    item.bodyLang,
    ...(item.facts ?? []).map((fact) => fact.lang),
    previous?.lang,
    next?.lang,
  ].includes('en');
  const facts = item.facts?.filter((fact) => fact.value);
  return (
    <Section lang={language}>
      <article className={styles.article}>
        <nav aria-label={t('items.breadcrumb')}>
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/">{t('layout.home')}</Link>
            </li>
            <li>
              <Link to={list.href}>{list.label}</Link>
            </li>
            <li aria-current="page" lang={item.titleLang}>
              {item.title}
            </li>
          </ol>
        </nav>
        <EnglishFallbackNotice language={language} when={fallsBack} />
        <p className={styles.kind}>{list.noun}</p>
        <h1 className={styles.title} lang={item.titleLang}>
          {item.title}
        </h1>
        <AudienceNote audiences={item.audiences} />
        {facts?.length ? (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd lang={fact.lang}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.date}>
          {item.number && <span>{t('items.circular', { number: item.number })}</span>}
          <time dateTime={item.date}>{dateNamesFor(language).listDate(item.date)}</time>
          {item.endDate && (
            <>
              {' – '}
              <time dateTime={item.endDate}>{dateNamesFor(language).listDate(item.endDate)}</time>
            </>
          )}
        </p>
        {item.image && (
          <img
            className={styles.image}
            src={item.image.src}
            srcSet={item.image.srcSet}
            sizes="(min-width: 800px) 760px, 100vw"
            alt=""
            width={item.image.width}
            height={item.image.height}
            fetchPriority="high"
          />
        )}
        {item.photos && item.photos.length > 0 && (
          <ul className={styles.photos}>
            {item.photos.map((photo, index) => (
              <li key={photo.key}>
                <img
                  className={styles.image}
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes="(min-width: 800px) 760px, 100vw"
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  {...(index === 0
                    ? { fetchPriority: 'high' as const }
                    : { loading: 'lazy' as const, decoding: 'async' as const })}
                />
              </li>
            ))}
          </ul>
        )}
        {item.body
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index} className={styles.body} lang={item.bodyLang}>
              {paragraph.trim()}
            </p>
          ))}
        {item.attachment && (
          <p>
            <a
              className={styles.attachment}
              href={item.attachment.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('items.open', { name: item.attachment.name })} (
              {attachmentLabel({
                fileName: item.attachment.name,
                fileType: item.attachment.type,
                fileSize: item.attachment.size,
              })}
              )<span className="visually-hidden">{t('common.opensInNewTab')}</span>
            </a>
          </p>
        )}
        <ShareLinks title={item.title} path={item.path} />
        {item.kind === 'notices' && (
          <p>
            <Link to="/subscribe">{t('items.subscribe')}</Link>
          </p>
        )}
        {(previous || next) && (
          <nav
            className={styles.neighbours}
            aria-label={t('items.more', { list: list.lowerLabel })}
          >
            {previous ? (
              <Link to={previous.href} rel="prev" className={styles.neighbour}>
                <span className={styles.neighbourLabel}>{t('items.previous')}</span>{' '}
                <span lang={previous.lang}>{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next && (
              <Link to={next.href} rel="next" className={`${styles.neighbour} ${styles.next}`}>
                <span className={styles.neighbourLabel}>{t('items.next')}</span>{' '}
                <span lang={next.lang}>{next.title}</span>
              </Link>
            )}
          </nav>
        )}
        <p>
          <Link to={list.href}>{t('items.back', { list: list.lowerLabel })}</Link>
        </p>
      </article>
    </Section>
  );
}
