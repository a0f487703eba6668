import { describe, expect, it } from "vitest";
import { adminDe } from "~/i18n/admin.de";
import { adminEl } from "~/i18n/admin.el";
import { adminEn } from "~/i18n/admin.en";
import { adminT } from "./i18n.ts";
import { emptyNotice, noticeAsSeen, noticeBody, noticeFieldErrors } from "./notice-form.ts";

describe("noticeBody", () => {
  it("trims the texts and leaves out empty English and German ones", () => {
    const f = emptyNotice();
    f.title = { el: "  Νέα  ", en: " ", de: "Neu" };
    f.message = { el: "Κείμενο", en: "Text", de: "" };
    expect(noticeBody(f)).toEqual({
      type: "info",
      title: { el: "Νέα", de: "Neu" },
      message: { el: "Κείμενο", en: "Text" },
      audience: "all",
    });
  });

  it("sends a category audience as { category }", () => {
    const f = {
      ...emptyNotice(),
      type: "warning" as const,
      audience: "category" as const,
      category: "hotels" as const,
    };
    expect(noticeBody(f)).toMatchObject({ type: "warning", audience: { category: "hotels" } });
  });
});

describe("noticeAsSeen", () => {
  it("shows each language's reader their title and message, each falling back to Greek apart, as the server sends them", () => {
    const f = emptyNotice();
    f.title = { el: "Νέα δρομολόγια", en: "New routes", de: "" };
    f.message = { el: "Από αύριο", en: "", de: "Ab morgen" };
    const body = noticeBody(f);
    expect(noticeAsSeen(body, "el")).toEqual({
      title: "Νέα δρομολόγια",
      message: "Από αύριο",
      greekTitle: false,
      greekMessage: false,
    });
    expect(noticeAsSeen(body, "en")).toEqual({
      title: "New routes",
      message: "Από αύριο",
      greekTitle: false,
      greekMessage: true,
    });
    expect(noticeAsSeen(body, "de")).toEqual({
      title: "Νέα δρομολόγια",
      message: "Ab morgen",
      greekTitle: true,
      greekMessage: false,
    });
  });
});

describe("noticeFieldErrors", () => {
  it("puts the server's field errors on the controls, in the console's language", () => {
    const server = {
      "title.el": "Too small: expected string to have >=1 characters",
      "message.de": "Too big",
      "audience.category": "Invalid option",
    };
    expect(noticeFieldErrors(server, adminEl.notices)).toEqual({
      "title.el": "Γράψε τίτλο στα ελληνικά, έως 120 χαρακτήρες.",
      "message.de": "Έως 1000 χαρακτήρες.",
      audience: "Διάλεξε παραλήπτες και, για κατηγορία, ποια κατηγορία.",
    });
    expect(noticeFieldErrors({ title: "Required", type: "Invalid option" }, adminEn.notices)).toEqual({
      "title.el": "Write a title in Greek, up to 120 characters.",
      type: "Choose a type of notice.",
    });
    // A field the form does not know shows as the form's error, as the server wrote it.
    expect(noticeFieldErrors({ body: "unknown field(s): x" }, adminDe.notices)).toEqual({
      form: "unknown field(s): x",
    });
  });
});

describe("the console's counts (i18next plural forms)", () => {
  it("uses each language's plural forms", () => {
    expect(adminT("el")("notices.reaches", { count: 1 })).toBe("Φτάνει σε 1 χρήστη.");
    expect(adminT("el")("notices.reaches", { count: 0 })).toBe("Φτάνει σε 0 χρήστες.");
    expect(adminT("en")("notices.reaches", { count: 1 })).toBe("Reaches 1 user.");
    expect(adminT("en")("notices.sent", { count: 3 })).toBe("The notice was sent to 3 users.");
    expect(adminT("de")("notices.confirm", { count: 2 })).toBe(
      "Den Hinweis jetzt an 2 Nutzer senden? Das lässt sich nicht rückgängig machen.",
    );
  });
});
