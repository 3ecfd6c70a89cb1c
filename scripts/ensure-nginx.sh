#!/usr/bin/env bash
# Makes sure nginx (the load balancer of `npm run cluster`) exists: Debian's package, or NGINX_PATH.
set -euo pipefail
source "$(dirname "$0")/lib/debian.sh"
if [ -n "${NGINX_PATH:-}" ]; then
  [ -x "$NGINX_PATH" ] && exit 0
  echo "NGINX_PATH is set to '$NGINX_PATH' but that is not an executable file." >&2
  exit 1
fi
[ -x /usr/sbin/nginx ] && exit 0
# Only the binary is wanted (nginx-light where Debian still has it): its service is never started.
install_from_debian "the cluster's load balancer" nginx-light nginx || {
  echo "  Or point NGINX_PATH at an nginx executable and run it again." >&2
  exit 1
}
