// The natural-language search (issue 5): typed on /home, understood in the browser, shown as
// removable chips and ranked partner links pre-filled with what was typed.
import type { Page, Request } from "@playwright/test";
import { createConfirmedUser, test as accountTest } from "./account-helpers.ts";
import { scanBothThemes } from "./axe.ts";
import { expect, inLang, test, withStorage, type Lang } from "./fixtures.ts";

const cases: { lang: Lang; q: string; hotels: string; place: string; budget: RegExp; remove: string; open: string }[] =
  [
    {
      lang: "el",
      q: "δωμάτιο 30 ευρώ στην Κέρκυρα",
      hotels: "Ξενοδοχεία",
      place: "Κέρκυρα",
      budget: /^≤\s30\s€\s\/ νύχτα$/,
      remove: "Αφαίρεση φίλτρου",
      open: "Αναζήτηση στο Booking.com",
    },
    {
      lang: "en",
      q: "room in Corfu under 30 euros",
      hotels: "Hotels",
      place: "Corfu",
      budget: /^≤ €30 \/ night$/,
      remove: "Remove filter",
      open: "Search on Booking.com",
    },
    {
      lang: "de",
      q: "Zimmer auf Korfu bis 30 Euro",
      hotels: "Hotels",
      place: "Korfu",
      budget: /^≤\s30\s€\s\/ Nacht$/,
      remove: "Filter entfernen",
      open: "Auf Booking.com suchen",
    },
  ];

/** Requests the page makes from now on (the search must make none beyond static assets). */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => seen.push(r));
  return seen;
}

/** Same-origin static assets: the documents of the site, its JS/CSS chunks, images and icons. */
function unexpected(requests: Request[], baseURL: string, query: string): string[] {
  const origin = new URL(baseURL).origin;
  return requests
    .filter((r) => {
      const url = new URL(r.url());
      if (url.origin !== origin || r.method() !== "GET") return true;
      if (r.isNavigationRequest()) return false; // the /search document itself
      // The page shell asks whether someone is signed in; it carries nothing of the search.
      if (url.pathname === "/api/auth/get-session") return false;
      if (url.search.includes(encodeURIComponent(query)) || decodeURIComponent(url.href).includes(query)) return true;
      // The public list of live deals, the same for every visitor: it carries nothing of the search.
      if (url.pathname === "/api/v1/deals" && !url.searchParams.has("q")) return false;
      return !/^\/(assets|images)\/|^\/favicon\.svg$/.test(url.pathname);
    })
    .map((r) => `${r.method()} ${r.url()}`);
}

const chip = (page: Page, key: string) => page.locator(`[data-chip="${key}"]`);

/**
 * Waits until the search page has its engine's answer on screen: the engine and its place data are
 * lazy chunks, and on a loaded two-core CI machine the app's start plus their first use has taken
 * over 15 s. The page says where it is (`data-search-state`: loading, then shown or error); this
 * waits for the state to leave "loading" with no clock of its own (the test's timeout bounds it),
 * then every expectation after it has the usual time. An engine that failed fails here at once.
 */
async function engineAnswered(page: Page) {
  await page.locator('[data-search-state]:not([data-search-state="loading"])').waitFor({ timeout: 0 });
  expect(await page.locator("[data-search-state]").getAttribute("data-search-state")).toBe("shown");
}

