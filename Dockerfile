# One image for both Node services; docker-compose.yml picks the command. Built from the workspace root.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-types/package.json shared-types/
COPY service-kit/package.json service-kit/
COPY shop-api/package.json shop-api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
CMD ["node", "bff/dist/server.js"]
