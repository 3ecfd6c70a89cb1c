#!/usr/bin/env bash
# Makes sure nginx (the load balancer of `npm run cluster`) exists: Debian's package, or NGINX_PATH.
set -euo pipefail
if [ -n "${NGINX_PATH:-}" ]; then
  [ -x "$NGINX_PATH" ] && exit 0
  echo "NGINX_PATH is set to '$NGINX_PATH' but that is not an executable file." >&2
  exit 1
fi
[ -x /usr/sbin/nginx ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing nginx from Debian's packages (the cluster's load balancer)…"
  apt-get update -qq
  # Only the binary is wanted: the package's own service is not started (no init system needed).
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The cluster needs nginx and none was found.
  On Debian/Ubuntu, as root:   apt-get update && apt-get install -y nginx
  Or point NGINX_PATH at an nginx executable and run it again.
MSG
exit 1
