import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '#server/lib/project-root.ts';

/** The Nu HTML checker of the vnu-jar dev dependency: the W3C validator, run locally. */
const vnuJar = path.join(projectRoot(), 'node_modules/vnu-jar/build/dist/vnu.jar');

/** Whether `java` runs here: CI installs it (.ci/run); a developer's machine may lack it. */
export function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
};

/**
 * Checks every page in one run of the checker (a JVM starts slowly) and returns its errors as
 * `<page> line <n>: <message>`; warnings and notes are left out.
 */
export function htmlErrors(pages: Map<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const pageOfFile = new Map<string, string>();
    [...pages].forEach(([page, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      pageOfFile.set(file, page);
    });
    const run = spawnSync(
      'java',
      ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--stdout', ...pageOfFile.keys()],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`The Nu HTML checker did not answer JSON: ${run.stdout}${run.stderr}`);
    }
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => {
        const file = message.url.replace(/^file:/, '');
        const page = pageOfFile.get(file) ?? file;
        return `${page} line ${message.lastLine ?? '?'}: ${message.message}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
