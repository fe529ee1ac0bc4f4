# One image for every Kiin process; the command picks the process.
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
COPY --from=build /app /app
USER node
CMD ["node", "apps/gateway/dist/main.js"]
