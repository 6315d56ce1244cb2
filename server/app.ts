import Fastify, { type FastifyBaseLogger } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { contentEntities, type ContentEntity } from '#contracts/content/content-kinds.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { rewriteLegacyPath } from './lib/legacy-paths.ts';
import { logSerializers } from './lib/log-serializers.ts';
import { collectRoutes } from './lib/route-table.ts';
import {
  defaultServerTimeouts,
  timeoutOptions,
  type ServerTimeouts,
} from './lib/server-timeouts.ts';
import { submissionRateLimit } from '#contracts/inbox.ts';
import { subscriptionLinkRateLimit } from '#contracts/subscriptions.ts';
import { createSmtpMailer } from './mail/mailer.ts';
import { createNotifier } from './mail/notifier.ts';
import { createAuditRepository, auditRoutes } from './modules/audit/index.ts';
import {
  createAdminsRepository,
  accountRoutes,
  authRoutes,
  createLoginThrottle,
  failedLoginsPerAddress,
  wrongCodesPerAccount,
  createSessionsRepository,
  createTwoFactorRepository,
  createWrongCodesLimit,
} from './modules/auth/index.ts';
import { takesApplications } from '#contracts/public-admissions.ts';
import {
  admissionSettingsEntity,
  createAdmissions,
  registerAdmissions,
  renderAdmissionMails,
} from './modules/admissions/index.ts';
import {
  careersRoutes,
  createCareerApplications,
  createPositionsRepository,
  type PositionsRepository,
  positionsRoutes,
} from './modules/careers/index.ts';
import { contactRoutes, createContactMessages } from './modules/contact/index.ts';
import {
  createSubscriptionRequests,
  createCirculars,
  type PushDeliveryOptions,
} from './modules/circulars/index.ts';
import { createPublicForms } from './modules/public-forms/index.ts';
import { registerPublicCacheHooks } from './cache/public-cache-hooks.ts';
import {
  createEarlyAnswers,
  serverWithEarlyAnswers,
  type EarlyAnswers,
} from './cache/early-answers.ts';
import { createResponseCache, type ResponseCache } from './cache/response-cache.ts';
import {
  contentRoutes,
  createContentServices,
  searchedKinds,
  type ContentServices,
  schoolInformationRoutes,
  fireDueSchedules,
  scheduleContentPublishing,
} from './modules/content/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { menusRoutes } from './modules/menus/index.ts';
import { pagesRoutes, isReservedAddress, seedSite } from './modules/pages/index.ts';
import {
  registerSetupGate,
  setupRoutes,
  createSetupTokens,
  createSiteSetup,
  wrongSetupTokensPerAddress,
} from './modules/setup/index.ts';
import { feedsRoutes } from './modules/feeds/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  createApplicationsRepository,
  applicationsRoutes,
  candidateFormsRoutes,
  createInboxRepository,
  inboxRoutes,
  deleteExpiredSubmissions,
  scheduleRetention,
} from './modules/inbox/index.ts';
import { memoryRateLimiters, type RateLimiterFactory } from './rate-limits/rate-limiter.ts';
import { createStaffRepository, invitationAttempts, staffRoutes } from './modules/staff/index.ts';
import { uploadsRoutes } from './modules/uploads/index.ts';
import {
  createTcRepository,
  type TcRepository,
  createTcLookup,
  tcRoutes,
} from './modules/transfer-certificates/index.ts';
import {
  createSearchAnswerCache,
  createSearchIndex,
  searchIndexName,
  createSearchRepository,
  searchRoutes,
  createSearchService,
} from './modules/search/index.ts';
import { searchRateLimit } from '#contracts/search-limits.ts';
import { tcVerifyRateLimit, tcWrongDatesPerNumber } from '#contracts/transfer-certificates.ts';
import {
  complianceRoutes,
  createLinkCheckService,
  type LinkCheckOptions,
} from './modules/compliance/index.ts';
import { todayRoutes } from './modules/today/index.ts';
import { claimDailyRun } from './db/daily-job.ts';
import { scheduleRepeating } from './lib/schedule-repeating.ts';
import { todayInKolkata } from './lib/school-dates.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerJsonBodyParser } from './plugins/json-body-parser.ts';
import { registerRefuseControlCharacters } from './plugins/refuse-control-characters.ts';
import { registerRefuseCrossSiteWrites } from './plugins/refuse-cross-site-writes.ts';
import { registerAccessControl } from './plugins/access-control.ts';
import {
  everywhereHeaders,
  ownDefaults,
  registerSecurityHeaders,
} from './plugins/security-headers.ts';
import { registerVisitorLanguage } from './plugins/visitor-language.ts';
import { registerWebPages } from './plugins/web-pages.ts';
import {
  createShareCardStore,
  type RenderShareCard,
  shareCardsRoutes,
  createSiteCard,
} from './modules/share-cards/index.ts';
import { createLogoReader, createSchoolLook } from './modules/school-look/index.ts';
import { schoolSender } from './mail/school-sender.ts';
import type { SmtpSettings } from './mail/mailer.ts';
import type { ContentWriter } from './modules/content-writer/index.ts';
import { createSiteIcons } from './plugins/site-icons.ts';
import { createPublicContentReader, rememberedReads } from './modules/public-content/index.ts';
import { openFileStorages } from './storage/file-storages.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import {
  createSchoolSettingsService,
  type SchoolSettingsService,
  settingsRoutes,
} from './modules/settings/index.ts';
import { settleSchool } from './demo/settle-school.ts';
import { removeOrphanFiles } from './files/remove-orphan-files.ts';
import { trashRoutes, createTrashService, type TrashService } from './modules/trash/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content services, for the demo seeder, which writes through the same path as admins. */
    content: ContentServices;
    /** Transfer certificates, for the demo seeder (the same repository as the TC routes). */
    transferCertificates: TcRepository;
    /** Career positions, for the demo seeder (the same repository as the positions routes). */
    careerPositions: PositionsRepository;
    /** The trash of deleted items, for tests that drive its daily purge. */
    trash: TrashService;
    /** The school's settings (decision 0027): what the demo and the setup screen store. */
    school: SchoolSettingsService;
    /** The setup of a new site: whether it is done, and the token of the printed address. */
    siteSetup: ReturnType<typeof createSiteSetup>;
    /** Fresh public reads answered before routing, for the test that compares both paths. */
    earlyAnswers: EarlyAnswers;
  }
}

