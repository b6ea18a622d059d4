# syntax=docker/dockerfile:1
#
# The panel as static files behind Debian's nginx, and the mock backend as a second image
# (compose.yaml runs both). See README, "Deploying".
#
#   docker build --build-arg VITE_API_URL=https://api.example.org -t www-panel .
#   docker build --target mock-server -t www-mock-server .
#
# Only real-API builds are deployable: without VITE_API_URL the build would be the mock mode (the
# backend inside the browser), so the build stage refuses to run.

# --- Dependencies and sources, shared by the build and the mock server ---------------------------
FROM node:24-bookworm-slim AS sources
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .

# --- The mock server (npm run mock:server), for trying the panel without a backend ----------------
FROM sources AS mock-server
USER node
EXPOSE 8787
# 0.0.0.0 inside the container; media URLs then name http://localhost:8787, the published port.
CMD ["node", "--import", "./mocks/server/register.ts", "mocks/server/main.ts", "--host", "0.0.0.0", "--port", "8787"]

# --- The real-API build and its nginx configuration ---------------------------------------------
FROM sources AS build
# The API's origin as the browser reaches it: compiled into the build and into the CSP.
ARG VITE_API_URL
# Another origin the API's answers put media on (a CDN), if any.
ARG MEDIA_ORIGIN=
RUN test -n "$VITE_API_URL" || { echo 'VITE_API_URL is required (a mock-mode build is not deployable)' >&2; exit 1; }
RUN node scripts/build-real-api.mjs --api-url "$VITE_API_URL" --out-dir dist \
 && node scripts/size-report.mjs --check-no-mocks dist \
 && node scripts/nginx-config.ts --dist dist --root /usr/share/www-panel --api-url "$VITE_API_URL" \
      ${MEDIA_ORIGIN:+--media-origin "$MEDIA_ORIGIN"} --port 8080 --brotli --out /app/nginx.conf

# --- The web server: Debian's nginx, unprivileged, the same package the e2e project runs ---------
FROM debian:bookworm-slim AS panel
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/nginx/panel \
 && chown www-data:www-data /var/lib/nginx/panel
COPY --from=build /app/dist /usr/share/www-panel
COPY --from=build /app/nginx.conf /etc/nginx/panel.conf
USER www-data
EXPOSE 8080
# Errors go to stderr (the container's log). No access log: as www-data nginx cannot open
# /dev/stdout, a pipe of root's (EACCES); the proxy or load balancer in front logs the requests.
# nginx's graceful shutdown: open connections finish.
STOPSIGNAL SIGQUIT
CMD ["nginx", "-p", "/var/lib/nginx/panel/", "-c", "/etc/nginx/panel.conf", "-g", "daemon off;"]
