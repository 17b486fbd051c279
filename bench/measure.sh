# Shared by the bench scripts (source it): a header line and `measure INPUT LABEL COMMAND...`,
# which prints the input's size, the command's wall time, throughput, CPU time (user + system:
# steadier than wall time on a loaded machine) and peak RSS, and keeps the wall time in $measured_secs
# for `ratio LABEL NUMERATOR DENOMINATOR TARGET` (wall time, as the issues state their targets). Needs $work. release_binary builds build-release unless $spanlift is set.
print_header() {
  printf '%-34s %-22s %9s %9s %10s %9s %11s\n' input tool MB seconds MB/s "CPU s" "peak RSS MB"
}

measure() {  # measure INPUT LABEL COMMAND...
  local input=$1 label=$2
  shift 2
  local mb secs kb user sys
  mb=$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.2f", b / 1048576 }')
  /usr/bin/time -o "$work/time" -f '%e %M %U %S' "$@" >/dev/null 2>"$work/stderr" || true
  # time(1) puts "Command exited with non-zero status N" first when the command fails: a failed
  # run has no time worth printing, and no ratio may be taken of it.
  if [[ $(wc -l <"$work/time") -gt 1 ]]; then
    printf '%-34s %-22s FAILED (%s): %s\n' "$(basename "$input")" "$label" "$(head -n 1 "$work/time")" \
      "$(tail -n 1 "$work/stderr")"
    measured_secs=0
    return 0
  fi
  read -r secs kb user sys < <(tail -n 1 "$work/time")
  measured_secs=$secs
  awk -v n="$(basename "$input")" -v t="$label" -v mb="$mb" -v s="$secs" -v kb="$kb" -v cpu="$(awk -v u="$user" -v y="$sys" 'BEGIN { print u + y }')" \
    'BEGIN { printf "%-34s %-22s %9s %9.2f %10.1f %9.2f %11.1f\n", n, t, mb, s, (s > 0 ? mb / s : 0), cpu, kb / 1024 }'
}

ratio() {  # ratio LABEL NUMERATOR DENOMINATOR TARGET: one issue target, met or missed
  awk -v l="$1" -v a="$2" -v b="$3" -v t="$4" 'BEGIN {
    if (a <= 0 || b <= 0) { printf "%-58s    n/a  (a run above failed or took under 10 ms)\n", "ratio " l; exit }
    r = a / b
    printf "%-58s %6.2fx  (target <= %sx: %s)\n", "ratio " l, r, t, (r <= t ? "met" : "missed")
  }'
}

release_binary() {  # sets $spanlift to build-release's binary (built now) unless it is set already
  [[ -n $spanlift ]] && return 0
  if ! BUILD_TYPE=Release scripts/build.sh build-release -DSPANLIFT_TESTS=OFF >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    exit 1
  fi
  spanlift=build-release/src/spanlift
}
