import type { JSONContent } from '@tiptap/react';
import type { RichDoc, RichInline, RichNode } from '#contracts/content/pages.ts';

type Mark = NonNullable<Extract<RichInline, { type: 'text' }>['marks']>[number];

function marksOf(marks: JSONContent['marks']): Mark[] | undefined {
  const kept = (marks ?? []).flatMap((mark): Mark[] => {
    if (mark.type === 'bold' || mark.type === 'italic') return [{ type: mark.type }];
    const href = mark.attrs?.href;
    if (mark.type === 'link' && typeof href === 'string')
      return [{ type: 'link', attrs: { href } }];
    return [];
  });
  return kept.length ? kept : undefined;
}

function inlineOf(nodes: JSONContent[] | undefined): RichInline[] | undefined {
  const kept = (nodes ?? []).flatMap((node): RichInline[] => {
    if (node.type === 'hardBreak') return [{ type: 'hardBreak' }];
    if (node.type !== 'text' || !node.text) return [];
    const marks = marksOf(node.marks);
    return [{ type: 'text', text: node.text, ...(marks && { marks }) }];
  });
  return kept.length ? kept : undefined;
}

type Paragraph = Extract<RichNode, { type: 'paragraph' }>;

/** A list item's paragraphs; a nested list's items become further paragraphs of the item. */
function paragraphsOf(item: JSONContent): Paragraph[] {
  return (item.content ?? []).flatMap((child): Paragraph[] => {
    if (child.type === 'paragraph') {
      const content = inlineOf(child.content);
      return [{ type: 'paragraph', ...(content && { content }) }];
    }
    return (child.content ?? []).flatMap(paragraphsOf);
  });
}

/**
 * TipTap's JSON reduced to the page model's rich text (contracts/content/pages.ts): attributes
 * the site does not use (link targets, list starts) and any other node are dropped.
 */
export function richDocOf(json: JSONContent): RichDoc {
  const content = (json.content ?? []).flatMap((node): RichNode[] => {
    const inline = inlineOf(node.content);
    switch (node.type) {
      case 'paragraph':
        return [{ type: 'paragraph', ...(inline && { content: inline }) }];
      case 'heading':
        return [
          {
            type: 'heading',
            attrs: { level: node.attrs?.level === 4 ? 4 : 3 },
            ...(inline && { content: inline }),
          },
        ];
      case 'bulletList':
      case 'orderedList': {
        const items = (node.content ?? []).map((item) => {
          const paragraphs = paragraphsOf(item);
          return {
            type: 'listItem' as const,
            content: paragraphs.length ? paragraphs : [{ type: 'paragraph' as const }],
          };
        });
        return items.length ? [{ type: node.type, content: items }] : [];
      }
      default:
        return inline ? [{ type: 'paragraph', content: inline }] : [];
    }
  });
  return { type: 'doc', content };
}
