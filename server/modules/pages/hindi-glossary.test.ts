import { demoSchool } from '#contracts/demo-school.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { defaultRetention } from '#server/modules/inbox/retention.ts';
import { seedPages } from './seed/seed-pages.ts';
import { forEachNode } from '#contracts/content/translation.ts';
import { glossaryFindings, isHindiText } from '#contracts/hindi-glossary.ts';

// Every Hindi text the site ships is held to the glossary (contracts/hindi-glossary.ts): the
// seeded pages' Hindi, the interface's Hindi messages and every Hindi string in the code (the
// demo items, the answers to visitors' forms, the home page, menus, dates).

const root = join(import.meta.dirname, '../../..');

type Text = { where: string; text: string };

/** Every string inside `value`, with the path that leads to it. */
function stringsIn(value: unknown, where: string, found: Text[] = []): Text[] {
  if (typeof value === 'string') found.push({ where, text: value });
  else if (Array.isArray(value))
    value.forEach((item, index) => stringsIn(item, `${where}.${index}`, found));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) stringsIn(child, `${where}.${key}`, found);
  return found;
}

function pageTexts(): Text[] {
  const pages = seedPages({ today: '2026-11-27', retention: defaultRetention, school: demoSchool });
  return pages.flatMap((page) => {
    const found: Text[] = [];
    forEachNode(page, (node, path) =>
      stringsIn(node.hi, `page /${page.slug} ${[...path, 'hi'].join('.')}`, found),
    );
    return found;
  });
}

function filesUnder(folder: string, wanted: (file: string) => boolean): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => !file.includes('node_modules') && wanted(file))
    .sort();
}

/** The Hindi interface messages: web/i18n/hi.json and each feature's messages/hi.json. */
function messageTexts(): Text[] {
  return filesUnder('web', (file) => file.endsWith('hi.json')).flatMap((file) =>
    stringsIn(JSON.parse(readFileSync(join(root, file), 'utf8')), file),
  );
}

// Seed pages are checked above as data (named by address); test data of the fuzzers and the
// glossary itself hold ruled-out words on purpose, and the tests' fixtures (another school's
// proper name, सनराइज़ पब्लिक स्कूल) are not the site's text.
const notShipped = [
  /\.test\.tsx?$/,
  /^server\/test\//,
  /^server\/modules\/pages\/seed\//,
  /^server\/fuzz\//,
  /^server\/lib\/byte-string\.ts$/,
  /^contracts\/hindi-glossary\.ts$/,
];

/** Every Hindi string literal in the site's code, named by file and line. */
function codeTexts(): Text[] {
  const files = ['web', 'contracts', 'server'].flatMap((folder) =>
    filesUnder(
      folder,
      (file) => /\.tsx?$/.test(file) && !notShipped.some((pattern) => pattern.test(file)),
    ),
  );
  return files.flatMap((file) => {
    const source = readFileSync(join(root, file), 'utf8');
    if (!isHindiText(source)) return [];
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const found: Text[] = [];
    const visit = (node: ts.Node): void => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)
      ) {
        const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ where: `${file}:${line}`, text: node.text });
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
    return found;
  });
}

it('writes every Hindi text of the site with the glossary’s words', () => {
  const texts = [...pageTexts(), ...messageTexts(), ...codeTexts()];
  expect(texts.filter((text) => isHindiText(text.text)).length).toBeGreaterThan(1000);
  const wrong = texts.flatMap(({ where, text }) =>
    glossaryFindings(text, [demoSchool.nameHi]).map(
      ({ variant, use }) => `${where}: "${variant}" (use ${use})`,
    ),
  );
  expect(wrong).toEqual([]);
});
