import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { shareCardHash } from '#contracts/content/share-cards.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildTestApp, testAdmin } from '#server/test/build-test-app.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const uploads = path.join(ctx.dataDir, 'uploads');
const resumes = path.join(ctx.dataDir, 'private', 'resumes');
const shareCards = path.join(ctx.dataDir, 'share-cards');
const longAgo = new Date(performance.timeOrigin - 60_000);

function put(folder: string, name: string, old = true): string {
  const file = path.join(folder, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, makePdf());
  if (old) utimesSync(file, longAgo, longAgo);
  return file;
}

it('removes files a crash left behind at start-up (share cards no item needs too), and nothing else', async () => {
  const id = randomUUID();
  await ctx.db.write((tx) =>
    tx.insert(ctx.db.tables.files).values({
      id,
      storedName: `${id}.pdf`,
      kind: 'document',
      contentType: 'application/pdf',
      originalName: 'kept.pdf',
      byteSize: makePdf().length,
      createdAt: new Date(),
    }),
  );
  const event = await ctx.app.content.events.create(
    { username: testAdmin.username },
    { title: 'Sports Day', description: '', date: '2026-12-05' },
  );
  // The card the event was published with, drawn with the school's look (share-card-store.ts).
  const card = readdirSync(shareCards).find((name) => name.startsWith(`${event.id}-`))!;
  utimesSync(path.join(shareCards, card), longAgo, longAgo);
  const cardOf = (title: string) =>
    `${event.id}-r${shareCardHash('events', { title }, demoSchool)}.png`;
  const kept = [put(uploads, `${id}.pdf`), path.join(shareCards, card)];
  const newer = [
    put(uploads, `${randomUUID()}.pdf`, false),
    put(shareCards, `${randomUUID()}-r0123abcd.png`, false),
  ];
  const orphans = [
    put(uploads, `${randomUUID()}.pdf`),
    put(uploads, `${randomUUID()}-w400.webp`),
    put(uploads, `.tmp-${randomUUID()}`),
    put(resumes, `${randomUUID()}.docx`),
    // The cards of an old title, of the title with an earlier look, and of a deleted item.
    put(shareCards, cardOf('Sport Day')),
    put(shareCards, cardOf('Sports Day')),
    put(shareCards, `${randomUUID()}-r0123abcd.png`),
  ];

  await ctx.app.ready();

  expect(orphans.filter(existsSync)).toEqual([]);
  expect([...kept, ...newer].filter(existsSync)).toEqual([...kept, ...newer]);
});
