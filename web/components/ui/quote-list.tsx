import styles from './quote-list.module.css';

export type Quote = { quote: string; name: string; role: string };

/** Testimonials and quoted words, each with who said it. */
export function QuoteList({ quotes }: { quotes: Quote[] }) {
  return (
    <div className={styles.grid}>
      {quotes.map((item) => (
        <figure key={item.name + item.quote.slice(0, 20)} className={styles.quote}>
          <blockquote>
            <p style={{ margin: 0 }}>“{item.quote}”</p>
          </blockquote>
          <figcaption>
            <strong>{item.name}</strong>
            {item.role}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
