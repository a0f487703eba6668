import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInUser, type TestContext, read } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET/PUT /api/v1/profile", () => {
  it("needs a session", async () => {
    const res = await ctx.client().get("/api/v1/profile");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("saves the editable fields, theme and language, and keeps e-mail read-only", async () => {
    const { client, email } = await signedInUser(ctx);
    const before = (await read(client.api.profile.$get())).body;
    const saved = await read(
      client.api.profile.$put({
        json: {
          full_name: "Μαρία Παπαδοπούλου",
          phone: "+30 690 000 0000",
          location: "Θεσσαλονίκη",
          preferences: "Νησιά, φθηνά δωμάτια",
          theme: "dark",
          language_preference: "de",
        },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      email,
      full_name: "Μαρία Παπαδοπούλου",
      theme: "dark",
      language_preference: "de",
    });
    expect(new Date(saved.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());
    expect((await read(client.api.profile.$get())).body.location).toBe("Θεσσαλονίκη");

    // A partial update changes only what it names; null clears a field.
    const partial = await read(client.api.profile.$put({ json: { phone: null } }));
    expect(partial.body).toMatchObject({ phone: null, full_name: "Μαρία Παπαδοπούλου", theme: "dark" });

    // The same e-mail is accepted (forms send it back); another is refused.
    expect((await read(client.api.profile.$put({ json: { email, theme: "light" } }))).status).toBe(200);
    const other = await read(client.api.profile.$put({ json: { email: "someone@else.com" } }));
    expect(other.status).toBe(400);
    expect(other.body.error.fields.email).toBe("read-only");
    expect((await read(client.api.profile.$get())).body.email).toBe(email);
  });

  it("rejects bad values and unknown fields, naming them, and changes nothing", async () => {
    const { client } = await signedInUser(ctx);
    const before = (await read(client.api.profile.$get())).body;
    for (const [body, field] of [
      [{ theme: "blue" }, "theme"],
      [{ language_preference: "fr" }, "language_preference"],
      [{ full_name: "x".repeat(201) }, "full_name"],
      [{ phone: 12 }, "phone"],
      [{ id: "someone-else" }, "body"],
      [{ is_admin: true }, "body"],
    ] as const) {
      const res = await client.put("/api/v1/profile", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
      expect(res.body.error.fields).toHaveProperty(field);
    }
    expect((await read(client.api.profile.$get())).body).toEqual(before);
  });
});
