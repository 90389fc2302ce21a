#!/bin/bash
# samples every process's cumulative CPU each second; on exit prints the last seen CPU per class
out=/tmp/samples.txt; : > $out
while [ -e /tmp/sampling ]; do
  for p in /proc/[0-9]*; do
    pid=${p#/proc/}
    st=$(cat $p/stat 2>/dev/null) || continue
    t=$(echo "$st" | awk '{print $14+$15}')
    [ "$t" -gt 5 ] || continue
    cmd=$(tr '\0' ' ' < $p/cmdline 2>/dev/null | cut -c1-200)
    echo "$pid $t $cmd" >> $out
  done
  sleep 1
done
