# syntax=docker/dockerfile:1
# The api as its own deployment: Fastify with its production dependencies, run from its TypeScript
# source with tsx (`npm start` in api/). Build from the repository root with
#   docker build -f deploy/api.Dockerfile .
# Configured by environment variables (API_PORT, API_HOST, DATABASE_URL, SMTP_URL, …; see the README).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json ./
# The pnpm version package.json pins.
RUN npm install --global "pnpm@$(node -p "require('./package.json').pnpmVersion")"
COPY . .
# The api and the workspace packages it depends on, production dependencies only.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --prod --filter "@talentindia/api..." --store-dir=/pnpm/store --reporter=append-only

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=4000 \
    PGLITE_DATA_DIR=/data/pglite
WORKDIR /app
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared/contracts ./shared/contracts
COPY --from=build /app/api ./api
# Without DATABASE_URL the api keeps its embedded PGlite database here (mount a volume to keep it).
RUN mkdir -p /data/secrets && chown -R node:node /data
USER node
WORKDIR /app/api
EXPOSE 4000
CMD ["node", "--import", "tsx", "src/server.ts"]
