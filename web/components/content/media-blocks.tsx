import type { Block } from '#contracts/content/pages.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { useSchool } from '#web/lib/school.ts';
import styles from './content-blocks.module.css';
import type { BlockViews } from './block-view-modules.tsx';

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

/** The origin of a map address, or none for an empty or broken one. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * A map frame. The Content-Security-Policy lets frames come only from the origin of the map the
 * school chose in its settings (server/plugins/content-security-policy.ts): another map, or any
 * map while the school has none, shows as a link.
 */
export function MapBlockView({ block }: { block: Of<'map'> }) {
  const schoolMap = originOf(useSchool().map.embedUrl);
  const allowed = schoolMap !== null && schoolMap === originOf(block.embedUrl);
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

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'image' | 'gallery' | 'document' | 'map'> = {
  image: ImageBlockView,
  gallery: GalleryBlockView,
  document: DocumentBlockView,
  map: MapBlockView,
};
