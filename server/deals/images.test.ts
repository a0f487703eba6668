// Deal images in an S3-compatible bucket (issue 13): a real S3 protocol server (S3rver) on a free
// loopback port; requests are signed with AWS Signature V4 (aws4fetch) as a real bucket needs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import S3rver from "s3rver";
import { loadConfig, type S3Settings } from "../config.ts";
import { createTestContext, ORIGIN, signedInUser, type TestContext } from "../test/harness.ts";
import { setRole } from "../admin/roles.ts";
import { cliActor } from "../admin/audit.ts";
import { deals } from "../db/schema.ts";
import { imageStoreFor, s3ImageStore, storeImage } from "./images.ts";

const BUCKET = "taxidaki-media";
let s3: S3rver;
let settings: S3Settings;
let s3Dir: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), "taxidaki-s3-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: BUCKET,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
});

afterAll(async () => {
  await s3.close();
});

const png = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();

describe("deal images in an S3-compatible bucket", () => {
  it("stores the converted WebP in the bucket and reads it back by name", async () => {
    const store = s3ImageStore(settings);
    const url = await storeImage(store, await png());
    const name = url.split("/").pop()!;
    const back = await store.get(name);
    expect(back).toBeDefined();
    const meta = await sharp(back!).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 1200]);
    expect(await store.get("0".repeat(32) + ".webp")).toBeUndefined();
    // Names that are not content hashes never reach the bucket.
    expect(await store.get("../secret.webp")).toBeUndefined();
  });

  it("fails loudly when the bucket refuses the credentials", async () => {
    // S3rver checks the access key id (it does not verify V4 signatures; a real bucket does).
    const store = s3ImageStore({ ...settings, accessKeyId: "NOT-A-KEY" });
    const err = await store.put("a".repeat(32) + ".webp", Buffer.from("x")).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: "UNAVAILABLE" });
    expect(String((err as Error).cause)).toMatch(/S3 PUT .*: 403 .*InvalidAccessKeyId/s);
  });

  it("is the store the app uses when S3_BUCKET is set: /media/deals/… is served from the bucket, nothing under DATA_DIR", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-data-"));
    const env = {
      DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: settings.endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    };
    let ctx: TestContext | undefined;
    try {
      ctx = await createTestContext(env);
      const url = await storeImage(imageStoreFor(loadConfig({ ...env, NODE_ENV: "test" })), await png());
      const res = await ctx.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(existsSync(path.join(dataDir, "media"))).toBe(false);
      expect(readdirSync(s3Dir)).toContain(BUCKET);
    } finally {
      await ctx?.close();
    }
  });

  it("answers 400 and puts nothing in the bucket when a deal without partner or url (a seed deal) gets an image", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-data-"));
    const env = {
      DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: settings.endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    };
    const ctx = await createTestContext(env);
    try {
      const admin = await signedInUser(ctx, { lang: "en" });
      await setRole(ctx.database.db, admin.email, "admin", cliActor());
      const [seed] = await ctx.database.db
        .insert(deals)
        .values({
          title: `Seed S3 ${Math.random().toString(36).slice(2, 8)}`,
          description: "Χωρίς συνεργάτη.",
          expiry_date: "2099-01-01",
        })
        .returning();
      const objects = () =>
        (readdirSync(s3Dir, { recursive: true }) as string[])
          .filter((f) => f.endsWith(".webp") || f.includes(".webp"))
          .sort();
      const before = objects();
      const colour = `#${Math.floor(Math.random() * 0xffffff)
        .toString(16)
        .padStart(6, "0")}`;
      const form = new FormData();
      form.set(
        "file",
        new Blob([
          new Uint8Array(
            await sharp({ create: { width: 50, height: 40, channels: 3, background: colour } })
              .png()
              .toBuffer(),
          ),
        ]),
        "a.png",
      );
      const headers = new Headers({
        origin: ORIGIN,
        cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      });
      const res = await ctx.app.request(`/api/v1/admin/deals/${seed!.id}/image`, {
        method: "POST",
        headers,
        body: form,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).error.fields).toEqual({ partner: "Required", url: "Required" });
      expect(objects()).toEqual(before);
      expect(existsSync(path.join(dataDir, "media"))).toBe(false);
      const [after] = await ctx.database.db.select().from(deals).where(eq(deals.id, seed!.id));
      expect(after!.image_url).toBe("");
    } finally {
      await ctx.close();
    }
  });

  it("answers 503 UNAVAILABLE, not 500, when the bucket cannot be reached", async () => {
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    };
    const ctx = await createTestContext(env);
    try {
      const res = await ctx.app.request(`/media/deals/${"b".repeat(32)}.webp`);
      expect(res.status).toBe(503);
      expect((await res.json()).error.code).toBe("UNAVAILABLE");
      expect(ctx.logs.join("")).toContain("dependency unavailable");
    } finally {
      await ctx.close();
    }
  });

  it("refuses to start with S3_BUCKET but no endpoint or keys, naming each missing setting", () => {
    expect(() => loadConfig({ S3_BUCKET: BUCKET })).toThrow(
      /S3_ENDPOINT: required when S3_BUCKET is set[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
