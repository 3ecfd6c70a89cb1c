# Sourced by scripts/ensure-*.sh: installs a missing tool from Debian's packages when we are root on a
# Debian-like system, otherwise says how; non-zero when the tool could not be had.
# Usage: install_from_debian "<what needs it>" <package> [<package to try when the first is missing>]
# (Callers may run it under `||`, where `set -e` does not apply: each step's status is checked here.)
install_from_debian() {
  local need="$1" package="$2" fallback="${3:-}"
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing $package from Debian's packages ($need)…"
    apt-get update -qq || return 1
    if [ -n "$fallback" ]; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null 2>&1 ||
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$fallback" >/dev/null
    else
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
    fi
    return
  fi
  echo "${fallback:-$package} is needed ($need) and none was found." >&2
  echo "  On Debian/Ubuntu, as root:   apt-get update && apt-get install -y ${fallback:-$package}" >&2
  return 1
}
