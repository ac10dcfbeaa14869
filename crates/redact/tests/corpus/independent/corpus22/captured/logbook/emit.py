import json, sys, logbook
msgs = json.load(open(sys.argv[1], encoding="utf-8"))
h = logbook.FileHandler(sys.argv[2], encoding="utf-8", level="DEBUG", bubble=False)
with h.applicationbound():
    for m in msgs:
        log = logbook.Logger(m["channel"])
        getattr(log, m["level"])(m["msg"])
