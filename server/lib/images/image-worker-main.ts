// The image worker's process (decision 0032): runs the jobs of image-jobs.ts that the server
// sends over the IPC channel (image-worker.ts) and sends back each result or error message. It
// ends when the server lets go of it, idle or gone.
import * as imageJobs from './image-jobs.ts';
import type { ImageJobReply, ImageJobRequest } from './image-worker.ts';

const jobs = imageJobs as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;

function reply(message: ImageJobReply) {
  // The channel is gone when the server has ended: nothing is left to answer.
  if (process.connected) process.send!(message);
}

process.on('message', async ({ id, job, args }: ImageJobRequest) => {
  try {
    const run = jobs[job];
    if (typeof run !== 'function') throw new Error(`No image job "${job}".`);
    reply({ id, result: await run(...args) });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
