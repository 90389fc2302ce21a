#!/bin/bash
# last CPU ticks of each playwright worker / vitest fork process
: > /tmp/wsamples.txt
while [ -e /tmp/wsampling ]; do
  for pid in $(pgrep -f "workerProcessEntry|vitest/dist/workers"); do
    awk -v p=$pid '{print p, $14+$15}' /proc/$pid/stat 2>/dev/null >> /tmp/wsamples.txt
  done
  sleep 0.5
done
