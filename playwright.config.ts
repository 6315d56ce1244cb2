import { defineConfig, devices } from '@playwright/test';
import webpush from 'web-push';
import { chromiumExecutable, chromiumFlags } from './tests/browser.mjs';
import { e2eAdmin, e2eBaseUrl, e2eMailSinkUrl, e2ePort, e2eSmtpPort } from './tests/e2e/e2e-env.ts';

// Defaults run what `npm run build` made; the overrides let parallel runs use their own builds.
const distDir = process.env.DIST_DIR ?? 'dist';
const buildDir = process.env.BUILD_DIR ?? 'build';
const dataDir = `.e2e-data/${e2ePort}`;
// Web push on (decision 0022), so the pages show it; a fresh pair each run, nothing reads it back.
const vapid = webpush.generateVAPIDKeys();

const officeJobs = /office-jobs\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A limit for a stuck test, not a speed check: on a slow machine two browsers and the server
  // share two cores, and whole pages with axe took 15 s where they take 3.
  timeout: 90_000,
  retries: process.env.CI ? 1 : 0,
  // scripts/run-tests.mjs reads the JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE) for its closing line.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ['json']] : []),
    ...(process.env.CI
      ? []
      : [['html', { open: 'never', outputFolder: 'reports/playwright' }] as ['html', object]]),
  ],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumFlags },
  },
  projects: [
    // Tests of the phone's own layout (the hamburger menu) say @phone-only: the desktop skips
    // them instead of reporting them skipped. Other @mobile tests run in both.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone-only/,
      testIgnore: officeJobs,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grep: /@mobile|@phone-only/,
      testIgnore: officeJobs,
    },
    // The office's jobs publish circulars, alerts and fees that other specs count on the public
    // pages: they run once every other spec is done (office-jobs.spec.ts sets both widths).
    {
      name: 'office-jobs',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: officeJobs,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: [
    {
      // The test's mail server, so circulars and confirmations really go out (mail-sink.mjs).
      command: `node tests/e2e/mail-sink.mjs ${e2eSmtpPort} ${new URL(e2eMailSinkUrl).port}`,
      url: `${e2eMailSinkUrl}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // The built server, as `npm start` runs it, on a fresh SQLite data folder with demo content.
      command: `rm -rf ${dataDir} && node ${distDir}/server/main.js`,
      url: `${e2eBaseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(e2ePort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: e2eBaseUrl,
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_PASSWORD: e2eAdmin.password,
        DEMO: '1',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:office@school.test',
      },
    },
  ],
});
