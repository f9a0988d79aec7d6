# syntax=docker/dockerfile:1
# One app, the host or one remote, as its own deployment: its production build served by
# scripts/serve-app.mjs (scripts/static-server.mjs: manifests, remoteEntry.js, index.html and
# remotes.json no-cache, hashed files immutable, CORS). Build from the repository root with
#   docker build -f deploy/app.Dockerfile --build-arg APP=<host|marketing|settings|messages|jobsReports> .
# APP is an app key of shared/build/ports.mjs. docker-compose.yml builds one image per app.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json ./
# The pnpm version package.json pins.
RUN npm install --global "pnpm@$(node -p "require('./package.json').pnpmVersion")"
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir=/pnpm/store --reporter=append-only
ARG APP
# The same production build as `npm start` (then .br/.gz copies of the assets), of this app only.
RUN node --input-type=module -e " \
      import { apps } from './shared/build/ports.mjs'; \
      import { buildApps } from './scripts/apps.mjs'; \
      if (!Object.hasOwn(apps, process.env.APP ?? '')) { \
        console.error('Set --build-arg APP=<' + Object.keys(apps).join('|') + '>'); \
        process.exit(1); \
      } \
      await buildApps([process.env.APP]);"
# What serving it needs, laid out as in the repository: the scripts, the app list, package.json (read
# by scripts/pnpm.mjs), the app's dist/ and sirv. sirv's folder in pnpm's store holds sirv and its
# dependencies at the lockfile's versions (they have none of their own); -L copies them as plain folders.
RUN DIR="$(node --input-type=module -e "import { apps } from './shared/build/ports.mjs'; console.log(apps[process.env.APP].dir);")" \
    && mkdir -p /srv/shared/build "/srv/$DIR" \
    && cp package.json /srv/ \
    && cp -r scripts /srv/scripts \
    && cp shared/build/ports.mjs /srv/shared/build/ \
    && cp -r "$DIR/dist" "/srv/$DIR/dist" \
    && cp -rL "$(dirname "$(realpath node_modules/sirv)")" /srv/node_modules

FROM node:20-bookworm-slim
ARG APP
ENV APP=${APP} \
    NODE_ENV=production \
    BIND_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /srv ./
USER node
# The app listens on its default port (3000 for the host, 3001-3004 for the remotes) unless its port
# variable says otherwise. exec: node runs as PID 1 and stops cleanly on SIGTERM.
CMD ["sh", "-c", "exec node scripts/serve-app.mjs \"$APP\""]
