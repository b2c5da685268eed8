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
CMD ["node", "apps/api/dist/main.js"]
