# One image for the API replicas and the projector.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY libs/domain/package.json libs/domain/
COPY libs/event-store/package.json libs/event-store/
COPY libs/read-models/package.json libs/read-models/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 8080
CMD ["node", "apps/api/dist/main.js"]
