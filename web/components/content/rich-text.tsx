import type { ReactNode } from 'react';
import type { RichDoc, RichInline, RichNode } from '#contracts/content/pages.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';

type Mark = NonNullable<Extract<RichInline, { type: 'text' }>['marks']>[number];

function withMark(content: ReactNode, mark: Mark): ReactNode {
  if (mark.type === 'bold') return <strong>{content}</strong>;
  if (mark.type === 'italic') return <em>{content}</em>;
  const { href } = mark.attrs;
  return /^https?:/i.test(href) ? (
    <ExternalLink href={href}>{content}</ExternalLink>
  ) : (
    <a href={href}>{content}</a>
  );
}

function Inline({ nodes }: { nodes: RichInline[] | undefined }) {
  return (nodes ?? []).map((node, index) =>
    node.type === 'hardBreak' ? (
      <br key={index} />
    ) : (
      <span key={index}>{(node.marks ?? []).reduce<ReactNode>(withMark, node.text)}</span>
    ),
  );
}

/** Heading levels inside text follow the block's place: `level` is the section's heading level. */
function Node({ node, level }: { node: RichNode; level: number }) {
  switch (node.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={node.content} />
        </p>
      );
    case 'heading': {
      const Tag = `h${Math.min(level + node.attrs.level - 2, 4)}` as 'h3' | 'h4';
      return (
        <Tag>
          <Inline nodes={node.content} />
        </Tag>
      );
    }
    case 'bulletList':
    case 'orderedList': {
      const List = node.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List>
          {node.content.map((item, index) => (
            <li key={index}>
              {item.content.map((paragraph, i) => (
                <Inline key={i} nodes={paragraph.content} />
              ))}
            </li>
          ))}
        </List>
      );
    }
  }
}

/**
 * Staff-written rich text as React elements, never as HTML: the document model
 * (contracts/content/pages.ts) allows paragraphs, headings, lists, bold, italic and links only.
 */
export function RichText({ doc, level = 2 }: { doc: RichDoc; level?: number }) {
  return doc.content.map((node, index) => <Node key={index} node={node} level={level} />);
}
