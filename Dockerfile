# One image for the backend (and the self-hosted web app): `api`, `worker`, `migrate`, `web`.
# Each command runs the npm script of that name (deploy/entrypoint.sh), the same the tests run.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    HOST=0.0.0.0 \
    NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=build --chown=root:root /app /app
COPY --chown=root:root deploy/entrypoint.sh /usr/local/bin/algo-ladder
# The code stays root-owned and read-only to the process; only Next's cache is the node user's.
RUN mkdir -p /app/.next/cache && chown -R node:node /app/.next/cache
USER node
EXPOSE 3000 4000
ENTRYPOINT ["algo-ladder"]
CMD ["api"]
