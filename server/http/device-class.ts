// The only thing a click keeps of the user agent: phone or desktop. The string itself is never stored.
export type DeviceClass = "phone" | "desktop";

const PHONE = /\b(iPhone|iPod|Android.+Mobile|Mobile Safari|Windows Phone|BlackBerry|Opera Mini|IEMobile)\b/i;

export function deviceClass(userAgent: string | undefined): DeviceClass {
  return userAgent && PHONE.test(userAgent) ? "phone" : "desktop";
}
