// Deal images: checked by content (sharp reads the bytes, not the name), bounded in size,
// resized and converted to WebP, stored by content hash so they can be cached for a year.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AwsClient } from "aws4fetch";
import type { Problem } from "./messages.ts";
import type { S3Settings } from "../config.ts";
import { ApiError } from "../http/errors.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** How long fetching one image may take, its whole answer included. */
export const IMAGE_TIMEOUT_MS = 10_000;
const MAX_WIDTH = 1200;
const FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
const NAME = /^[a-f0-9]{32}\.webp$/;
export const MEDIA_PREFIX = "/media/deals/";

/** Where images live: under DATA_DIR by default, or in an S3-compatible bucket (see `imageStoreFor`). */
export interface ImageStore {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | undefined>;
}

export function fileImageStore(dataDir: string): ImageStore {
  const dir = path.resolve(dataDir, "media", "deals");
  return {
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), data);
    },
    async get(name) {
      if (!NAME.test(name)) return undefined;
      return readFile(path.join(dir, name)).catch(() => undefined);
    },
  };
}

/**
 * Images in an S3-compatible bucket, addressed path-style (`endpoint/bucket/deals/<name>`) and
 * signed with AWS Signature V4 (aws4fetch). The site still serves them from `/media/deals/…`, so
 * deal rows and cached pages keep the same URLs whichever store is configured.
 */
export function s3ImageStore(s: S3Settings): ImageStore {
  const client = new AwsClient({
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
    region: s.region,
    service: "s3",
  });
  const base = `${s.endpoint.replace(/\/$/, "")}/${encodeURIComponent(s.bucket)}/deals/`;
  // A bucket that is down or refuses us is a dependency failure: 503 UNAVAILABLE, the cause logged.
  const call = async (name: string, init: RequestInit) => {
    const res = await client
      .fetch(base + name, { ...init, signal: AbortSignal.timeout(15_000) })
      .catch((err: unknown) => {
        throw new ApiError(503, "UNAVAILABLE", "Image storage is unavailable, try again shortly", undefined, err);
      });
    if (!res.ok && res.status !== 404) {
      const detail = `S3 ${init.method ?? "GET"} ${name}: ${res.status} ${(await res.text()).slice(0, 200)}`;
      throw new ApiError(
        503,
        "UNAVAILABLE",
        "Image storage is unavailable, try again shortly",
        undefined,
        new Error(detail),
      );
    }
    return res;
  };
  return {
    async put(name, data) {
      await call(name, { method: "PUT", body: new Uint8Array(data), headers: { "content-type": "image/webp" } });
    },
    async get(name) {
      if (!NAME.test(name)) return undefined;
      const res = await call(name, {});
      return res.status === 404 ? undefined : Buffer.from(await res.arrayBuffer());
    },
  };
}

/** The configured store: the bucket when `S3_BUCKET` is set, otherwise files under DATA_DIR. */
export function imageStoreFor(config: { DATA_DIR: string; s3?: S3Settings }): ImageStore {
  return config.s3 ? s3ImageStore(config.s3) : fileImageStore(config.DATA_DIR);
}

export class ImageProblem extends Error {
  readonly problem: Problem;
  /** The fetch ran out of its own time (the host is slow), rather than failed otherwise. */
  readonly timedOut: boolean;
  constructor(problem: Problem, timedOut = false) {
    super(problem.code);
    this.problem = problem;
    this.timedOut = timedOut;
  }
}

/** An image checked, resized and converted, not yet stored: its content-hash name and its bytes. */
export interface PreparedImage {
  name: string;
  data: Buffer;
}

/** Checks, resizes and converts an image (JPEG, PNG, WebP, GIF, AVIF, HEIF) to WebP; writes nothing. */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  if (input.length > MAX_IMAGE_BYTES)
    throw new ImageProblem({ code: "image_too_large", params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } });
  let out: Buffer;
  try {
    const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.format || !FORMATS.has(meta.format)) throw new Error("format");
    out = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new ImageProblem({ code: "image_invalid" });
  }
  return { name: `${createHash("sha256").update(out).digest("hex").slice(0, 32)}.webp`, data: out };
}

/** The public URL of a stored image. */
export const mediaUrl = (name: string) => MEDIA_PREFIX + name;

/** Checks, resizes, converts and stores an image; returns its public URL. */
export async function storeImage(store: ImageStore, input: Buffer): Promise<string> {
  const image = await prepareImage(input);
  await store.put(image.name, image.data);
  return mediaUrl(image.name);
}

/**
 * Where an image may be fetched from: https on its default port (443) on an allowed host. An
 * explicit other port is refused, so an allowed name cannot reach another service on that host.
 */
function fetchable(u: URL, allowedHosts: string[]): boolean {
  return u.protocol === "https:" && u.port === "" && allowedHosts.includes(u.hostname);
}

/**
 * Fetches an image at import time, only from an allowed host (none by default) on the default
 * port. The body is read as a stream and the fetch aborted as soon as it passes 5 MB, whatever
 * Content-Length says (or when there is none), so a huge answer never sits in memory.
 */
export async function fetchImage(
  url: string,
  allowedHosts: string[],
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Buffer> {
  const u = new URL(url);
  if (!fetchable(u, allowedHosts))
    throw new ImageProblem({ code: "image_host", params: { value: u.port ? `${u.hostname}:${u.port}` : u.hostname } });
  const tooLarge = () => new ImageProblem({ code: "image_too_large", params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } });
  const abort = new AbortController();
  // Its own time (the whole answer, body included), and the caller's (an import's budget).
  const ownTime = AbortSignal.timeout(opts.timeoutMs ?? IMAGE_TIMEOUT_MS);
  const signal = AbortSignal.any([abort.signal, ownTime, ...(opts.signal ? [opts.signal] : [])]);
  const failed = () => new ImageProblem({ code: "image_fetch", params: { value: u.hostname } }, ownTime.aborted);
  const res = await fetch(u, { redirect: "error", signal }).catch(() => undefined);
  if (!res?.ok || !res.body) {
    abort.abort();
    throw failed();
  }
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > MAX_IMAGE_BYTES) {
    abort.abort();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_IMAGE_BYTES) throw tooLarge();
      chunks.push(value);
    }
  } catch (e) {
    // Over the limit, timed out or cut off: stop reading and close the connection.
    abort.abort();
    await reader.cancel().catch(() => undefined);
    if (e instanceof ImageProblem) throw e;
    throw failed();
  }
  return Buffer.concat(chunks, total);
}

/**
 * Which image values a deal may carry as they are: a stored image, the site's own art, or (import only) an allowed
 * host.
 */
export function imageRule(allowedHosts: string[]) {
  return (value: string): Problem | undefined => {
    if (value.startsWith(MEDIA_PREFIX) && NAME.test(value.slice(MEDIA_PREFIX.length))) return undefined;
    if (/^\/images\/[\w/.-]+\.(svg|webp|avif|png|jpe?g)$/.test(value) && !value.includes("..")) return undefined;
    let u: URL;
    try {
      u = new URL(value);
    } catch {
      return { code: "image_invalid" };
    }
    return fetchable(u, allowedHosts)
      ? undefined
      : { code: "image_host", params: { value: (u.port ? `${u.hostname}:${u.port}` : u.hostname) || value } };
  };
}