for (const c of cases) {
  test(`typing '${c.q}' on /home (${c.lang}) shows hotels in ${c.place} under 30 € with partner links pre-filled`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(inLang("/home", c.lang));
    const requests = recordRequests(page);
    const box = page.getByRole("main").getByRole("searchbox");
    await box.fill(c.q);
    await box.press("Enter");

    await expect(page).toHaveURL((u) => u.pathname === inLang("/search", c.lang) && u.searchParams.get("q") === c.q);
    await engineAnswered(page);
    await expect(chip(page, "category")).toHaveText(c.hotels);
    await expect(chip(page, "place")).toHaveText(c.place);
    await expect(chip(page, "budget")).toHaveText(c.budget);
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue(c.q);

    // Partner links go through /go/<id> and carry the deep link filled with Corfu.
    const booking = page.locator('[data-partner="booking"]').getByRole("link", { name: c.open });
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("rel", "sponsored noopener noreferrer");
    const href = (await booking.getAttribute("href"))!;
    expect(href.startsWith(`/go/booking?`)).toBe(true);
    const decoded = new URL(href, baseURL).searchParams;
    expect(decoded.get("lang")).toBe(c.lang);
    expect(decoded.get("from")).toBe(inLang("/search", c.lang));
    expect(decoded.get("deep")).toBe(
      `https://www.booking.com/searchresults.html?ss=Corfu&selected_currency=EUR&lang=${c.lang}&nflt=price%3DEUR-min-30-1`,
    );
    const prefilled = page
      .locator("[data-partner]")
      .getByRole("link", { name: new RegExp(c.open.replace("Booking.com", ".+")) });
    expect(await prefilled.count()).toBeGreaterThanOrEqual(3);
    for (const h of await prefilled.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
      expect(decodeURIComponent(h)).toContain("Corfu");
    // The catalogue page of the category is offered too.
    await expect(page.getByRole("main").locator(`a[href="${inLang("/hotels", c.lang)}"]`)).toBeVisible();

    expect(unexpected(requests, baseURL!, c.q)).toEqual([]);
  });
}

test("removing a chip re-ranks without it, and the chips can be restored", async ({ page, baseURL }) => {
  await page.goto(`/search?q=${encodeURIComponent("ξενοδοχείο Νάξος 15-20 Αυγούστου για 2")}`);
  await engineAnswered(page);
  await expect(chip(page, "dates")).toHaveText(/15.+20/);
  await expect(chip(page, "travellers")).toHaveText("2 άτομα");
  const booking = page.locator('[data-partner="booking"]').getByRole("link");
  await expect(booking).toHaveAttribute("href", /group_adults%3D2/);
  const requests = recordRequests(page);

  await page.getByRole("button", { name: "Αφαίρεση φίλτρου: 2 άτομα" }).click();
  await expect(chip(page, "travellers")).toHaveCount(0);
  await expect(page).toHaveURL(/without=travellers/);
  await expect(booking).not.toHaveAttribute("href", /group_adults/);
  await expect(booking).toHaveAttribute("href", /ss%3DNaxos/);

  await page.getByRole("button", { name: "Αφαίρεση φίλτρου: Νάξος" }).click();
  await expect(chip(page, "place")).toHaveCount(0);
  // Without a place the partner links open the partner's search without Naxos.
  await expect(booking).not.toHaveAttribute("href", /Naxos/);
  await expect(chip(page, "category")).toHaveText("Ξενοδοχεία");

  await page.getByRole("button", { name: "Επαναφορά 2 φίλτρων" }).click();
  await expect(chip(page, "place")).toHaveText("Νάξος");
  await expect(chip(page, "travellers")).toHaveText("2 άτομα");

  // The page's own box searches again (in the browser, no request).
  const box = page.getByRole("main").getByRole("searchbox");
  await box.fill("ferry from Piraeus to Naxos");
  await box.press("Enter");
  await expect(page).toHaveURL(/q=ferry/);
  await expect(chip(page, "route")).toHaveText("Πειραιάς → Νάξος");
  expect(unexpected(requests, baseURL!, "ferry from Piraeus to Naxos")).toEqual([]);
});

