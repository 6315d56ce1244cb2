import { lazy, Suspense, useId } from 'react';
import { describePagePath, type PageInput, type RichDoc } from '#contracts/content/pages.ts';
import {
  forEachNode,
  inLanguage,
  replacedAt,
  translatableTexts,
  translationAt,
  translationProgress,
  type TranslatableText,
} from '#contracts/content/translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import type { Errors } from './field-editor.tsx';
import styles from './page-editor.module.css';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

type Path = Array<string | number>;
type Part = { path: Path; node: Record<string, unknown>; texts: TranslatableText[] };

const emptyDoc: RichDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** "items 1 note" for ['items', 0, 'note']: where a text sits inside its block, for its label. */
function placeOf(path: Path): string {
  return path
    .map((step) =>
      typeof step === 'number'
        ? String(step + 1)
        : step.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase()),
    )
    .join(' › ');
}

/** A rich text document's words, for showing the English beside its translation. */
function wordsOf(doc: unknown): string {
  if (typeof doc !== 'object' || doc === null) return '';
  const node = doc as { text?: string; content?: unknown[] };
  if (node.text) return node.text;
  return (node.content ?? []).map(wordsOf).filter(Boolean).join(' ');
}

function partName(page: PageInput, path: Path): string {
  if (path.length === 0) return 'Page: title, description, hero and closing band';
  if (path.length === 2)
    return `Section ${Number(path[1]) + 1}: ${page.sections[Number(path[1])]?.title}`;
  return describePagePath(page, path) || placeOf(path);
}

/**
 * The Hindi of a page, edited beside the English (contracts/content/translation.ts): for each
 * part of the page, every text it shows with its English above. A part is shown in Hindi on
 * /hi/ only once all its texts have their Hindi; until then the Hindi page shows it in English.
 */
export function TranslationEditor({
  page,
  onChange,
  errors,
}: {
  page: PageInput;
  onChange: (next: PageInput) => void;
  errors: Errors;
}) {
  const parts: Part[] = [];
  forEachNode(page, (node, path) => {
    const texts = translatableTexts(node);
    if (texts.length > 0) parts.push({ path, node, texts });
  });
  const progress = translationProgress(page);
  const setHindi = (part: Part, hi: unknown) =>
    onChange(replacedAt(page, [...part.path, 'hi'], hi) as PageInput);

  return (
    <>
      <p className={shared.hint} role="status">
        {progress.complete === progress.nodes
          ? 'Hindi complete: every part of the page has its Hindi.'
          : `Hindi incomplete: ${progress.complete} of ${progress.nodes} parts translated. A part without all its Hindi is shown in English on the Hindi page.`}
      </p>
      {parts.map((part) => (
        <TranslationPart
          key={part.path.join('.')}
          name={partName(page, part.path)}
          part={part}
          errors={errors}
          onChange={(hi) => setHindi(part, hi)}
        />
      ))}
    </>
  );
}

function TranslationPart({
  name,
  part,
  errors,
  onChange,
}: {
  name: string;
  part: Part;
  errors: Errors;
  onChange: (hi: unknown) => void;
}) {
  const hindi = part.node.hi;
  const { complete, missing } = inLanguage(part.node, 'hi');
  const copyEnglish = () =>
    onChange(
      part.texts.reduce<unknown>(
        (translation, text) =>
          translationAt(translation, text.path)
            ? translation
            : replacedAt(translation, text.path, text.english),
        hindi ?? {},
      ),
    );
  return (
    <fieldset className={shared.fieldGroup}>
      <legend>
        {name}{' '}
        <span className={shared.hint}>
          ({complete ? 'Hindi complete' : `${missing} to translate`})
        </span>
      </legend>
      {!complete && (
        <div>
          <Button size="small" variant="secondary" onClick={copyEnglish}>
            Copy the English into the empty fields
          </Button>
        </div>
      )}
      {part.texts.map((text) => (
        <TranslationField
          key={text.path.join('.')}
          text={text}
          value={translationAt(hindi, text.path)}
          error={errors[[...part.path, ...text.path].join('.')]}
          onChange={(value) => onChange(replacedAt(hindi ?? {}, text.path, value))}
        />
      ))}
    </fieldset>
  );
}

function TranslationField({
  text,
  value,
  error,
  onChange,
}: {
  text: TranslatableText;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const id = useId();
  const label = `${placeOf(text.path)} in Hindi`;
  const english = typeof text.english === 'string' ? text.english : wordsOf(text.english);
  const described = `${id}-english`;
  return (
    <div className={shared.field}>
      {typeof text.english === 'string' ? (
        <label className={shared.label} htmlFor={id}>
          {label}
        </label>
      ) : (
        <span className={shared.label} id={`${id}-label`}>
          {label}
        </span>
      )}
      <p className={styles.english} id={described} lang="en">
        English: {english}
      </p>
      {typeof text.english !== 'string' ? (
        <Suspense fallback={<p role="status">Loading the text editor…</p>}>
          <RichTextEditor
            doc={(value as RichDoc | undefined) ?? emptyDoc}
            onChange={onChange}
            labelledBy={`${id}-label`}
          />
        </Suspense>
      ) : english.length > 80 ? (
        <textarea
          id={id}
          lang="hi"
          className={shared.input}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          lang="hi"
          className={shared.input}
          value={typeof value === 'string' ? value : ''}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p className={shared.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
