# One image recipe for the four remotes: REMOTE names the workspace (mf-feed, mf-discover,
# mf-profile, mf-onboarding). Each is deployed on its own, as the team owning it ships it: its
# build (mf-manifest.json, remoteEntry.js, content-hashed chunks) in a small static image, served
# as nginx/remote.conf says (CORS, caching). Nothing else is rebuilt for a new build of it: the
# shell reads where each remote is at run time (the gateway's REMOTE_URLS → /mf/remotes.json).
# Build context is the repository root (see docker-compose.yml), e.g.
#   docker build -f remote.Dockerfile --build-arg REMOTE=mf-feed -t tidings/mf-feed .
# npm ci: exactly what package-lock.json names (which locks every platform's native builds, so
# any platform's image installs from it), and no package's install scripts (--ignore-scripts).
FROM node:22-bookworm-slim AS build
ARG REMOTE
RUN case "$REMOTE" in mf-feed|mf-discover|mf-profile|mf-onboarding) ;; *) echo "--build-arg REMOTE=mf-feed|mf-discover|mf-profile|mf-onboarding" >&2; exit 1 ;; esac
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/web-kit/package.json packages/web-kit/
COPY packages/rspack-config/package.json packages/rspack-config/
COPY ${REMOTE}/package.json ${REMOTE}/
RUN npm ci --no-audit --no-fund --ignore-scripts --workspace "$REMOTE" --include-workspace-root
COPY tsconfig.base.json tsconfig.web-check.json ./
COPY scripts scripts
COPY packages/contracts packages/contracts
COPY packages/web-kit packages/web-kit
COPY packages/rspack-config packages/rspack-config
COPY ${REMOTE} ${REMOTE}
RUN npx tsx scripts/build-web.ts "$REMOTE"

FROM nginxinc/nginx-unprivileged:1.27-alpine
# A build argument is scoped to its stage: declared again to name the dist to copy.
ARG REMOTE
COPY nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${REMOTE}/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s CMD wget -q -O /dev/null http://127.0.0.1:8080/mf-manifest.json || exit 1
