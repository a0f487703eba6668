// Issue 37, the trip's legs: /trip is a prerendered page in each language with no script until a
// sentence is sent; a date written last dates every leg; the start field speaks the page's language;
// the budget said is in the budget panel; two towns of one island are a bus ride; "fly home" is a leg;
// the sentence box follows the edits; a shared trip is nobody's "your plan" but its owner's.
import type { Page } from "@playwright/test";
import { createConfirmedUser, expect, newContext, origin, test } from "./account-helpers.ts";
import { scanBothThemes } from "./axe.ts";
import { inLang, LANGS, withStorage } from "./fixtures.ts";
import { de } from "../../app/i18n/de.ts";
import { el } from "../../app/i18n/el.ts";
import { en } from "../../app/i18n/en.ts";

const messages = { el, en, de };
const leg = (page: Page, stop: number) => page.locator(`[data-leg="${stop}"]`);
const stay = (page: Page, stop: number) => page.locator(`[data-stay="${stop}"]`);
/** YYYY-MM-DD plus days. */
function plusDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

test("/trip is prerendered in el, en and de with its heading, examples, form and head tags, and loads no script until a sentence is sent", async ({
  page,
  request,
}) => {
  for (const lang of LANGS) {
    const url = inLang("/trip", lang);
    const t = messages[lang].trip;
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    expect(html, url).not.toMatch(/<script[^>]*type="module"/);
    expect(html, url).toContain(`<title>${t.metaTitle}</title>`);
    expect(html, url).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html, url).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${url}"`));
    expect(html.match(/<link rel="alternate" hrefLang="/g)?.length, url).toBe(4);
    expect(html, url).toContain(`<form`);
    expect(html, url).toMatch(new RegExp(`<form[^>]*action="${url}" method="get"`));
    expect(html, url).toMatch(/<textarea[^>]*name="q"/);
    expect(html, url).toContain(`href="${url}?q=`);
    expect(html, url).toContain(t.title);
  }

  // In a browser: no script at all until the visitor sends a sentence; then the app plans it.
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/de/trip");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.trip.title);
  await expect(page.getByRole("link", { name: `«${de.trip.example2}»` })).toBeVisible();
  const box = page.getByLabel(de.trip.sentenceLabel);
  await box.focus();
  await box.press("Enter"); // blank: nothing is sent
  await expect(page).toHaveURL((u) => u.pathname === "/de/trip" && u.search === "");
  expect(scripts).toEqual([]);
  await box.fill("Piräus nach Paros 3 Nächte, dann Naxos 2 Nächte");
  await box.press("Enter");
  await expect(page).toHaveURL(
    (u) => u.pathname === "/de/trip" && u.searchParams.get("q") === "Piräus nach Paros 3 Nächte, dann Naxos 2 Nächte",
  );
  await expect(leg(page, 1).getByRole("heading", { level: 3 })).toHaveText("Piräus → Paros", { timeout: 45_000 });
  // An example is a link to the app's plan of it.
  await page.goto("/trip");
  await page.getByRole("link", { name: `«${el.trip.example2}»` }).click();
  await expect(stay(page, 2).getByRole("heading", { level: 3 })).toHaveText("Διαμονή: Θάσος", { timeout: 45_000 });
});

test("a date written last dates every leg, the start field is in the page's language, and the budget said is in the budget panel", async ({
  page,
}) => {
  await page.goto(
    `/trip?q=${encodeURIComponent("Αθήνα → Νάξος 3 νύχτες, μετά Σαντορίνη 2 νύχτες και πίσω Πειραιά 15 Αυγούστου 4 άτομα, budget 900€")}`,
  );
  await expect(leg(page, 3).getByRole("heading", { level: 3 })).toHaveText("Σαντορίνη → Πειραιάς", { timeout: 45_000 });
  const start = (await leg(page, 1).locator("time").getAttribute("datetime"))!;
  expect(start).toMatch(/^\d{4}-08-15$/);
  await expect(leg(page, 2).locator("time")).toHaveAttribute("datetime", plusDays(start, 3));
  await expect(leg(page, 3).locator("time")).toHaveAttribute("datetime", plusDays(start, 5));
  await expect(stay(page, 1).getByText("4 επισκέπτες")).toBeVisible();

  // The start day as Greek writes it, whatever the browser's own language (en-US here).
  const year = start.slice(0, 4);
  const field = page.getByLabel("Ημερομηνία αναχώρησης");
  await expect(field).toHaveValue(`15/08/${year}`);
  await expect(field).toHaveAttribute("placeholder", "ΗΗ/ΜΜ/ΕΕΕΕ");
  await expect(page.locator("[data-date-hint]")).toContainText("15 Αυγούστου");
  // Typed another way, read back and written again the Greek way on leaving the field.
  await field.fill("1.9.2030");
  await expect(leg(page, 1).locator("time")).toHaveAttribute("datetime", "2030-09-01");
  await field.press("Tab");
  await expect(field).toHaveValue("01/09/2030");
  // A day that is none: said, and the trip keeps its day.
  await field.fill("31/02/2030");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Αυτό δεν είναι ημερομηνία. Γράψε τη σαν ΗΗ/ΜΜ/ΕΕΕΕ.")).toBeVisible();
  await expect(leg(page, 1).locator("time")).toHaveAttribute("datetime", "2030-09-01");
  // Words work too.
  await field.fill("15 Αυγούστου");
  await expect(leg(page, 1).locator("time")).toHaveAttribute("datetime", start);

  // The budget the sentence said, in the budget panel; noted prices are measured against it.
  const panel = page.locator("[data-budget]");
  await expect(panel.getByLabel("Ποσό (EUR)")).toHaveValue("900");
  await expect(panel.getByLabel("Αφορά")).toHaveValue("total");
  await leg(page, 1).getByLabel("Τιμή διαδρομής (€)").fill("200");
  await expect(panel.locator("[data-budget-left]")).toHaveText(/^Απομένουν 700\s€ από τον προϋπολογισμό$/);
  await panel.getByLabel("Αφορά").selectOption("person");
  await expect(panel.locator("[data-budget-left]")).toHaveText(/^Απομένουν 3.400\s€ από τον προϋπολογισμό$/);
});

test("two towns of one island are a bus or a car, and '… und Heimflug' ends the trip with a flight home", async ({
  page,
}) => {
  await withStorage(page, { theme: "light" });
  await page.goto(
    `/de/trip?q=${encodeURIComponent("Chania 2 Nächte, dann Heraklion 3 Nächte, dann Santorin 2 Nächte, zurück nach Athen und Heimflug, 15.8., 2 Personen, Budget 900 €")}`,
  );
  await expect(leg(page, 1).getByRole("heading", { level: 3 })).toHaveText("Chania → Heraklion", { timeout: 45_000 });
  await expect(leg(page, 1).getByRole("radio")).toHaveCount(2);
  await expect(leg(page, 1).getByRole("radio", { name: "Bus" })).toBeChecked();
  await expect(leg(page, 1).getByRole("radio", { name: "Mietwagen" })).toBeVisible();
  await expect(leg(page, 2).getByRole("radio", { name: "Fähre" })).toBeChecked();
  await expect(leg(page, 2).getByRole("radio", { name: "Flug" })).toHaveCount(0); // two islands: no flight between them
  const start = (await stay(page, 0).locator("time").first().getAttribute("datetime"))!;
  expect(start).toMatch(/^\d{4}-08-15$/);
  await expect(page.getByLabel("Abreisedatum")).toHaveValue(`15.08.${start.slice(0, 4)}`);
  await expect(page.locator("[data-budget]").getByLabel("Betrag (EUR)")).toHaveValue("900");

  // The flight home: the last leg, from Athens, on the day the trip ends, filled with its day and people.
  const home = leg(page, 4);
  await expect(home.getByRole("heading", { level: 3 })).toHaveText("Athen → nach Hause");
  await expect(home.getByRole("radio", { name: "Flug" })).toBeChecked();
  await expect(home.locator("time")).toHaveAttribute("datetime", plusDays(start, 7));
  const href = (await home.locator("[data-partner] a").first().getAttribute("href"))!;
  const deep = new URL(href, "http://x").searchParams.get("deep") ?? "";
  expect(deep).toMatch(/ATH/);
  await expect(page.getByRole("checkbox", { name: "Heimflug ab Athen" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Heimflug ab Athen" }).uncheck();
  await expect(leg(page, 4)).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Heimflug ab Athen" }).check();
  await expect(leg(page, 4)).toBeVisible();
  expect(await scanBothThemes(page, "/de/trip with a flight home")).toEqual([]);
});

test("the sentence box says the trip the plan shows once it is edited", async ({ page }) => {
  await page.goto(`/en/trip?q=${encodeURIComponent("Athens to Naxos 3 nights then Paros 2 nights, 2 people")}`);
  const box = page.getByLabel("Your trip in one sentence");
  await expect(stay(page, 1).getByText("3 nights")).toBeVisible({ timeout: 45_000 });
  await expect(box).toHaveValue("Athens to Naxos 3 nights then Paros 2 nights, 2 people");
  await page.getByLabel("Nights: Naxos").fill("5");
  await expect(box).toHaveValue("Athens → Naxos 5 nights → Paros 2 nights, 2 people");
  await expect(page.locator("[data-sentence-note]")).toHaveText("The sentence now says the trip with your changes.");
  await expect(box).toHaveAttribute("aria-describedby", /.+/);
  await page.getByRole("checkbox", { name: "Flight home from Paros" }).check();
  await expect(box).toHaveValue("Athens → Naxos 5 nights → Paros 2 nights and fly home, 2 people");
  // Planned again from the box, it is the same trip.
  await page.getByRole("button", { name: "Plan it" }).click();
  await expect(page).toHaveURL(
    (u) => u.searchParams.get("q") === "Athens → Naxos 5 nights → Paros 2 nights and fly home, 2 people",
  );
  await expect(stay(page, 1).getByText("5 nights")).toBeVisible();
  await expect(leg(page, 3).getByRole("heading", { level: 3 })).toHaveText("Paros → home");
  await expect(page.locator("[data-sentence-note]")).toHaveCount(0);
});

test("a shared trip is 'Der Reiseplan' to a reader and 'Dein Reiseplan' to its owner, who can edit it from there", async ({
  page,
  browser,
  baseURL,
}) => {
  await createConfirmedUser(page.request, { lang: "de" });
  const saved = await page.request.post("/api/v1/trips", {
    headers: { Origin: origin() },
    data: {
      name: "Kykladen",
      trip: {
        stops: [{ place: "Piraeus" }, { place: "Naxos", nights: 3 }],
        start: "2027-07-12",
        travellers: 2,
        budget: { amount: 900, currency: "EUR", per: "total" },
        returns: false,
      },
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  const shared = await page.request.post(`/api/v1/trips/${id}/share`, { headers: { Origin: origin() }, data: {} });
  const { token } = (await shared.json()) as { token: string };

  const other = await newContext(browser, baseURL!);
  const reader = await other.newPage();
  await reader.goto(`/de/trip?share=${token}`);
  await expect(reader.getByRole("heading", { level: 2, name: "Der Reiseplan" })).toBeVisible({ timeout: 45_000 });
  await expect(reader.getByText("Dein Reiseplan")).toHaveCount(0);
  await expect(reader.getByRole("link", { name: "Deine Reise bearbeiten" })).toHaveCount(0);
  await expect(reader.locator("[data-budget-said]")).toHaveText(/^900\s€ insgesamt$/);
  await other.close();

  await page.goto(`/de/trip?share=${token}`);
  await expect(page.getByRole("heading", { level: 2, name: "Dein Reiseplan" })).toBeVisible({ timeout: 45_000 });
  await page.getByRole("link", { name: "Deine Reise bearbeiten" }).click();
  await expect(page).toHaveURL(`/de/trip?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kykladen");
});

test("axe finds no violations on the prerendered /trip in either theme", async ({ page }) => {
  await withStorage(page, { theme: "light" });
  const found: string[] = [];
  for (const lang of ["el", "de"] as const) {
    await page.goto(inLang("/trip", lang));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    found.push(...(await scanBothThemes(page, inLang("/trip", lang))));
  }
  expect(found).toEqual([]);
});
