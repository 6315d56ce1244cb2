import { createInterface } from 'node:readline';

/** Asks for a password on the terminal without echoing it. */
export function readPassword(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as {
    _writeToOutput: (text: string) => void;
    output: NodeJS.WriteStream;
  };
  let muted = false;
  output._writeToOutput = (text: string) => {
    if (!muted || text.includes('\n')) output.output.write(muted ? '\n' : text);
  };
  return new Promise((resolve) => {
    rl.question(prompt, (answer) => {
      rl.close();
      resolve(answer);
    });
    muted = true;
  });
}
