# One image for the API replicas and the projector (docker-compose.yml runs it as both).
# Node 22 LTS: Node 20 left support in April 2026; the app needs >= 20.19.
FROM node:22-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY libs/domain/package.json libs/domain/
COPY libs/event-store/package.json libs/event-store/
COPY libs/read-models/package.json libs/read-models/
COPY libs/contracts/package.json libs/contracts/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
# The app runs unprivileged; DATA_DIR only holds the generated-secret fallback and the outbox,
# both unused in the distributed setup, but must be writable.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# Liveness of the default role, an API replica on PORT 8080 (as compose runs it): both stores
# answer. Not /api/health, whose 503 for a lagging projector (an upgrade's replay, a projector
# outage) would mark every replica unhealthy. docker-compose.yml sets each service's own
# (the projector's: deploy/healthcheck.cjs --projector).
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "deploy/healthcheck.cjs", "http://127.0.0.1:8080/api/health/live"]
CMD ["node", "apps/api/dist/main.js"]
