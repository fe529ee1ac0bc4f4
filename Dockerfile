# One image for every Kiin process; the command picks the process (docker-compose.yml and
# k8s/ run `node apps/<app>/dist/<main|worker|migrate>.js`).
# docker build -t kiin . ; docker run kiin node apps/content-svc/dist/main.js
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false
COPY package.json package-lock.json ./
COPY apps/ apps/
COPY libs/ libs/
RUN find apps libs -mindepth 2 -not -name package.json -not -path '*/node_modules*' -delete 2>/dev/null; true
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build && npm prune --omit=dev --no-audit --no-fund

FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build --chown=0:0 /app /app
# The image's `node` user, by number, so Kubernetes can verify runAsNonRoot. The files stay
# root's and read-only to it; processes write only to /tmp (an emptyDir in the cluster).
USER 1000:1000
CMD ["node", "apps/gateway/dist/main.js"]
