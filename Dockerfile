# One image for any database. The build reads no database and no environment (README, "One build,
# any database"), so it is made here with neither; everything that varies per site (DATABASE_URL,
# REDIS_URL, SITE_URL, S3_*, SMTP_*, STRIPE_*…) is given when the container runs.
#
#   docker build -t atrium .
#   docker run -p 3000:3000 -v atrium-data:/data atrium                        # SQLite in /data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -v atrium-data:/data atrium
#
# Node 20 is the version the site is made and tested on (packages that need 22 do not fit).
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The compiler's own cache (a third of the build's size) is of no use to a running site.
RUN npm run build && rm -rf .next/cache

FROM ${NODE_IMAGE}
# ffmpeg makes clips' streams and stills; pg_dump makes `npm run backup` (Debian's is PostgreSQL 15's,
# which dumps servers up to 15: for a newer server, install that version's client from its project).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The whole build stage: `npm start` migrates and seeds with tsx and bundles the server with esbuild
# at start, so the development packages stay. The site runs as the image's `node` user, which owns
# the build (the server's bundle is written there at start) and the data folder.
COPY --from=build --chown=node:node /app /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Migrates (and seeds the demo into an empty database), then serves; the build is current, so it is
# not redone. `docker stop` reaches the server through npm and the start script, and it closes cleanly.
CMD ["npm", "start"]
