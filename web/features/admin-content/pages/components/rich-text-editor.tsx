import { useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { RichDoc } from '#contracts/content/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { shapePastedHtml } from '#web/features/admin-content/pages/pasted-html.ts';
import { richDocOf } from '#web/features/admin-content/pages/rich-text-json.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './page-editor.module.css';

/**
 * Rich text through TipTap (decision 0018), limited to what the page model keeps: paragraphs,
 * two heading levels, lists, bold, italic and links. Text pasted from Word or Google Docs keeps
 * those (pasted-html.ts maps its headings and Word's lists) and loses the rest, because the
 * editor's schema has nothing else to hold it.
 */
export default function RichTextEditor({
  doc,
  onChange,
  labelledBy,
}: {
  doc: RichDoc;
  onChange: (doc: RichDoc) => void;
  labelledBy: string;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        heading: { levels: [3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i.test(url),
        },
      }),
    ],
    content: doc,
    editorProps: {
      attributes: {
        class: styles.richText!,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
      },
      transformPastedHTML: shapePastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(richDocOf(current.getJSON())),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      h4: current?.isActive('heading', { level: 4 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const linkId = useId();
  if (!editor || !active) return <p role="status">Loading the text editor…</p>;

  const chain = () => editor.chain().focus();
  const tool = (label: string, pressed: boolean, run: () => void) => (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.richEditor}>
      <div role="toolbar" aria-label="Text formatting" className={styles.toolbar}>
        {tool('Bold', active.bold, () => chain().toggleBold().run())}
        {tool('Italic', active.italic, () => chain().toggleItalic().run())}
        {tool('Heading', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('Subheading', active.h4, () => chain().toggleHeading({ level: 4 }).run())}
        {tool('Bullet list', active.bullets, () => chain().toggleBulletList().run())}
        {tool('Numbered list', active.numbers, () => chain().toggleOrderedList().run())}
        {tool('Link', active.link, () => {
          setHref(String(editor.getAttributes('link').href ?? ''));
          setLinking(true);
        })}
      </div>
      {linking && (
        <div className={styles.linkForm}>
          <label className={shared.label} htmlFor={linkId}>
            Link address (/page, https://…, mailto:…)
          </label>
          <input
            id={linkId}
            className={shared.input}
            value={href}
            autoFocus
            onChange={(event) => setHref(event.target.value)}
          />
          <Button
            size="small"
            onClick={() => {
              const target = href.trim();
              if (target) chain().extendMarkRange('link').setLink({ href: target }).run();
              else chain().extendMarkRange('link').unsetLink().run();
              setLinking(false);
            }}
          >
            Apply link
          </Button>
          <Button size="small" variant="secondary" onClick={() => setLinking(false)}>
            Cancel
          </Button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
