import { categories, type Category } from '#web/features/mandatory-disclosure/disclosure-view.ts';
import styles from './mandatory-disclosure.module.css';

/** Toggle buttons (aria-pressed) choosing the category the list shows. */
export function CategoryButtons({
  value,
  onChange,
}: {
  value: Category;
  onChange: (category: Category) => void;
}) {
  return (
    <div className={styles.categories} role="group" aria-label="Category">
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          className={styles.category}
          aria-pressed={value === category.id}
          onClick={() => onChange(category.id)}
        >
          {category.label}
        </button>
      ))}
    </div>
  );
}
