import type { FastifyInstance } from 'fastify';
import { claimDailyRun } from '#server/db/daily-job.ts';
import { scheduleRepeating } from '#server/lib/schedule-repeating.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { createAdmissionApplications } from './admission-applications.ts';
import { createAdmissionEnquiries } from './admission-enquiries.ts';
import type { AdmissionDeps } from './admission-deps.ts';
import { deleteExpiredApplications, expireOffers } from './admission-jobs.ts';
import { createAdmissionReview } from './admission-review.ts';
import { createAdmissionSettings } from './admission-settings.ts';
import { createAdmissionSlots } from './admission-slots.ts';
import { createAdmissionStatus } from './admission-status.ts';
import { admissionsAdminRoutes } from './admissions-admin-routes.ts';
import { admissionsRoutes } from './admissions-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Admissions, for the demo seeder and the tests that drive the daily jobs. */
    admissions: Admissions;
  }
}

/** The admission services (decision 0029), built on one set of dependencies. */
export function createAdmissions(
  deps: Omit<AdmissionDeps, 'settings'> & { settingsChanged?: () => void },
) {
  const { settingsChanged, ...shared } = deps;
  const all: AdmissionDeps = {
    ...shared,
    settings: createAdmissionSettings(deps.db, deps.audit, settingsChanged),
  };
  const enquiries = createAdmissionEnquiries(all);
  return {
    deps: all,
    settings: all.settings,
    enquiries,
    applications: createAdmissionApplications(all),
    status: createAdmissionStatus(all),
    review: createAdmissionReview(all, enquiries),
    slots: createAdmissionSlots(all),
    /** The daily work: expired offers (and the waiting list they free), then the retention. */
    async daily() {
      return { expired: await expireOffers(all), deleted: await deleteExpiredApplications(all) };
    },
  };
}
export type Admissions = ReturnType<typeof createAdmissions>;

/** Registers the routes and the hourly tick whose first run of the school's day does the daily work. */
export async function registerAdmissions(
  app: FastifyInstance,
  admissions: Admissions,
  limiters: { forms: RateLimiter; links: RateLimiter },
): Promise<void> {
  app.decorate('admissions', admissions);
  await app.register(admissionsRoutes, {
    ...admissions,
    limiter: limiters.forms,
    linkLimiter: limiters.links,
  });
  await app.register(admissionsAdminRoutes, { ...admissions, storage: admissions.deps.storage });
  scheduleRepeating(
    app,
    {
      name: 'admissions daily',
      everyMs: 60 * 60 * 1000,
      // Like the link check: a start never waits for, or races, its requests.
      runAtStart: false,
      run: async () => {
        const { db, today } = admissions.deps;
        if (await claimDailyRun(db, 'admissions', today())) {
          const done = await admissions.daily();
          if (done.expired + done.deleted > 0) app.log.info(done, 'admissions: daily work done');
        }
      },
    },
    app.log,
  );
}