test("a Greek flight query with dates and travellers shows a pre-filled result first with what it carries, and /go/ follows it", async ({
  page,
  baseURL,
}) => {
  await page.clock.setFixedTime(new Date("2026-05-13T10:00:00"));
  await page.goto(`/search?q=${encodeURIComponent("πτήσεις Αθήνα - Λονδίνο 15-20 Αυγούστου για 2 άτομα")}`);
  const first = page.locator("[data-partner]").first();
  await engineAnswered(page);
  await expect(first).toHaveAttribute("data-partner", "skyscanner");
  await expect(first.getByText("Έτοιμη αναζήτηση")).toBeVisible();
  await expect(first.locator("[data-carries]")).toHaveText(/^Συμπληρωμένο: Αθήνα → Λονδίνο · .*15.*20.* · 2 άτομα$/);
  const href = (await first.getByRole("link", { name: "Αναζήτηση στο Skyscanner" }).getAttribute("href"))!;
  const res = await page.request.get(new URL(href, baseURL).toString(), { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  // London goes as Skyscanner's own city code (LOND: every London airport), decision 044.
  expect(res.headers()["location"]).toMatch(
    /^https:\/\/www\.skyscanner\.net\/transport\/flights\/ath\/lond\/260815\/260820\/\?adultsv2=2&/,
  );
});

test("when no partner link can carry anything of the query, our own page comes first, before the partners (issue 37)", async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent("ενοικίαση τροχόσπιτου στην Κρήτη τον Ιούλιο")}`);
  await engineAnswered(page);
  const own = page.getByRole("heading", { name: "Στον κατάλογο" });
  await expect(own).toBeVisible();
  // Before every partner card in the reading (and tab) order: the first link of the results is ours.
  const partner = page.locator("[data-partner]").first();
  if ((await partner.count()) > 0) {
    const before = await own.evaluate(
      (h, p) => !!(h.compareDocumentPosition(p!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await partner.elementHandle(),
    );
    expect(before).toBe(true);
  }
  // A query a partner can carry keeps the partner first and our page beside it.
  await page.goto(`/search?q=${encodeURIComponent("ξενοδοχείο Νάξος 15-20 Αυγούστου για 2")}`);
  await engineAnswered(page);
  const ownAside = page.getByRole("heading", { name: "Στον κατάλογο" });
  const first = await page.locator("[data-partner]").first().elementHandle();
  expect(
    await ownAside.evaluate((h, p) => !!(h.compareDocumentPosition(p!) & Node.DOCUMENT_POSITION_PRECEDING), first),
  ).toBe(true);
});

test("a Greek ferry query with a date and travellers shows Ferryhopper pre-filled first with what it carries, and /go/ follows it", async ({
  page,
  baseURL,
}) => {
  await page.clock.setFixedTime(new Date("2026-05-13T10:00:00"));
  await page.goto(`/search?q=${encodeURIComponent("πλοίο από Πειραιά για Νάξο στις 20 Αυγούστου για 3 άτομα")}`);
  const first = page.locator("[data-partner]").first();
  await engineAnswered(page);
  await expect(first).toHaveAttribute("data-partner", "ferryhopper");
  await expect(first.getByText("Έτοιμη αναζήτηση")).toBeVisible();
  await expect(first.locator("[data-carries]")).toHaveText(/^Συμπληρωμένο: Πειραιάς → Νάξος · .*20.* · 3 άτομα$/);
  const href = (await first.getByRole("link", { name: "Αναζήτηση στο Ferryhopper" }).getAttribute("href"))!;
  const res = await page.request.get(new URL(href, baseURL).toString(), { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toMatch(
    /^https:\/\/www\.ferryhopper\.com\/el\/booking\/results\?itinerary=PIR,JNX&dates=20260820&pax=3/,
  );
});

test("a Greek ferry query shows its route, month and travellers, and ferry partners without a search URL say they open their home page", async ({
  page,
  baseURL,
}) => {
  await page.clock.setFixedTime(new Date("2026-05-13T10:00:00"));
  await page.goto(`/search?q=${encodeURIComponent("πλοίο από Πειραιά για Νάξο τον Αύγουστο 3 άτομα")}`);
  await engineAnswered(page);
  await expect(chip(page, "route")).toHaveText("Πειραιάς → Νάξος");
  await expect(chip(page, "travellers")).toHaveText("3 άτομα");
  const card = page.locator('[data-partner="ferries-gr"]');
  await expect(card.getByText("Ανοίγει την αρχική σελίδα του Ferries.gr: η αναζήτηση γίνεται εκεί.")).toBeVisible();
  const href = (await card.getByRole("link").getAttribute("href"))!;
  expect(new URL(href, baseURL).searchParams.get("deep")).toBeNull();
  const res = await page.request.get(new URL(href, baseURL).toString(), { maxRedirects: 0 });
  expect(new URL(res.headers()["location"]!).hostname).toBe("www.ferries.gr");
});

test("the live deals rank among the results: a ferry deal for the island searched shows and opens through /go/, others do not", async ({
  page,
}) => {
  const inDays = (n: number) =>
    new Date(
      Date.parse(`${new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Athens" })}T12:00:00Z`) + n * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
  const deal = (id: string, title: string, category: string) => ({
    id,
    title,
    description: `${title}: περιγραφή.`,
    text_lang: "el",
    partner: { id: "ferryhopper", name: "Ferryhopper" },
    category,
    go: `/go/deal.${id}`,
    image_url: "",
    currency: "EUR",
    price_from: 29,
    price_was: null,
    starts_at: null,
    expires_at: inDays(10),
    expired: false,
    days_left: 10,
    featured: false,
  });
  const items = [
    deal("00000000-0000-4000-8000-00000000000a", "Πλοίο για Νάξο -20%", "ferries"),
    deal("00000000-0000-4000-8000-00000000000b", "Ξενοδοχεία στην Αθήνα -15%", "hotels"),
  ];
  await page.route("**/api/v1/deals?*", (route) =>
    route.fulfill({ json: { items, deals: items, nextCursor: null, total: items.length, live: items.length } }),
  );
  await page.goto(`/search?q=${encodeURIComponent("πλοίο για Νάξο 20/8")}`);
  const deals = page.locator("section", { has: page.getByRole("heading", { name: "Προσφορές" }) });
  const link = deals.getByRole("link", { name: "Πλοίο για Νάξο -20%" });
  await engineAnswered(page);
  await expect(link).toHaveAttribute("href", "/go/deal.00000000-0000-4000-8000-00000000000a");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(deals.getByText("Ξενοδοχεία στην Αθήνα -15%")).toHaveCount(0);
  // The built-in 2025 samples are not offered once the live list is there.
  await expect(deals.getByText("Έκπτωση 15% σε ενοικιάσεις αυτοκινήτων")).toHaveCount(0);
  await expect(deals.getByRole("link", { name: "Όλες οι προσφορές" })).toHaveAttribute("href", "/deals");
});

test("an empty result says so and suggests categories", async ({ page }) => {
  await page.goto("/en/search?q=qwxyzz%20blorp");
  await engineAnswered(page);
  await expect(page.getByRole("heading", { name: "Nothing found for “qwxyzz blorp”" })).toBeVisible();
  const suggestions = page.locator("section", { has: page.getByRole("heading", { name: "Categories" }) });
  await expect(suggestions.getByRole("link")).toHaveCount(20);
  await suggestions.getByRole("link", { name: "Flights" }).click();
  await expect(page).toHaveURL(/\/en\/flights$/);
});

test("a misspelt partner name finds it by full text", async ({ page }) => {
  await page.goto("/de/search?q=skyscaner");
  const hit = page.getByRole("link", { name: /Skyscanner/ });
  await engineAnswered(page);
  await expect(hit).toHaveAttribute("href", "/go/skyscanner?from=%2Fde%2Fsearch&lang=de");
});

accountTest(
  "signed in, a search is saved to the history with its number of results; signed out, nothing is",
  async ({ page }) => {
    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/v1/search-history")) posts++;
    });
    await page.goto(`/search?q=${encodeURIComponent("δωμάτιο στη Νάξο")}`);
    await engineAnswered(page);
    await expect(chip(page, "place")).toHaveText("Νάξος");
    expect(posts).toBe(0);

    await createConfirmedUser(page.request);
    await page.goto(`/search?q=${encodeURIComponent("δωμάτιο 30 ευρώ στην Κέρκυρα")}`);
    await engineAnswered(page);
    await expect(chip(page, "place")).toHaveText("Κέρκυρα");
    const count = Number((await page.getByText(/^\d+ αποτελέσματα$/).textContent())!.split(" ")[0]);
    await expect
      .poll(
        async () =>
          (await (await page.request.get("/api/v1/search-history")).json()) as {
            query: string;
            results_count: number;
          }[],
      )
      .toEqual([
        expect.objectContaining({
          query: "δωμάτιο 30 ευρώ στην Κέρκυρα",
          search_type: "general",
          results_count: count,
        }),
      ]);
    // Removing a chip re-ranks the same search: no second entry.
    await page.getByRole("button", { name: "Αφαίρεση φίλτρου: Κέρκυρα" }).click();
    await expect(chip(page, "place")).toHaveCount(0);
    expect(posts).toBe(1);
    // A blank query saves nothing either.
    await page.goto("/search?q=%20%20");
    await expect(page.getByRole("heading", { level: 1, name: "Αναζήτηση" })).toBeVisible();
    expect(posts).toBe(1);
  },
);

