# Ireti's image (docs/operations.md "Containers", decision 078): the API serving the built web app,
# production dependencies only, as the unprivileged `node` user. Configured by environment only.
#   docker build -t ireti .    (or podman build)

# ── 1. everything, to build the web app ──────────────────────────────────────────────────────
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── 2. production dependencies only, of the API and the shared package (the web app is built,
#       its server render bundled with its libraries: none of its packages runs in the image) ───────────────────────────────────────────────
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev -w apps/api -w packages/shared --include-workspace-root --no-audit --no-fund && npm cache clean --force

# ── 3. the image ─────────────────────────────────────────────────────────────────────────────
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY packages/shared ./packages/shared
COPY apps/api/package.json ./apps/api/package.json
COPY apps/api/src ./apps/api/src
COPY apps/web/package.json ./apps/web/package.json
COPY --from=build /src/apps/web/dist ./apps/web/dist
# The server's render of the first pages (decision 107): one file with its libraries bundled
# (vite's ssr.noExternal), so it needs none of the web app's packages in the image.
COPY --from=build /src/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /readyz answers 200 while the database answers (and 503 while draining); a failing check marks
# the container unhealthy for the load balancer and the orchestrator.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM stops it cleanly (server.ts): no more requests, jobs in hand finished, pool closed.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/src/server.ts"]
