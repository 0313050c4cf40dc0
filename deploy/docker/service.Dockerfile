# syntax=docker/dockerfile:1
# The image of every Node service (svc-auth and the game services). Build context: the repository root.
# Build arguments say which service (docker-compose.yml passes them for each one):
#   SERVICE   the service's folder and workspace, e.g. svc-pilotsh
#   PORT      the port it listens on (the one the gateway forwards to)
#   PACKAGES  the workspace packages it imports at run time, as folders under packages/, e.g.
#             "contracts service-kit task-engine" (deploy/test/dockerfiles.test.ts checks compose against
#             each service's package.json)
# A service's content/ folder (its demo pack, read at run time) is shipped when the service has one.
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=svc-auth --build-arg PORT=8100 \
#     --build-arg PACKAGES="service-kit contracts" -t citygames/svc-auth .
ARG BUILD_IMAGE=node:20.20.2-bookworm-slim
ARG RUNTIME_IMAGE=node:20.20.2-alpine

# The lockfile and every workspace's package.json: identical in the gateway's Dockerfile, so Docker
# builds and caches the stages below once for all images.
FROM ${BUILD_IMAGE} AS manifests
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY packages/build-kit/package.json packages/build-kit/
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/task-engine/package.json packages/task-engine/
COPY packages/web-kit/package.json packages/web-kit/
COPY svc-auth/package.json svc-auth/
COPY svc-pilotsh/package.json svc-pilotsh/
COPY svc-polish120/package.json svc-polish120/
COPY svc-fanhua/package.json svc-fanhua/
COPY shell/package.json shell/
COPY mf-pilotsh/package.json mf-pilotsh/
COPY mf-polish120/package.json mf-polish120/
COPY mf-fanhua/package.json mf-fanhua/
COPY gateway/package.json gateway/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Every workspace's dependencies, dev ones included (TypeScript, rspack), exactly as locked.
# No install scripts: every native piece (rspack, argon2) arrives as a prebuilt optional package.
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund

# The project's own build script (npm run build = tsc -b, which builds the referenced packages first),
# then the files the runtime image takes, gathered under /image: the compiled output of the service and
# of its packages, and the service's content/ when it has one.
FROM deps AS build
ARG SERVICE
ARG PACKAGES
RUN test -n "${SERVICE}" || { echo 'build argument SERVICE is required (svc-auth, svc-pilotsh, svc-polish120 or svc-fanhua)' >&2; exit 1; }
COPY tsconfig.base.json tsconfig.node.json ./
COPY packages/ packages/
COPY ${SERVICE}/ ${SERVICE}/
RUN npm run build --workspace @citygames/${SERVICE}
RUN mkdir -p /image/${SERVICE} && cp -R ${SERVICE}/dist /image/${SERVICE}/dist && \
    if [ -d ${SERVICE}/content ]; then cp -R ${SERVICE}/content /image/${SERVICE}/content; fi && \
    for package in ${PACKAGES}; do mkdir -p /image/packages/$package && cp -R packages/$package/dist /image/packages/$package/dist; done

# Production dependencies of this one workspace, installed for the runtime image's platform
# (musl: @node-rs/argon2 brings its linux-*-musl binary as an optional package).
FROM ${RUNTIME_IMAGE} AS prod-deps
ARG SERVICE
WORKDIR /app
COPY --from=manifests /repo/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace @citygames/${SERVICE}

FROM ${RUNTIME_IMAGE} AS runtime
ARG SERVICE
ARG PORT
ENV NODE_ENV=production \
    PORT=${PORT}
WORKDIR /app
COPY --from=prod-deps /app/ ./
COPY --from=build /image/ ./
COPY deploy/docker/healthcheck.mjs /app/healthcheck.mjs
WORKDIR /app/${SERVICE}
# Files stay owned by root: the service can read its code but not change it.
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 CMD ["node", "/app/healthcheck.mjs"]
# SIGTERM: the service stops accepting, drains in-flight requests (at most 10 s) and closes MongoDB.
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.js"]
