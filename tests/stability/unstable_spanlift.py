#!/usr/bin/env python3
"""A deliberately unstable spanlift for the self-test of check_stability.py: runs the real binary,
then numbers every index of schema.sql by its position in the output (`<name>_<n>`), the kind of
instability the check exists to catch. Usage: unstable_spanlift.py SPANLIFT ARGS..."""
import os
import re
import subprocess
import sys


def main():
    spanlift, args = sys.argv[1], sys.argv[2:]
    code = subprocess.call([spanlift, *args])
    if args and args[0] == "convert" and "-o" in args:
        path = os.path.join(args[args.index("-o") + 1], "schema.sql")
        text = open(path, encoding="utf-8").read()
        counter = iter(range(1, 1 << 30))
        text = re.sub(r"^(CREATE (?:UNIQUE )?(?:NULL_FILTERED )?INDEX )(\S+)",
                      lambda m: f"{m[1]}{m[2]}_{next(counter)}", text, flags=re.M)
        open(path, "w", encoding="utf-8").write(text)
    return code


if __name__ == "__main__":
    sys.exit(main())
