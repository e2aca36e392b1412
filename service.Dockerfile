# One image recipe for the three services: SERVICE names the workspace (svc-auth, svc-news,
# svc-tracking), PORT the port it listens on and its health check asks. Build context is the
# repository root (see docker-compose.yml), e.g.
#   docker build -f service.Dockerfile --build-arg SERVICE=svc-news --build-arg PORT=4002 .
# npm ci: exactly what package-lock.json names (which locks every platform's native builds, so
# any platform's image installs from it), and no package's install scripts (--ignore-scripts).
FROM node:22-bookworm-slim AS build
ARG SERVICE
RUN case "$SERVICE" in svc-auth|svc-news|svc-tracking) ;; *) echo "--build-arg SERVICE=svc-auth|svc-news|svc-tracking" >&2; exit 1 ;; esac
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY ${SERVICE}/package.json ${SERVICE}/
RUN npm ci --no-audit --no-fund --ignore-scripts --workspace "$SERVICE" --include-workspace-root
COPY tsconfig.base.json tsconfig.node-build.json ./
COPY packages/contracts packages/contracts
COPY packages/service-kit packages/service-kit
COPY ${SERVICE} ${SERVICE}
# What runs: dist/, and the data a service reads beside it at start (svc-news' starter corpus,
# see svc-news/src/corpus/read-corpus.ts).
RUN npx tsc -b "$SERVICE" \
  && mkdir -p "/out/$SERVICE" && cp -r "$SERVICE/dist" "/out/$SERVICE/" \
  && if [ -d "$SERVICE/corpus" ]; then cp -r "$SERVICE/corpus" "/out/$SERVICE/"; fi

FROM node:22-bookworm-slim
ARG SERVICE
ARG PORT
RUN case "$PORT" in ''|*[!0-9]*) echo "--build-arg PORT=<the service's port>" >&2; exit 1 ;; esac
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT}
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY ${SERVICE}/package.json ${SERVICE}/
RUN npm ci --no-audit --no-fund --omit=dev --ignore-scripts --workspace "$SERVICE" && npm cache clean --force
# argon2 (svc-auth's password hashing) loads its prebuilt binary for this platform; without its
# install script nothing checked it at install, so the build does.
RUN if [ "$SERVICE" = svc-auth ]; then node -e "require('argon2')"; fi
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/service-kit/dist packages/service-kit/dist
COPY --from=build /out/ ./
# svc-auth generates the session key on first start into the auth-keys volume mounted here,
# which must belong to the app user; the other services hold no key.
RUN if [ "$SERVICE" = svc-auth ]; then mkdir -p /keys && chown node:node /keys; fi
# CMD's exec form takes no build arguments: a fixed name for the service's entry (Node runs it
# from where the link points, so its imports resolve as they would there).
RUN ln -s "$SERVICE/dist/server.js" server.js
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
