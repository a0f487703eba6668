// The deals filter of the static /deals and /προσφορές pages, live as the visitor types (issue 28).
// The server renders the list with a plain GET form (`?q=`, works without script) and fills it per
// request (server/deals/live-deals-html.ts). This script, inline on those pages only, asks the server for the
// same page with the new `?q=` a moment after the last keystroke, swaps in its results, says the
// new count to screen readers and keeps the address's `?q=` in step (replaceState), so a reload or
// a shared link keeps the filter. The server filters the whole catalogue and pages the result
// (its next-page links stay plain links). Signed-in visitors get the app's DealsBrowser instead,
// which does the same with the API.

/** How long after the last keystroke the list follows (ms). */
export const FILTER_DELAY_MS = 250;

/*
 * Serialized into an inline <script> at prerender time (not minified there): it must not reference
 * anything outside itself, and keeps its comments out here. `shown` is the text the list on screen
 * was filtered with, `wanted` the one it is being filtered with. The fetch goes without the cookie:
 * the static page, whoever asks (a signed-in visitor gets the app, decision 003). A failed fetch
 * leaves the list as it is; after an Enter it falls back to what the form does without script.
 */
function liveDealsFilter(delay: number) {
  const slot = document.querySelector<HTMLElement>('[data-live-deals="list"]');
  if (!slot || !("DOMParser" in window) || !("AbortController" in window)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  const field = () => slot.querySelector<HTMLInputElement>('input[name="q"]');
  let shown = (field()?.value ?? "").trim();
  let wanted = shown;

  const show = (q: string, submitted: boolean) => {
    wanted = q;
    const url = new URL(location.href);
    url.searchParams.delete("cursor");
    if (q) url.searchParams.set("q", q);
    else url.searchParams.delete("q");
    running?.abort();
    const ctl = (running = new AbortController());
    slot.setAttribute("aria-busy", "true");
    fetch(url, { signal: ctl.signal, credentials: "omit", headers: { Accept: "text/html" } })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((html) => {
        const fresh = new DOMParser()
          .parseFromString(html, "text/html")
          .querySelector('[data-live-deals="list"] [data-deals-results]');
        const current = slot.querySelector("[data-deals-results]");
        if (!fresh || !current) throw new Error("no list");
        current.replaceWith(document.adoptNode(fresh));
        shown = q;
        history.replaceState(history.state, "", url);
        const status = slot.querySelector("[data-deals-status]");
        if (status) status.textContent = fresh.querySelector("h2")?.textContent ?? "";
      })
      .catch((err: unknown) => {
        if ((err as Error).name === "AbortError") return;
        wanted = shown;
        if (submitted) location.href = url.href;
      })
      .finally(() => {
        if (running === ctl) slot.removeAttribute("aria-busy");
      });
  };

  const follow = (submitted: boolean) => {
    clearTimeout(timer);
    const q = (field()?.value ?? "").trim().slice(0, 200);
    if (q === wanted) return;
    if (submitted) show(q, true);
    else timer = setTimeout(() => show(q, false), delay);
  };
  slot.addEventListener("input", (e) => {
    if ((e.target as HTMLInputElement).name === "q") follow(false);
  });
  slot.addEventListener("submit", (e) => {
    e.preventDefault();
    follow(true);
  });
}

export const liveFilterScript = `(${liveDealsFilter.toString()})(${FILTER_DELAY_MS})`;
