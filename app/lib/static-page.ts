/**
 * Pages that ship without React (`handle = staticPage`): `/`, `/home`, every catalogue page and
 * every `/prosfores-*` page (decision 011) are prerendered HTML
 * plus the small enhancer below, so they stay far under the first-load JS budget on slow phones.
 * The same components, rendered by React after a client-side navigation, carry their own
 * handlers; the data-* attributes below are what the enhancer looks for on a static page.
 *
 *   [data-theme-toggle]     toggles the theme (labels in data-label-dark / data-label-light)
 *   select[data-lang-select] navigates to the chosen option's data-href, storing the language
 *   a[data-lang]            stores the language before following the link
 *   form[data-search]       GET to data-action with ?q=, blank text ignored
 *   form[data-blank-ignored] a plain GET form that is not sent while its text field is blank
 *   textarea[data-submit-on-enter] Enter sends its form (Shift+Enter: a new line)
 *   [data-scroll-by]        scrolls the element named by aria-controls, smoothly; disabled while
 *                           that element is at the end it would scroll towards
 *   [data-embed]            an embedded map / widget: when its frame has not loaded within
 *                           data-embed-timeout ms of coming into view (or the browser is offline),
 *                           the frame is removed and the static preview under it shows
 *   [data-back-home]        goes one step back when the visitor came from this site, else to
 *                           the data-back-home address (the BackButton's "history" target)
 */
export const staticPage = { hydrate: false } as const;

export function isStaticPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === false;
}

/* Serialized into an inline <script> at prerender time: it must not reference anything outside itself. */
function enhance() {
  const doc = document;
  const root = doc.documentElement;
  const store = (k: string, v: string) => {
    try {
      localStorage.setItem(k, v);
    } catch {
      /* private mode */
    }
  };
  const labelThemeToggles = () => {
    const dark = root.classList.contains("dark");
    doc.querySelectorAll<HTMLElement>("[data-theme-toggle]").forEach((b) => {
      const label = (dark ? b.dataset.labelLight : b.dataset.labelDark) ?? "";
      b.setAttribute("aria-label", label);
      b.title = label;
    });
  };
  labelThemeToggles();
  doc.addEventListener("click", (e) => {
    const target = e.target as Element | null;
    const toggle = target?.closest("[data-theme-toggle]");
    if (toggle) {
      const dark = root.classList.toggle("dark");
      store("theme", dark ? "dark" : "light");
      labelThemeToggles();
      return;
    }
    const langLink = target?.closest<HTMLAnchorElement>("a[data-lang]");
    if (langLink) store("language", langLink.dataset.lang ?? "el");
    const back = target?.closest<HTMLElement>("[data-back-home]");
    if (back) {
      let fromHere = false;
      try {
        fromHere = new URL(doc.referrer).origin === location.origin;
      } catch {
        /* no referrer */
      }
      if (fromHere && history.length > 1) history.back();
      else location.href = back.dataset.backHome ?? "/home";
      return;
    }
    const scroller = target?.closest<HTMLElement>("[data-scroll-by]");
    if (scroller) {
      const list = doc.getElementById(scroller.getAttribute("aria-controls") ?? "");
      list?.scrollBy({ left: Number(scroller.dataset.scrollBy), behavior: "smooth" });
    }
  });
  const scrollButtons = () => Array.from(doc.querySelectorAll<HTMLButtonElement>("[data-scroll-by]"));
  const syncArrows = () =>
    scrollButtons().forEach((b) => {
      const list = doc.getElementById(b.getAttribute("aria-controls") ?? "");
      if (!list) return;
      const back = Number(b.dataset.scrollBy) < 0;
      b.disabled = back ? list.scrollLeft <= 1 : list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    });
  scrollButtons().forEach((b) =>
    doc
      .getElementById(b.getAttribute("aria-controls") ?? "")
      ?.addEventListener("scroll", syncArrows, { passive: true }),
  );
  addEventListener("resize", syncArrows);
  syncArrows();
  doc.querySelectorAll<HTMLElement>("[data-embed]").forEach((box) => {
    const frame = box.querySelector("iframe");
    if (!frame) return;
    let loaded = false;
    const fail = () => {
      if (loaded) return;
      frame.remove();
      box.dataset.embed = "failed";
      box.querySelector("[data-embed-preview]")?.removeAttribute("inert");
    };
    const src = frame.dataset.src ?? "";
    frame.addEventListener("load", () => (loaded = frame.src === src));
    doc.addEventListener("securitypolicyviolation", (e) => {
      if (e.violatedDirective.startsWith("frame-src") && src.startsWith(e.blockedURI)) fail();
    });
    // The partner's page only once this one has painted (see embed-frame.tsx).
    const start = () => requestAnimationFrame(() => setTimeout(() => frame.isConnected && (frame.src = src)));
    if (doc.readyState === "complete") start();
    else addEventListener("load", start);
    if (!navigator.onLine) return fail();
    new IntersectionObserver((seen, io) => {
      if (!seen.some((s) => s.isIntersecting)) return;
      io.disconnect();
      setTimeout(fail, Number(box.dataset.embedTimeout));
    }).observe(box);
  });
  doc.addEventListener("change", (e) => {
    const select = e.target as HTMLSelectElement;
    if (!select.matches("select[data-lang-select]")) return;
    const option = select.selectedOptions[0];
    store("language", select.value);
    if (option?.dataset.href) location.href = option.dataset.href;
  });
  doc.addEventListener("keydown", (e) => {
    const area = e.target as HTMLTextAreaElement;
    if (e.key !== "Enter" || e.shiftKey || e.isComposing || !area.matches?.("textarea[data-submit-on-enter]")) return;
    e.preventDefault();
    area.form?.requestSubmit();
  });
  doc.addEventListener("submit", (e) => {
    const form = e.target as HTMLFormElement;
    if (
      form.matches("form[data-blank-ignored]") &&
      !form.querySelector<HTMLTextAreaElement | HTMLInputElement>("textarea, input")?.value.trim()
    ) {
      e.preventDefault();
      return;
    }
    if (!form.matches("form[data-search]")) return;
    e.preventDefault();
    const input = form.querySelector("input");
    const q = input?.value.trim() ?? "";
    if (!q || !input) return;
    input.value = "";
    location.href = `${form.dataset.action}?q=${encodeURIComponent(q)}`;
  });
}

export const enhancerScript = `(${enhance.toString()})()`;