test("axe finds no accessibility violations on /search, in either theme", async ({ page }) => {
  // Four pages, each scanned in both themes: over a minute on a loaded two-core machine.
  test.setTimeout(180_000);
  await withStorage(page, { theme: "light" });
  const found: string[] = [];
  for (const url of [
    `/search?q=${encodeURIComponent("ξενοδοχείο Νάξος 15-20 Αυγούστου για 2")}&without=travellers`,
    "/en/search?q=skyscaner",
    "/de/search?q=qwxyzz",
    "/search",
  ]) {
    await page.goto(url);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator('[role="status"] .animate-pulse')).toHaveCount(0);
    if (url.includes("q=")) await expect(page.locator("main [role=status]").first()).toBeVisible();
    found.push(...(await scanBothThemes(page, url)));
  }
  expect(found).toEqual([]);
});

test("after a search from a static page's header, the keyboard goes on at the results: the first result is a Tab away", async ({
  page,
}) => {
  await page.goto("/en/flights");
  const box = page.getByRole("banner").getByRole("searchbox");
  await box.fill("ferry Piraeus Naxos 20/8 2 people");
  await box.press("Enter");
  await engineAnswered(page);
  const heading = page.getByRole("heading", { name: /^\d+ results$/ });
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  const first = page.locator("[data-partner]").first();
  expect(await first.evaluate((li) => li.contains(document.activeElement))).toBe(true);
});

