# syntax=docker/dockerfile:1
# Taxidaki: site + API in one Node 24 process (docs/deploy.md, decision 033).
#
#   docker build -t taxidaki .
#   docker run -p 3000:3000 -e NODE_ENV=production -e AUTH_SECRET=… -e MAIL_OUTBOX_IN_PRODUCTION=true -v taxidaki-data:/data taxidaki
#
# Stages: `deps` installs the run-time dependencies only, `build` installs everything and builds the
# client (prerendered pages + app, precompressed), `runtime` is the image: Node 24 slim, the server's
# TypeScript run as it is by plain `node` (no tsx, no build step), the prebuilt client, user `node`.
# scripts/check-deploy.sh repeats the runtime stage's steps outside a container (CI has no runtime
# that can pull a base image): keep the two in step — it reads the COPY, ENV, HEALTHCHECK and CMD
# lines of the runtime stage below.
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The server the native app talks to is baked into the client build (README: VITE_API_ORIGIN).
ARG VITE_API_ORIGIN
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data CLIENT_DIR=/app/build/client
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY server ./server
COPY core ./core
COPY content ./content
COPY scripts/admin.ts scripts/deals-import.ts ./scripts/
COPY --from=build /app/build/client ./build/client
# DATA_DIR: the mail outbox and deal images (and the embedded database when DATABASE_URL is unset).
# A new named volume takes this directory's owner, so user `node` can write to it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Liveness: the process answers. (/readyz, which also needs the database and Redis, is for the proxy
# or orchestrator that takes an instance in or out of rotation.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains in-flight requests and closes the database cleanly (node runs as PID 1 and handles it).
STOPSIGNAL SIGTERM
CMD ["node", "server/index.ts"]
