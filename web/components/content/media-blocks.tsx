import type { Block } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import styles from './content-blocks.module.css';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;

/** One picture; a decorative one has empty alt text so screen readers skip it. */
export function ImageBlockView({ block }: { block: Of<'image'> }) {
  const { image } = block;
  return (
    <figure className={styles.figure}>
      <img
        src={image.src}
        alt={block.decorative ? '' : image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}

/** Several pictures in a grid, each described or marked decorative (then screen readers skip it). */
export function GalleryBlockView({ block }: { block: Of<'gallery'> }) {
  return (
    <ul className={styles.gallery} aria-label={block.label}>
      {block.images.map((image) => (
        <li key={image.src}>
          <img
            src={image.src}
            alt={image.decorative ? '' : image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

/** A stored file (a PDF circular, a form) as a download link. */
export function DocumentBlockView({ block }: { block: Of<'document'> }) {
  return (
    <p className={styles.document}>
      <a href={block.href} download>
        {block.title}
      </a>
      {block.description && <span> — {block.description}</span>}
    </p>
  );
}

/**
 * A map frame. The Content-Security-Policy lets frames come only from the school's own map
 * origin (server/plugins/content-security-policy.ts): another map shows as a link.
 */
export function MapBlockView({ block }: { block: Of<'map'> }) {
  const allowed = new URL(schoolIdentity.mapEmbedUrl).origin === new URL(block.embedUrl).origin;
  if (!allowed)
    return (
      <p className={styles.document}>
        <ExternalLink href={block.embedUrl}>{block.title}</ExternalLink>
      </p>
    );
  return (
    <iframe
      className={styles.map}
      title={block.title}
      src={block.embedUrl}
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  );
}
