import type { Database } from '../../db/database.ts';
import type { Notifier } from '../../mail/notifier.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';

/** What the contact and careers routes need: where to store, whom to tell, how often to allow. */
export type PublicFormDeps = {
  db: Database;
  notifier: Notifier;
  limiter: RateLimiter;
};