export type BuildAppOptions = {
  config: Pick<AppConfig, 'publicUrl' | 'buildDir' | 'dataDir'> &
    Partial<
      Pick<
        AppConfig,
        'mail' | 's3' | 'trustProxy' | 'webDev' | 'circulars' | 'push' | 'schoolEnvironment'
      >
    >;
  db: Database;
  logger?: FastifyBaseLogger;
  /** Told of writes on other instances through PostgreSQL; one in-process cache by default. */
  cache?: ResponseCache;
  /** Where per-address limits count: in memory by default, in Redis to share them between servers. */
  rateLimiters?: RateLimiterFactory;
  /** What "today" is for the pages (upcoming events, the calendar); tests pass a fixed one. */
  clock?: () => Date;
  /** Shorter in the test of a slow sender. */
  timeouts?: ServerTimeouts;
  /** The link checker's timeout, and loopback allowed for the tests' local servers. */
  linkCheck?: LinkCheckOptions;
  /** Draws the items' share cards; tests wrap the real one to count its renders. */
  renderShareCard?: RenderShareCard;
  /** Loopback allowed for the tests' local push service (decision 0022). */
  pushDelivery?: PushDeliveryOptions;
  /**
   * The school for a site that has none stored yet: the demo's, a settings file's, the tests'.
   * Without it a new site waits for its setup screen (server/demo/settle-school.ts).
   */
  school?: SchoolSettings;
};

