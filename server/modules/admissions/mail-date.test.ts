import { expect, it, vi } from 'vitest';
import { mailDate } from './admission-mails.ts';

it('writes a date in the parent’s language with formatters made once, not per mail', () => {
  // Each Intl object holds native memory the garbage collector does not count (circular-mails.ts).
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  expect(mailDate('2026-11-27', 'en')).toBe('27 November 2026');
  expect(mailDate('2027-03-31', 'hi')).toBe('31 मार्च 2027');
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
});
