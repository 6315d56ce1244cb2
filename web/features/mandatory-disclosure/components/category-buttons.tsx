import { Link } from '#web/components/ui/local-link.tsx';
import { categories, type Category } from '#web/features/mandatory-disclosure/disclosure-view.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import styles from './mandatory-disclosure.module.css';

/** The categories as links (`?category=results`) that keep the search and work without JavaScript. */
export function CategoryButtons({ value, search }: { value: Category; search: string }) {
  const { t } = useDisclosureTranslation();
  const href = (category: Category) => {
    const params = new URLSearchParams();
    if (search) params.set('q', search);
    if (category !== 'all') params.set('category', category);
    return `?${params}#documents`;
  };
  return (
    <nav className={styles.categories} aria-label={t('disclosure.categoryNav')}>
      {categories.map((category) => (
        <Link
          key={category}
          to={href(category)}
          preventScrollReset
          className={styles.category}
          aria-current={value === category ? 'true' : undefined}
        >
          {t(`disclosure.categories.${category}`)}
          {/* "Information" alone reads as a vague link to search engines and screen readers. */}
          <span className="visually-hidden">{t('disclosure.categoryDocuments')}</span>
        </Link>
      ))}
    </nav>
  );
}
