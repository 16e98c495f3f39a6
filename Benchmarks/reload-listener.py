#!/usr/bin/env python3
"""Listens to `galley serve`'s reload events as an open browser tab does, and on each one
fetches the page again, as the tab's reload would. Appends one line per event to LOG:
`<ns when the event arrived> <ns when the reloaded page had arrived> <1 if the page held the
text in MARKER_FILE, else 0>` (clock: nanoseconds since the epoch, as `date +%s%N`).

Usage: reload-listener.py PORT PAGE_PATH MARKER_FILE LOG
"""
import http.client, sys, time

port, page, marker_file, log = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
events = http.client.HTTPConnection("127.0.0.1", port)
events.request("GET", "/__galley/events")
stream = events.getresponse()
while True:
    line = stream.fp.readline()
    if not line:
        break
    if line.strip() != b"event: reload":
        continue
    arrived = time.time_ns()
    fetch = http.client.HTTPConnection("127.0.0.1", port)
    fetch.request("GET", page)
    body = fetch.getresponse().read()
    fetch.close()
    done = time.time_ns()
    marker = open(marker_file, "rb").read().strip()
    with open(log, "a") as out:
        out.write("%d %d %d\n" % (arrived, done, 1 if marker and marker in body else 0))
