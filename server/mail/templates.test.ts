import { describe, expect, it } from "vitest";
import { LANGS } from "../../content/types.ts";
import { LINK_LIFETIME_SEC, lifetimeInWords, renderMail } from "./templates.ts";

describe("link lifetimes in the account e-mails", () => {
  it("are words with the language's plural forms", () => {
    expect([3600, 24 * 3600, 60, 10 * 60].map((s) => lifetimeInWords(s, "el"))).toEqual([
      "1 ώρα",
      "24 ώρες",
      "1 λεπτό",
      "10 λεπτά",
    ]);
    expect([3600, 24 * 3600, 60, 10 * 60].map((s) => lifetimeInWords(s, "en"))).toEqual([
      "1 hour",
      "24 hours",
      "1 minute",
      "10 minutes",
    ]);
    expect([3600, 24 * 3600, 60, 10 * 60].map((s) => lifetimeInWords(s, "de"))).toEqual([
      "1 Stunde",
      "24 Stunden",
      "1 Minute",
      "10 Minuten",
    ]);
  });

  it("say what the links are configured with (24 hours to confirm, 10 minutes to sign in)", () => {
    expect(LINK_LIFETIME_SEC).toEqual({ confirm: 24 * 3600, "magic-link": 600 });
    expect(renderMail("confirm", "el", "https://x/confirm").text).toContain(
      "Ο σύνδεσμος λήγει σε 24 ώρες και χρησιμοποιείται μία φορά.",
    );
    expect(renderMail("magic-link", "el", "https://x/confirm").text).toContain(
      "Ο σύνδεσμος λήγει σε 10 λεπτά και χρησιμοποιείται μία φορά.",
    );
    expect(renderMail("confirm", "en", "https://x/confirm").text).toContain(
      "The link expires in 24 hours and works once.",
    );
    expect(renderMail("magic-link", "de", "https://x/confirm").html).toContain(
      "Der Link ist 10 Minuten gültig und funktioniert einmal.",
    );
  });

  it("leave no placeholder in any mail", () => {
    for (const lang of LANGS) {
      for (const kind of ["confirm", "magic-link", "already-registered"] as const) {
        const m = renderMail(kind, lang, "https://x/confirm");
        expect(m.text + m.html).not.toContain("{");
      }
    }
  });
});
