// The native app's transport: the configured server origin and a bearer token kept in the
// platform's secure storage (Android Keystore / iOS Keychain), so it survives an app restart.
import { SecureStorage } from "@aparajita/capacitor-secure-storage";
import type { AuthTransport } from "~/lib/auth-transport.ts";
import { TOKEN_KEY } from "./config.ts";

export function nativeTransport(
  origin: string,
  storage: Pick<typeof SecureStorage, "getItem" | "setItem" | "removeItem"> = SecureStorage,
): AuthTransport {
  let cached: string | null | undefined;
  const token = async () => (cached === undefined ? (cached = await storage.getItem(TOKEN_KEY)) : cached);
  return {
    origin,
    credentials: "omit", // no cookies in the app: the bearer token is the session
    async headers(): Promise<Record<string, string>> {
      const t = await token();
      return t ? { Authorization: `Bearer ${t}` } : {};
    },
    async saveToken(t) {
      cached = t;
      await storage.setItem(TOKEN_KEY, t);
    },
    async clearToken() {
      cached = null;
      await storage.removeItem(TOKEN_KEY);
    },
  };
}
