# Production image of the coach platform: one `node dist/server.mjs` process, data on a volume.
# Not built in this repository's CI (no image registry is reachable there); see README "Deploy on a server".

# ---- build: install everything, build the SPA and the server bundle, then drop dev packages ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# ---- run: only what the server needs, as an unprivileged user ----
FROM node:22-bookworm-slim
# NODE_OPTIONS and MALLOC_*: the V8 heap and glibc malloc settings `npm start` uses (package.json
# config.server_node_flags and server_malloc_env; why: docs/performance.md "Server memory").
ENV NODE_ENV=production \
    PORT=8787 \
    HOST=0.0.0.0 \
    DATABASE_URL=file:/data/coach.db \
    UPLOADS_DIR=/data/uploads \
    NODE_OPTIONS="--max-semi-space-size=2 --max-old-space-size=192" \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8787
# JWT_SECRET (≥ 32 characters), SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD must be given at run time.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node as PID 1 receives docker stop's SIGTERM directly and shuts down gracefully.
CMD ["node", "dist/server.mjs"]
