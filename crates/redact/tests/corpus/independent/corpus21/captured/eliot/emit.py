
import json, sys
from eliot import log_message, to_file
to_file(open(sys.argv[2], "a"))
for line in open(sys.argv[1], encoding="utf-8"):
    spec = json.loads(line)
    log_message(**spec)
