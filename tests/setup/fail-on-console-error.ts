import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test did not look for: fail the test that caused it.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const logged = errors;
  errors = [];
  if (logged.length > 0) {
    throw new Error(
      `console.error was called:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
