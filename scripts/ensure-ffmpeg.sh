#!/usr/bin/env bash
# Makes sure ffmpeg (and ffprobe) exist: the video streams job and the tests' media need them.
# Debian's package, installed when we are root; otherwise a clear message.
set -euo pipefail
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ffmpeg from Debian's packages (needed for video streams and the tests' media)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The video tests need ffmpeg and none was found.
  On Debian/Ubuntu, as root:   apt-get update && apt-get install -y ffmpeg
MSG
exit 1
