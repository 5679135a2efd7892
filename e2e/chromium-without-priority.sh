#!/usr/bin/env bash
# Runs the system Chromium without the right to raise thread priorities (CAP_SYS_NICE), as a
# desktop user's Chromium runs. Started by root, Chromium puts its browser, GPU and
# compositor threads at nice -8, which starves the API processes and test workers sharing
# the machine's two cores. A nice limit of 20 lets it go back to 0 from a background nice.
ulimit -e 20
exec setpriv --bounding-set -sys_nice --inh-caps -sys_nice -- "${CHROMIUM_BINARY:-/usr/bin/chromium}" "$@"
