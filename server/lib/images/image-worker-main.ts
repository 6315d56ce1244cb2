// The image worker's process (decision 0032): runs the jobs of image-jobs.ts that the server
// sends over the IPC channel (image-worker.ts) and sends back each result or error message. It
// ends when the server lets go of it, idle or gone.
import * as imageJobs from './image-jobs.ts';
import type { ImageJobReply, ImageJobRequest } from './image-worker.ts';

const jobs = imageJobs as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;

function reply(message: ImageJobReply) {
  // The channel is gone when the server has ended, or it closes while the answer is written
  // (scripts/crash-test.mjs kills the server mid-job): nothing is left to answer. Without the
  // callback a failed write is an 'error' event, which ends the worker with a stack trace.
  if (!process.connected) return;
  process.send!(message, undefined, {}, (error: Error | null) => {
    if (error) process.exit(0);
  });
}

process.on('message', async ({ id, job, args }: ImageJobRequest) => {
  if (!process.connected) process.exit(0);
  try {
    const run = jobs[job];
    if (typeof run !== 'function') throw new Error(`No image job "${job}".`);
    reply({ id, result: await run(...args) });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
