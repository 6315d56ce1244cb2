import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#server/lib/project-root.ts';

/**
 * The real web build, for tests that render pages: `npm test` builds first. Without a build
 * the test fails with the command to run rather than passing on an empty site.
 */
export function webBuildDir(): string {
  const dir = path.resolve(projectRoot(), process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(dir, 'server', 'index.js')))
    throw new Error(`No web build in ${dir}: run \`npm run build\` first (\`npm test\` does).`);
  return dir;
}
