import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in as a user gets a cookie binding that user's folded name and a random nonce,
 * signed with the server's secret. At the next sign-in as that name the browser is trusted:
 * it keeps a failure budget of its own and is never throttled by other clients' failures
 * (./throttle.ts). The cookie proves nothing about the password; it only decides which
 * throttle applies.
 */
export const DEVICE_COOKIE_PREFIX = 'sofra_device_';
/** Only the sign-in reads it, so no other request carries it. */
export const DEVICE_COOKIE_PATH = '/api/admin/login';
/** A cookie is trusted this long after it was issued; every sign-in issues a fresh one. */
export const DEVICE_TRUST_MS = 365 * 24 * 60 * 60 * 1000;

const FORMAT = 'v1';
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const ISSUED = /^[0-9a-z]{1,10}$/;
/** Clocks of instances may differ a little. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface DeviceCookie {
  name: string;
  value: string;
}

export class DeviceCookies {
  /** `key` is the server's secret for this purpose alone (`ClientKeys.derive`). */
  constructor(private readonly key: Buffer) {}

  /**
   * One cookie per user name, so staff sharing the office laptop each keep their own; the
   * cookie's name is keyed, so it does not tell who signed in.
   */
  nameFor(nameKey: string): string {
    return DEVICE_COOKIE_PREFIX + this.mac(`name\n${nameKey}`).slice(0, 16);
  }

  /** A new cookie for a browser that just signed in as `nameKey`. */
  issue(nameKey: string, now: Date): DeviceCookie {
    const nonce = randomBytes(16).toString('base64url');
    const issued = Math.floor(now.getTime() / 1000).toString(36);
    return { name: this.nameFor(nameKey), value: `${FORMAT}.${nonce}.${issued}.${this.sign(nameKey, nonce, issued)}` };
  }

  /**
   * The device's key (its failures are counted under it) when the browser holds a genuine,
   * unexpired cookie for this very name; null for a missing, altered, forged or foreign one.
   */
  trustedKey(cookies: Record<string, string | undefined>, nameKey: string, now: Date): string | null {
    const value = cookies[this.nameFor(nameKey)];
    if (!value) return null;
    const parts = value.split('.');
    if (parts.length !== 4) return null;
    const [format, nonce, issued, signature] = parts as [string, string, string, string];
    if (format !== FORMAT || !NONCE.test(nonce) || !ISSUED.test(issued)) return null;
    // The signature is compared as text: two base64url spellings of the same bytes are not both valid.
    if (!sameText(signature, this.sign(nameKey, nonce, issued))) return null;
    const issuedAt = parseInt(issued, 36) * 1000;
    if (issuedAt > now.getTime() + CLOCK_SKEW_MS || now.getTime() - issuedAt > DEVICE_TRUST_MS) return null;
    return this.mac(`device\n${nonce}`).slice(0, 32);
  }

  private sign(nameKey: string, nonce: string, issued: string): string {
    return this.mac(`cookie\n${FORMAT}\n${nameKey}\n${nonce}\n${issued}`);
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
