import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '#server/lib/project-root.ts';
// Types only: importing image-jobs.ts itself would load sharp into this process.
import type * as imageJobs from './image-jobs.ts';

type Jobs = typeof imageJobs;
type JobName = {
  [K in keyof Jobs]: Jobs[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof Jobs];

/** What the server sends the worker (image-worker-main.ts) and what it answers. */
export type ImageJobRequest = { id: number; job: string; args: unknown[] };
export type ImageJobReply = { id: number; result?: unknown; error?: string };

/** The jobs of image-jobs.ts, each run in the worker's process. */
export type ImageWorker = { [K in JobName]: Jobs[K] } & {
  /** The worker's process id while it runs (tests). */
  pid(): number | undefined;
};

/** How long the worker waits for the next job before it ends: a clerk's uploads come in runs. */
const imageWorkerIdleMs = 10_000;

/**
 * The worker's environment: what Node, glibc's allocator (MALLOC_*, package.json's start),
 * libvips and its fonts read, and nothing else. The worker decodes pictures strangers upload (an
 * applicant's photo): a flaw in a decoder must find no database address, storage key or mail
 * password in the process it runs in.
 */
function imageWorkerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'NODE_ENV', 'XDG_CACHE_HOME'];
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => kept.includes(name) || /^(MALLOC_|VIPS_|FONTCONFIG_)/.test(name),
    ),
  );
}

/**
 * V8 without its optimising compilers: the worker's own JavaScript is a few lines, and its
 * resident memory making a share card is 63 MB instead of 68. Lite mode turns WebAssembly off
 * with a warning on every start unless it is asked off; sharp is native code.
 */
const workerNodeFlags = ['--lite-mode', '--no-expose-wasm'];

/** The worker's entry and Node's flags for it, from source (tests, npm run dev) or from dist/. */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return {
      file: path.join(path.dirname(here), 'image-worker-main.ts'),
      execArgv: [...workerNodeFlags, '--import', 'tsx'],
    };
  }
  // Bundled by scripts/build-server.mjs: this code is in dist/server/main.js or in one of its
  // chunks (dist/server/chunks/), and the worker is dist/server/image-worker.js.
  const dir = path.dirname(here);
  const serverDir = path.basename(dir) === 'chunks' ? path.dirname(dir) : dir;
  return { file: path.join(serverDir, 'image-worker.js'), execArgv: workerNodeFlags };
}

/** Every job of image-jobs.ts: the type fails when one is added there and not here. */
const jobNames = {
  pictureSize: true,
  encodeImageVariants: true,
  svgToPng: true,
  logoSquarePng: true,
  logoOnBackground: true,
  cardPng: true,
  coverJpeg: true,
  svgToJpeg: true,
  plainJpeg: true,
} satisfies Record<JobName, true>;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * Runs image jobs in a child process (decision 0032), started at the first job and ended
 * `idleMs` after the last one settles: libvips' memory leaves with it. A worker that dies
 * (a picture that crashes libvips) fails the jobs it held; the next job starts another.
 */
export function createImageWorker({ idleMs = imageWorkerIdleMs } = {}): ImageWorker {
  let child: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const stopped = (which: ChildProcess, reason: string) => {
    if (child !== which) return;
    child = undefined;
    clearTimeout(idleTimer);
    for (const job of pending.values()) {
      job.reject(new Error(`The picture could not be processed: the image worker ${reason}.`));
    }
    pending.clear();
  };

  const start = (): ChildProcess => {
    const { file, execArgv } = workerEntry();
    // 'advanced' sends Buffers as they are, not as JSON arrays of numbers.
    const started = fork(file, [], {
      cwd: projectRoot(),
      env: imageWorkerEnv(process.env),
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', ({ id, result, error }: ImageJobReply) => {
      const job = pending.get(id);
      if (!job) return;
      pending.delete(id);
      if (error === undefined) job.resolve(result);
      else job.reject(new Error(error));
      if (pending.size === 0) idle(started);
    });
    started.on('exit', (code, signal) => stopped(started, `stopped (${signal ?? code})`));
    started.on('error', (error) => stopped(started, `could not run (${error.message})`));
    return started;
  };

  /** No job left: the server may exit without waiting for the worker, which ends soon anyway. */
  const idle = (which: ChildProcess) => {
    which.unref();
    which.channel?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (child === which && pending.size === 0) {
        child = undefined;
        // The worker exits when its channel closes (image-worker-main.ts).
        which.disconnect();
      }
    }, idleMs);
    idleTimer.unref();
  };

  const run = (job: string, args: unknown[]): Promise<unknown> =>
    new Promise((resolve, reject) => {
      clearTimeout(idleTimer);
      child ??= start();
      child.ref();
      child.channel?.ref();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ id, job, args } satisfies ImageJobRequest);
    });

  const jobs = Object.fromEntries(
    Object.keys(jobNames).map((job) => [job, (...args: unknown[]) => run(job, args)]),
  );
  return { ...jobs, pid: () => child?.pid } as ImageWorker;
}

/** The server's image worker. */
export const images = createImageWorker();
