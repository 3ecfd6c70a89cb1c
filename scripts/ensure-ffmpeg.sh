#!/usr/bin/env bash
# Makes sure ffmpeg (and ffprobe) exist: the video streams job and the tests' media need them.
set -euo pipefail
source "$(dirname "$0")/lib/debian.sh"
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null && exit 0
install_from_debian "video streams and the tests' media" ffmpeg
