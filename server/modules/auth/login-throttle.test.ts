import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { createAdminsRepository } from './admins-repository.ts';
import {
  createLoginThrottle,
  delayAfter,
  failedLoginsPerAddress,
  loginThrottlePolicy,
} from './login-throttle.ts';

const ctx = await buildTestApp();
const { app } = ctx;
const admins = createAdminsRepository(ctx.db);

const loginFrom = (remoteAddress: string, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username, password },
    remoteAddress,
  });

describe('failed logins per username and address', () => {
  it('lock the username only for the address that failed: its owner still signs in elsewhere', async () => {
    await admins.create('principal', 'principal-password-1');
    const attacker = '198.51.100.10';
    for (let attempt = 1; attempt <= loginThrottlePolicy.freeAttempts; attempt += 1)
      expect((await loginFrom(attacker, 'principal', `guess-${attempt}`)).statusCode).toBe(401);
    const locked = await loginFrom(attacker, 'principal', 'principal-password-1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.json().message).toMatch(/for this username from your connection.*1 minute/);
    // The principal at school, from an address that has not failed.
    expect((await loginFrom('203.0.113.20', 'principal', 'principal-password-1')).statusCode).toBe(
      200,
    );
  });

  it('wait longer after each further failure, up to an hour', async () => {
    const throttle = createLoginThrottle(ctx.db);
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const attempt = (seconds: number) =>
      throttle.beginAttempt('growing', '198.51.100.11', at(seconds));
    for (let index = 0; index < loginThrottlePolicy.freeAttempts; index += 1)
      expect(await attempt(index)).toEqual({ allowed: true });
    // The fifth failure was at 4 s: one minute after it, then two after the sixth, then four.
    expect(await attempt(30)).toEqual({ allowed: false, retryAfterSeconds: 34 });
    expect(await attempt(64)).toEqual({ allowed: true });
    expect(await attempt(120)).toEqual({ allowed: false, retryAfterSeconds: 64 });
    expect(await attempt(184)).toEqual({ allowed: true });
    expect(await attempt(185)).toEqual({ allowed: false, retryAfterSeconds: 239 });
    expect(delayAfter(5)).toBe(60_000);
    expect(delayAfter(100)).toBe(loginThrottlePolicy.maxDelayMs);
  });

  it('count attempts sent in parallel: no more than the free ones reach the password check', async () => {
    await admins.create('parallel-target', 'parallel-password-1');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        loginFrom('198.51.100.12', 'parallel-target', `guess-${index}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      loginThrottlePolicy.freeAttempts,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      12 - loginThrottlePolicy.freeAttempts,
    );
  });

  it('count an IPv6 client per /64: another address of the same /64 is the same client', async () => {
    await admins.create('ipv6-target', 'ipv6-password-12');
    for (let attempt = 1; attempt <= loginThrottlePolicy.freeAttempts; attempt += 1)
      await loginFrom(`2001:db8:aa:1::${attempt}`, 'ipv6-target', 'wrong');
    expect(
      (await loginFrom('2001:db8:aa:1::ffff', 'ipv6-target', 'ipv6-password-12')).statusCode,
    ).toBe(429);
    expect(
      (await loginFrom('2001:db8:aa:2::1', 'ipv6-target', 'ipv6-password-12')).statusCode,
    ).toBe(200);
  });
});

describe('failed logins per address over all usernames', () => {
  it('stay within the limit when sent in parallel', async () => {
    const extra = 15;
    const responses = await Promise.all(
      Array.from({ length: failedLoginsPerAddress.max + extra }, (_, index) =>
        loginFrom('198.51.100.13', `sprayed-${index}`, 'Summer2026!'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(failedLoginsPerAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
  });

  it('count an IPv6 /64 as one address', async () => {
    for (let index = 1; index <= failedLoginsPerAddress.max; index += 1)
      await loginFrom(`2001:db8:bb:1::${index.toString(16)}`, `v6-sprayed-${index}`, 'wrong');
    expect((await loginFrom('2001:db8:bb:1::abcd', 'anyone', 'wrong')).statusCode).toBe(429);
  });
});
