"""The test scripts' output: one line per check ("ok   name" / "FAIL name"), then `N passed, M failed`."""


def finish(results):
    """Prints (name, ok) pairs and the totals; returns the exit code (1 when any failed)."""
    failed = 0
    for name, ok in results:
        print(("ok   " if ok else "FAIL ") + name)
        failed += 0 if ok else 1
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0
