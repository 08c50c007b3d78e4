#!/usr/bin/env bash
# The unit and browser stages at other dates than today's (issue 37, README "Dates in the tests"):
# a Saturday, the 1st of a month, a leap day and New Year's Eve half an hour before midnight, Moscow
# time. Each stage runs with PORTAL_TEST_NOW set: every test process, its demo server and the pages
# that server serves start at that instant (demo-api/clock.ts). Other instants may be given as
# arguments. Prints which dates passed; exits non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -gt 0 ]; then dates=("$@"); else
  dates=(2026-12-12T11:00:00+03:00 2027-02-01T09:00:00+03:00 2028-02-29T12:00:00+03:00 2026-12-31T23:30:00+03:00)
fi
npm run build >/dev/null || exit 1
failed=()
for at in "${dates[@]}"; do
  echo "== PORTAL_TEST_NOW=$at"
  # Both stages run, so that one run shows every test that fails at that date.
  PORTAL_TEST_NOW="$at" npm run test:unit; unit=$?
  PORTAL_TEST_NOW="$at" npm run test:e2e; e2e=$?
  if [ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ]; then
    echo "== $at: passed"
  else
    echo "== $at: FAILED"
    failed+=("$at")
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Failed at: ${failed[*]}"
  exit 1
fi
echo "Passed at every date: ${dates[*]}"