accountTest(
  "signed in, every partner and deal in the results has a heart that saves it like its catalogue card",
  async ({ page }) => {
    await createConfirmedUser(page.request, { lang: "en" });
    await page.goto(`/en/search?q=${encodeURIComponent("ferry Piraeus Naxos 20/8 2 people")}`);
    await engineAnswered(page);
    const partners = page.locator("[data-partner]");
    await expect(partners.first()).toBeVisible();
    const count = await partners.count();
    for (let i = 0; i < count; i++)
      await expect(partners.nth(i).getByRole("button", { name: /^Add “.+” to favourites$/ })).toHaveCount(1);
    const deals = page.locator("section[aria-labelledby=search-deals] li");
    for (let i = 0; i < (await deals.count()); i++)
      await expect(deals.nth(i).getByRole("button", { name: /to favourites$/ })).toHaveCount(1);

    const heart = partners.first().getByRole("button", { name: /^Add “.+” to favourites$/ });
    const name = /“(.+)”/.exec((await heart.getAttribute("aria-label"))!)![1]!;
    await heart.click();
    await expect(page.getByText("Added to favourites!")).toBeVisible();
    await expect(partners.first().getByRole("button", { name: `Remove “${name}” from favourites` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await scanBothThemes(page, "/en/search signed in")).toEqual([]);
    // Saved: listed with the favourites, opening the partner through /go/ (its shape is the catalogue's:
    // engine.test.ts).
    await page.goto("/en/favorites");
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
  },
);
