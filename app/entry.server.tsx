// React Router's default server entry (@react-router/dev 8, node), run only at build time here
// (ssr: false): it prerenders the public pages and the SPA fallback. One change: React Router 8
// prerenders each page at `path/` (to write `path/index.html`), so every page would be rendered
// at an address ending in a slash that visitors never use (`/home/`): the partner links' `from`,
// the language switcher's targets and the active menu item all read the address. The page is
// rendered at the address it is served at, without the slash (decision 035, 042).
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";

export const streamTimeout = 5_000;

/** `/home/` → `/home`; `/` stays. */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;

/** The router's state at the page's own address: its location and each match's path. */
function atServedAddress(context: EntryContext): EntryContext {
  const state = context.staticHandlerContext;
  state.location = { ...state.location, pathname: withoutTrailingSlash(state.location.pathname) };
  state.matches = state.matches.map((m) => ({
    ...m,
    pathname: withoutTrailingSlash(m.pathname),
    pathnameBase: withoutTrailingSlash(m.pathnameBase),
  }));
  return context;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const url = new URL(request.url);
  url.pathname = withoutTrailingSlash(url.pathname);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA Mode renders wait for all content (as React Router's default entry).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={atServedAddress(routerContext)} url={url} />,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
