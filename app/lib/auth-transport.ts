// How API calls authenticate. On the web: same origin, HttpOnly session cookie (nothing to do
// here). In the native app (set by app/native/startup.ts): the configured server origin and a
// bearer token kept in the platform's secure storage.

export interface AuthTransport {
  /** Prefix for API paths: "" on the web (same origin), the server's origin in the native app. */
  origin: string;
  credentials: RequestCredentials;
  /** Extra headers for every API call (the bearer token in the native app). */
  headers(): Promise<Record<string, string>>;
  /** Keeps the token a sign-in or confirmation answered with (`set-auth-token`). */
  saveToken(token: string): Promise<void>;
  /** Forgets the token (sign-out, or a session the server no longer knows). */
  clearToken(): Promise<void>;
}

export const webTransport: AuthTransport = {
  origin: "",
  credentials: "same-origin",
  headers: async () => ({}),
  saveToken: async () => {},
  clearToken: async () => {},
};

let current: AuthTransport = webTransport;

export function setAuthTransport(t: AuthTransport): void {
  current = t;
}

export function authTransport(): AuthTransport {
  return current;
}
