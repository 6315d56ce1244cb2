import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { makeJpeg, makePng } from '#server/test/fixtures/upload-files.ts';
import { createImageWorker } from './image-worker.ts';

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, ms: number) {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

const startedPids: number[] = [];
afterEach(() => {
  for (const pid of startedPids.splice(0)) if (running(pid)) process.kill(pid, 'SIGKILL');
});

describe('the image worker', () => {
  it('makes pictures in a process of its own, which ends once no job comes', async () => {
    const worker = createImageWorker({ idleMs: 300 });
    const jpeg = await worker.plainJpeg(30, 40, '#d9b38c');
    const pid = worker.pid()!;
    startedPids.push(pid);

    expect(pid).not.toBe(process.pid);
    expect(Buffer.isBuffer(jpeg)).toBe(true);
    expect(await worker.pictureSize(jpeg)).toEqual({ width: 30, height: 40 });
    expect(worker.pid()).toBe(pid);
    expect(await until(() => !running(pid), 10_000)).toBe(true);
    expect(worker.pid()).toBeUndefined();

    // The next job starts another.
    expect(await worker.pictureSize(await makePng())).toMatchObject({ width: expect.any(Number) });
    startedPids.push(worker.pid()!);
    expect(worker.pid()).not.toBe(pid);
  });

  it('fails a job sharp cannot do with its reason, and goes on with the next', async () => {
    const worker = createImageWorker({ idleMs: 300 });
    const refused = worker.pictureSize(Buffer.from('not a picture'));
    const sized = worker.pictureSize(await makeJpeg(64, 48));
    await expect(refused).rejects.toThrow(/unsupported image format/);
    expect(await sized).toEqual({ width: 64, height: 48 });
    startedPids.push(worker.pid()!);
  });

  it('fails the jobs a worker held when it dies, and starts another for the next', async () => {
    const worker = createImageWorker({ idleMs: 300 });
    const held = worker.encodeImageVariants(await makeJpeg(2000, 1500));
    const pid = worker.pid()!;
    process.kill(pid, 'SIGKILL');
    await expect(held).rejects.toThrow(
      'The picture could not be processed: the image worker stopped (SIGKILL).',
    );

    const variants = await worker.encodeImageVariants(await makeJpeg(2000, 1500));
    startedPids.push(worker.pid()!);
    expect(worker.pid()).not.toBe(pid);
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [400, 300],
      [800, 600],
      [1600, 1200],
    ]);
  });

  it('runs without the server’s secrets in its environment', async () => {
    const secrets = {
      DATABASE_URL: 'postgres://school:hunter2@db/school',
      S3_SECRET_ACCESS_KEY: 'k',
    };
    const before = { ...process.env };
    Object.assign(process.env, secrets, { MALLOC_ARENA_MAX: '2' });
    try {
      const worker = createImageWorker({ idleMs: 300 });
      await worker.plainJpeg(10, 10, '#ffffff');
      const pid = worker.pid()!;
      startedPids.push(pid);
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

      expect(environment).toContain('MALLOC_ARENA_MAX=2');
      expect(environment.some((each) => each.startsWith('PATH='))).toBe(true);
      for (const name of Object.keys(secrets))
        expect(environment.filter((each) => each.startsWith(`${name}=`))).toEqual([]);
    } finally {
      for (const name of [...Object.keys(secrets), 'MALLOC_ARENA_MAX'])
        if (before[name] === undefined) delete process.env[name];
        else process.env[name] = before[name];
    }
  });
});
