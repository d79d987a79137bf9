#!/bin/sh
# The image's commands: each runs the npm script of the same name, the very one the tests run.
set -e
command="${1:-api}"
case "$command" in
  api | worker | migrate | web) exec npm run --silent "$command" ;;
  *)
    echo "algo-ladder: unknown command '$command' (api, worker, migrate or web)" >&2
    exit 64
    ;;
esac
