import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What zxcvbn-ts says of a password: its score (0 to 4) and the keys of its feedback. */
export type PasswordStrength = { score: number; warning: string | null; suggestions: string[] };

type Request = { password: string; userInputs: string[] };

/**
 * zxcvbn-ts's lists of common passwords, words and names, and the checker it builds from them,
 * live in a worker of their own. Loaded in the server they added 23.5 MB to its heap while the
 * checker was built and kept 9.2 MB for good (imported modules are never unloaded), and the
 * first account made from ADMIN_PASSWORD at every demo start raised its peak memory from 203 to
 * 220 MB (scripts/load-test.mjs reports the peak). A worker gives all of it back when it ends.
 * Its code is CommonJS given as text, so the same file runs from the TypeScript sources under
 * the test runner and from the bundle in dist/.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.modules.core);
const common = require(workerData.modules.common);
const english = require(workerData.modules.english);
const checker = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
});
const { score, feedback } = checker.check(workerData.password, workerData.userInputs);
parentPort.postMessage({ score, warning: feedback.warning, suggestions: feedback.suggestions });
`;

const require = createRequire(import.meta.url);
const modules = {
  core: require.resolve('@zxcvbn-ts/core'),
  common: require.resolve('@zxcvbn-ts/language-common'),
  english: require.resolve('@zxcvbn-ts/language-en'),
};

/** One check at a time: passwords are set rarely, and a burst must not start a worker each. */
let queue: Promise<unknown> = Promise.resolve();

function check(request: Request): Promise<PasswordStrength> {
  return new Promise<PasswordStrength>((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { ...request, modules } });
    worker.once('message', (answer: PasswordStrength) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('The password checker stopped without an answer.')));
  });
}

/** How guessable `password` is, given words of its account and school a guesser would try. */
export function passwordStrength(
  password: string,
  userInputs: string[],
): Promise<PasswordStrength> {
  const answer = queue.then(() => check({ password, userInputs }));
  queue = answer.catch(() => undefined);
  return answer;
}
