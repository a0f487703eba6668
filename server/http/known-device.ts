// A device that has signed in to an account before (decision 045): an HttpOnly cookie, signed with
// AUTH_SECRET, naming a random device id and the account's address (hashed). The per-address
// limits on password attempts and sign-in e-mails count such a device's requests for that address
// by the device instead, so a stranger who uses up an address's limit from anywhere does not lock
// its owner out of the devices they already use. The cookie proves nothing but a past sign-in on
// this browser: it opens no session, and it is worth nothing for another address.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hashKey } from "../rate-limit.ts";

export const DEVICE_COOKIE = "taxidaki.device";
/** A year: the device is known as long as it keeps signing in within that. */
const MAX_AGE_SEC = 365 * 24 * 3600;
const VALUE = /^v1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const IN_HEADER = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE.replace(".", "\\.")}=([^;\\s]*)`);

export interface KnownDevices {
  /** The device id of this Cookie header's device cookie, when it is valid and names `email`. */
  deviceFor(cookieHeader: string | undefined, email: string): string | undefined;
  /** The Set-Cookie that makes this browser a known device of `email` (its device id kept when it has one). */
  setCookie(cookieHeader: string | undefined, email: string): string;
}

export function knownDevices(secret: string, secure: boolean): KnownDevices {
  const sign = (device: string, account: string) =>
    createHmac("sha256", secret).update(`device:v1.${device}.${account}`).digest("base64url");
  const read = (cookieHeader: string | undefined) => {
    const m = VALUE.exec(decodeURIComponent(IN_HEADER.exec(cookieHeader ?? "")?.[1] ?? ""));
    if (!m) return undefined;
    const [, device = "", account = "", signature = ""] = m;
    const expected = Buffer.from(sign(device, account));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { device, account } : undefined;
  };
  return {
    deviceFor(cookieHeader, email) {
      const found = read(cookieHeader);
      return found && found.account === hashKey(email.trim()) ? found.device : undefined;
    },
    setCookie(cookieHeader, email) {
      const device = read(cookieHeader)?.device ?? randomBytes(16).toString("base64url");
      const account = hashKey(email.trim());
      const value = `v1.${device}.${account}.${sign(device, account)}`;
      return `${DEVICE_COOKIE}=${value}; Max-Age=${MAX_AGE_SEC}; Path=/api/auth; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
    },
  };
}
