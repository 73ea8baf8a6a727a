#!/usr/bin/env bash
# Runs a command with only the CPU time that a slower host with the same number of cores would
# have. The host is named by its Lighthouse benchmark index:
#
#   sudo bash scripts/as-slower-host.sh 1300 -- env CI=true bash .ci/run
#
# The command and its children, and the PostgreSQL server's processes while it runs, share one
# CPU cgroup. The cgroup's quota is (index wanted / this host's index) of the host's cores, so
# two cores of a host indexed 1,300 are 0.82 of a core on a host indexed 3,162. The run's work
# keeps every core busy (CI's stages leave 2-4% of the CPU idle), so the two hosts do the same
# work per second. Each core here stays as fast as before, though: a stretch that uses one core
# alone still runs faster than on the slower host, so the figure is if anything kinder than the
# slower host's own. (Lighthouse's index read inside the cgroup is no check of the quota: one
# reading alone uses one core and reads higher than the index wanted, two at once share the quota
# with their browsers' other processes and read lower.)
#
# This host's index is measured first, three times (each Lighthouse's median of three, as CI
# prints it), and the median is used: one host read 3,142 to 3,957 in one morning.
#
# The command runs in the current folder: a fresh clone's CI, say, with this script from a
# checkout whose dependencies are installed (Lighthouse measures the index):
#
#   git clone -q . /tmp/ci && cd /tmp/ci && sudo bash "$OLDPWD/scripts/as-slower-host.sh" 1300 -- env CI=true bash .ci/run
#
# Needs root and the cgroup file system (v1's cpu controller or v2's cpu.max).
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"

if [ $# -lt 3 ] || [ "$2" != "--" ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 INDEX -- COMMAND [ARGS...]" >&2
  exit 2
fi
wanted=$1
shift 2

readings=()
for _ in 1 2 3; do readings+=("$(cd "$checkout" && node scripts/benchmark-index.mjs)"); done
here=$(printf '%s\n' "${readings[@]}" | sort -n | sed -n 2p)
cores=$(nproc)
period=100000
quota=$((wanted * cores * period / here))
echo "== This host: benchmark index ${readings[*]} (using $here), $cores cores"
# A host that reads no faster than the index wanted would get all its cores or more: no slower
# host is emulated, and a run made so would be a plain run under another name.
if [ "$quota" -ge $((cores * period)) ]; then
  echo "This host reads $here, no faster than $wanted: nothing to take away. Run the command as it is." >&2
  exit 1
fi
echo "== CPU quota: $quota µs per $period µs, $cores cores of a host indexed $wanted"

if [ -d /sys/fs/cgroup/cpu ] && [ -f /sys/fs/cgroup/cpu/cpu.cfs_quota_us ]; then
  group=/sys/fs/cgroup/cpu/sofra-slower-host
  root=/sys/fs/cgroup/cpu
  mkdir -p "$group"
  echo "$period" > "$group/cpu.cfs_period_us"
  echo "$quota" > "$group/cpu.cfs_quota_us"
elif [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  group=/sys/fs/cgroup/sofra-slower-host
  root=/sys/fs/cgroup
  echo +cpu > /sys/fs/cgroup/cgroup.subtree_control
  mkdir -p "$group"
  echo "$quota $period" > "$group/cpu.max"
else
  echo "No CPU cgroup controller here (/sys/fs/cgroup)." >&2
  exit 1
fi

# PostgreSQL's backends are forked by its postmaster: once it is in the group, so are they.
move_postgres() {
  for pid in $(pgrep -x postgres || true); do echo "$pid" > "$1/cgroup.procs" 2>/dev/null || true; done
}
trap 'move_postgres "$root"; rmdir "$group" 2>/dev/null || true' EXIT
move_postgres "$group"

status=0
bash -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' _ "$group" "$@" || status=$?
echo "== Throttled: $(grep -E '^(nr_periods|nr_throttled)' "$group/cpu.stat" | tr '\n' ' ')"
exit "$status"
