import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { PushMessage } from '#contracts/push.ts';
import type { PushSettings } from '#server/config.ts';
import {
  checkedLookup,
  refusedAddress,
  type OutboundOptions,
} from '#server/lib/outbound-addresses.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushDeliveryOptions = OutboundOptions & { timeoutMs?: number };
/** `gone`: the push service no longer knows the phone (404 or 410): its subscription is dropped. */
export type PushOutcome = 'delivered' | 'gone';

/**
 * Why a phone's endpoint is not one the server will POST to, or undefined. The address comes
 * from a browser, so it is checked like a staff member's link (decision 0015): https only, and
 * never a private or loopback address, checked again at each connection (checkedLookup).
 */
export function pushEndpointProblem(
  endpoint: string,
  options: OutboundOptions = {},
): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a web address';
  }
  const testService = options.allowLoopback && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !testService) return 'not an https address';
  if (url.username || url.password) return 'an address with credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? refusedAddress(host, options) : undefined;
}

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer,
  options: PushDeliveryOptions,
): Promise<number> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const outgoing = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers,
        lookup: checkedLookup(options),
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('the push service timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Web push with VAPID (decision 0022): `web-push` encrypts the message for the phone
 * (aes128gcm) and signs the VAPID header; the request itself goes out through the same guarded
 * connection as the link checker, so a browser cannot make the server POST inside its network.
 * `web-push` is imported with the first push, not at the top: a site without VAPID keys never
 * loads it.
 */
export function createPushSender(settings: PushSettings, options: PushDeliveryOptions = {}) {
  return {
    async send(target: PushTarget, message: PushMessage, urgent: boolean): Promise<PushOutcome> {
      if (pushEndpointProblem(target.endpoint, options)) return 'gone';
      const { default: webpush } = await import('web-push');
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: settings,
          // A phone offline for a day gets the circular when it comes back; later, the mail.
          TTL: 24 * 60 * 60,
          urgency: urgent ? 'high' : 'normal',
        },
      );
      const status = await post(
        new URL(details.endpoint),
        details.headers as Record<string, string | number>,
        details.body,
        options,
      );
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status >= 300) throw new Error(`the push service answered ${status}`);
      return 'delivered';
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