/** Builds the whole server (API, uploads, web pages) without listening, so tests can `inject`. */
export async function buildApp({
  config,
  db,
  logger,
  cache = createResponseCache(),
  rateLimiters = memoryRateLimiters,
  clock,
  timeouts = defaultServerTimeouts,
  linkCheck,
  renderShareCard,
  pushDelivery,
  school: givenSchool,
}: BuildAppOptions) {
  const https = config.publicUrl.startsWith('https:');
  // Fresh public reads are answered before Fastify routes them.
  const earlyAnswers = createEarlyAnswers({
    cache,
    keyOf: rewriteLegacyPath,
    everywhereHeaders: everywhereHeaders({ https }),
    replaceable: ownDefaults,
    now: () => (clock?.() ?? new Date()).getTime(),
    log: logger,
  });
  const app = Fastify({
    serverFactory: serverWithEarlyAnswers(earlyAnswers),
    // Never a visitor's query string or a failed query's values in the log.
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers: logSerializers }) }
      : { logger: false }),
    ...timeoutOptions(timeouts),
    // Only a proxy's X-Forwarded-For names the client: anyone else could forge it to escape the
    // per-address limits. By default only a proxy on this machine is believed.
    trustProxy: config.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true },
    rewriteUrl: (request) => rewriteLegacyPath(request.url ?? '/'),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  collectRoutes(app);
  const sessions = createSessionsRepository(db);
  // First: every later route must declare who may call it, and this enforces it.
  registerAccessControl(app, sessions);
  registerErrorHandler(app);
  registerRefuseCrossSiteWrites(app, config.publicUrl);
  registerJsonBodyParser(app);
  registerRefuseControlCharacters(app);
  registerSecurityHeaders(app, { https });
  registerVisitorLanguage(app);
  // Before compression: the cache keeps the plain JSON and compression runs on each answer.
  app.decorate('earlyAnswers', earlyAnswers);
  app.addHook('preClose', async () => earlyAnswers.stop());
  registerPublicCacheHooks(app, cache, earlyAnswers);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Limits are set per form in read-form.ts; these defaults only bound a stray multipart body.
  await app.register(multipart, {
    limits: { fileSize: 1, files: 0, fields: 0, parts: 0, fieldSize: 0, headerPairs: 20 },
  });
  await registerApiDocs(app);

  const admins = createAdminsRepository(db);
  const throttle = createLoginThrottle(db);
  const failedLoginsByAddress = rateLimiters('failed-logins', failedLoginsPerAddress);
  const audit = createAuditRepository(db);
  const twoFactor = createTwoFactorRepository(db);
  // Resumes and scanned TCs are kept apart from public uploads: only staff with Inbox access read them.
  const storages = await openFileStorages(config);
  const { uploads: storage, resumes: resumeStorage, tcScans: tcScanStorage } = storages;
  // The school's settings (decision 0027), which everything below reads; they are saved through
  // the content writer, made with the content services further down.
  const write: ContentWriter = (spec) => services.write(spec);
  const school = createSchoolSettingsService(db, write, cache, config.schoolEnvironment);
  app.decorate('school', school);
  const settings = () => school.read();
  const schoolNow = () => school.current();
  // What the server draws from the school: share cards, the site card, the icons.
  const look = createSchoolLook({
    school: settings,
    readLogo: createLogoReader({ buildDir: config.buildDir, db, storage }),
    cache,
  });
  const shareCards = createShareCardStore({
    storage: storages.shareCards,
    uploads: storage,
    log: app.log,
    look,
    render: renderShareCard,
  });
  // Without MAIL_FROM, mails come from a no-reply address named after the school as it is now.
  const mail: SmtpSettings | undefined = config.mail && {
    url: config.mail.url,
    from:
      config.mail.from ??
      (async () => schoolSender((await settings())?.shortName, config.publicUrl)),
  };
  const circulars = createCirculars({
    app,
    db,
    audit,
    cache,
    config: { ...config, mail },
    school: settings,
    clock,
    pushDelivery,
    // Read when the worker sends, once the admissions below exist.
    admissionMails: (rows) => renderAdmissionMails(admissions.deps, rows),
  });
  // Site search (docs/decisions/0028): every write updates it; empty means a database from
  // before search, or a restore, whose index is made from the rows once the pages are seeded.
  // Its writes outside the content writer drop the search answers kept on every instance.
  const searchIndex = createSearchIndex(db, storage, searchedKinds, () =>
    cache.invalidate([searchIndexName]),
  );
  const searchIndexWasEmpty = await searchIndex.isEmpty();
  const services = createContentServices({
    search: searchIndex,
    db,
    storage,
    shareCards,
    audit,
    cache,
    log: app.log,
    circulars: circulars.noticeOptions,
    today: () => todayInKolkata(clock?.() ?? new Date()),
    // Read when a page is saved, once every route (the web app's pages too) is registered.
    isSiteAddress: (slug) => isReservedAddress(slug, app.routeTable),
    school: settings,
  });
  app.decorate('content', services);
  await services.paths.backfill();
  await app.register(settingsRoutes, { service: school });
  // Every start, production too: a missing information page is created from today's text,
  // which states the retention months the settings say.
  const seedSchoolSite = async (settings: SchoolSettings) => {
    await seedSite(services, settings, {
      today: todayInKolkata(clock?.() ?? new Date()),
      retention: settings.retention,
    });
    // The seed writes its pages outside the content writer: their documents are made here.
    await searchIndex.refreshAll('pages');
  };
  // Pages and menus are the school's: only a site whose school is set has them.
  if (await settleSchool({ db, school, cache, given: givenSchool }))
    await seedSchoolSite(await school.current());
  // A new site without a school waits for its setup screen, every page a 503 until then.
  const siteSetup = createSiteSetup({
    db,
    school,
    admins,
    tokens: createSetupTokens(db),
    wrongTokens: rateLimiters('setup-tokens', wrongSetupTokensPerAddress),
    cache,
    seed: seedSchoolSite,
    log: app.log,
    clock,
  });
  app.decorate('siteSetup', siteSetup);
  registerSetupGate(app, siteSetup.isSetUp);
  await app.register(setupRoutes, { setup: siteSetup });

  await app.register(healthRoutes, { dialect: db.dialect });
  // Public forms (and the warning of a blocked account): stored, then e-mailed when SMTP is set.
  const notifier = createNotifier(mail && createSmtpMailer(mail), app.log);
  await app.register(authRoutes, {
    admins,
    sessions,
    throttle,
    failedLoginsByAddress,
    audit,
    twoFactor,
    wrongCodes: createWrongCodesLimit({
      attempts: rateLimiters('two-factor-codes', wrongCodesPerAccount),
      warnings: rateLimiters('two-factor-warnings', { ...wrongCodesPerAccount, max: 1 }),
      notifier,
      audit,
      log: app.log,
      school: settings,
    }),
    school: settings,
  });
  await app.register(accountRoutes, {
    admins,
    sessions,
    twoFactor,
    audit,
    throttle,
    school: settings,
  });
  await app.register(contentRoutes, { services, storage });
  await app.register(schoolInformationRoutes, {
    service: services.schoolInformation,
  });
  await app.register(pagesRoutes, { service: services.pages });
  await app.register(mediaRoutes, { service: services.media });
  await app.register(menusRoutes, { service: services.menus });
  scheduleContentPublishing(
    app,
    () => fireDueSchedules(services, clock?.() ?? new Date()),
    app.log,
  );
  const trash = createTrashService({
    db,
    write: services.write,
    // Each kind's service is named by its entity (content-services.ts), as the trash names it.
    resources: {
      ...(Object.fromEntries(contentEntities.map((entity) => [entity, services[entity]])) as Record<
        ContentEntity,
        (typeof services)[ContentEntity]
      >),
      pages: services.pages.fromTrash,
    },
  });
  app.decorate('trash', trash);
  await app.register(trashRoutes, { trash });
  // Hourly ticks from the first hour on (a start never waits for it); the first server to claim
  // the school's day empties the trash of entries older than 30 days (server/modules/trash/trash-service.ts).
  scheduleRepeating(
    app,
    {
      name: 'trash purge',
      everyMs: 60 * 60 * 1000,
      runAtStart: false,
      run: () => trash.purgeDaily(clock?.() ?? new Date()),
    },
    app.log,
  );
  await app.register(auditRoutes, { audit });
  await app.register(staffRoutes, {
    staff: createStaffRepository(db, audit),
    publicUrl: config.publicUrl,
    invitationLimiter: rateLimiters('invitations', invitationAttempts),
    school: settings,
  });
  await app.register(uploadsRoutes, { db, storage });
  await app.register(feedsRoutes, { services, db, publicUrl: config.publicUrl, school: schoolNow });
  const limiter = rateLimiters('forms', submissionRateLimit);
  const positions = createPositionsRepository(db, audit, cache);
  app.decorate('careerPositions', positions);
  const today = () => todayInKolkata(clock?.() ?? new Date());
  await app.register(positionsRoutes, { positions, today });
  // One write path per form, for its API route and its page's action (public-forms.ts).
  const contactMessages = createContactMessages({ db, notifier, school: schoolNow });
  const careerApplications = createCareerApplications({
    db,
    notifier,
    resumeStorage,
    positions,
    today,
    school: schoolNow,
  });
  await app.register(contactRoutes, { messages: contactMessages, limiter });
  await app.register(careersRoutes, { applications: careerApplications, limiter });
  const inbox = createInboxRepository(db, audit);
  // The months are the settings' at each run: a change holds from the next day's run.
  scheduleRetention(
    app,
    async () => {
      const policy = (await settings())?.retention;
      if (policy)
        await deleteExpiredSubmissions({ db, inbox, resumeStorage, policy, log: app.log });
    },
    app.log,
  );
  await app.register(inboxRoutes, {
    inbox,
    resumeStorage,
  });
  // Admissions (decision 0029): documents in their own private store, mails through the outbox.
  const admissions = createAdmissions({
    db,
    audit,
    storage: storages.admissions,
    queued: circulars.queued,
    publicUrl: config.publicUrl,
    today,
    school: schoolNow,
    settingsChanged: () => cache.invalidate([admissionSettingsEntity]),
  });
  const admissionLimiters = {
    forms: rateLimiters('admissions', submissionRateLimit),
    links: rateLimiters('admission-links', subscriptionLinkRateLimit),
  };
  await registerAdmissions(app, admissions, admissionLimiters);
  const applications = createApplicationsRepository(db, audit);
  await app.register(applicationsRoutes, { applications });
  await app.register(candidateFormsRoutes, { applications });
  const linkChecks = createLinkCheckService({
    db,
    services,
    storage,
    // As an anonymous visitor would ask; HEAD, so a page is rendered but no file is sent.
    checkSitePath: async (path) => (await app.inject({ method: 'HEAD', url: path })).statusCode,
    options: linkCheck,
  });
  const now = clock ?? (() => new Date());
  await app.register(complianceRoutes, { services, linkChecks, clock: now });
  await app.register(todayRoutes, {
    services,
    linkChecks,
    inbox,
    admissions: admissions.review,
    alerts: circulars.alerts,
    clock: now,
  });
  // Hourly ticks; the first server to claim the day runs the check (decision 0015).
  scheduleRepeating(
    app,
    {
      name: 'link check',
      everyMs: 60 * 60 * 1000,
      runAtStart: false,
      run: async () => {
        if (await claimDailyRun(db, 'link-check', todayInKolkata(now()))) await linkChecks.run();
      },
    },
    app.log,
  );
  if (searchIndexWasEmpty) await searchIndex.rebuild({ readPdfs: false });
  const searchRepository = createSearchRepository(db);
  const search = createSearchService({
    repository: searchRepository,
    byAddress: rateLimiters('search', searchRateLimit),
    clock: now,
    answers: createSearchAnswerCache({
      changes: cache,
      nextScheduledChange: searchRepository.nextScheduledChange,
    }),
  });
  await app.register(searchRoutes, { search });
  const tcs = createTcRepository(db, audit, cache, schoolNow);
  app.decorate('transferCertificates', tcs);
  // The API and the verification page look TCs up through this one function, under its limits.
  const lookUpTc = createTcLookup({
    tcs,
    byAddress: rateLimiters('tc-verify', tcVerifyRateLimit),
    byNumber: rateLimiters('tc-wrong-dates', tcWrongDatesPerNumber),
    log: app.log,
  });
  await app.register(tcRoutes, { tcs, lookUp: lookUpTc, scanStorage: tcScanStorage });
  const subscriptionLimiters = {
    forms: rateLimiters('subscriptions', submissionRateLimit),
    links: rateLimiters('subscription-links', subscriptionLinkRateLimit),
  };
  const subscriptionRequests = createSubscriptionRequests({
    subscriptions: circulars.subscriptions,
    limiter: subscriptionLimiters.forms,
    queued: circulars.queued,
  });
  await circulars.register(services, subscriptionLimiters, subscriptionRequests);
  const forms = createPublicForms({
    contact: contactMessages,
    applications: careerApplications,
    subscriptionRequests,
    subscriptions: circulars.subscriptions,
    admissions,
    limiters: { forms: limiter, links: subscriptionLimiters.links },
    admissionLimiters,
    log: app.log,
  });
  const reader = rememberedReads(
    createPublicContentReader(
      services,
      school,
      clock,
      { published: tcs.published, lookUp: lookUpTc },
      circulars.alerts.current,
      positions.listOpen,
      search,
      async (day) => takesApplications(await admissions.settings.list(), day),
    ),
    cache,
  );
  await app.register(shareCardsRoutes, {
    reader,
    cards: shareCards,
    siteCard: createSiteCard(look),
  });
  await registerWebPages(app, {
    buildDir: config.buildDir,
    publicUrl: config.publicUrl,
    cache,
    reader,
    forms,
    setup: siteSetup,
    webDev: config.webDev,
    siteIcon: createSiteIcons(look),
    early: earlyAnswers,
  });

  const startedAt = new Date(performance.timeOrigin);
  app.addHook('onReady', async () => {
    const stores = [storage, resumeStorage, tcScanStorage, storages.admissions];
    await removeOrphanFiles({ db, storages: stores, startedAt, log: app.log });
    await shareCards.removeLeftovers(reader, startedAt);
    // PDFs stored before search are read in the background: a start never waits for them.
    void searchIndex
      .readMissingPdfs()
      .catch((error: unknown) => app.log.error({ err: error }, 'reading PDFs for search failed'));
  });
  app.addHook('onClose', async () => {
    await notifier.drain();
    await db.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
