// The client's address, for rate limits. Behind N trusted proxies that each append the address
// they saw to X-Forwarded-For, the client is the N-th entry from the right: every entry left of
// it was written by the client and could be anything.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) return undefined;
  // Fewer entries than hops: the request came through fewer proxies; the leftmost is the best we have.
  return entries[Math.max(0, entries.length - hops)];
}

export function clientIp(c: Context, trustProxyHops: number): string {
  const fwd = forwardedClient(c.req.header("x-forwarded-for"), trustProxyHops);
  if (fwd) return fwd;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
