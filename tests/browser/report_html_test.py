#!/usr/bin/env python3
"""report.html in a real browser (docs/report-html.md): headless Chromium opens the page convert -o
writes for a seed-like dump with rows, and the test checks what it rendered.

    report_html_test.py SPANLIFT

- the file itself: self-contained (no src=, <link>, url(, @import), exactly our three scripts, the
  hostile table name `<script>alert(1)</script>` and a hostile column comment only as escaped text;
- `--dump-dom`: <body data-rendered="N"> with N = the canvases (set by the page's script only after
  every heat map was drawn), #errors still hidden and empty (window.onerror writes there), the
  sections present; a copy of the page with a broken script must fail these checks (self-test);
- `--screenshot` at 1200x2000: the PNG (decoded here with zlib) has many colours, the heat map's
  empty and hottest colours, and a blank picture fails the same check (self-test);
- a schema-only input still gets report.html, without heat maps, saying why, and drawn without errors;
- each Chromium run takes under 20 s.
Without /usr/bin/chromium only the file's checks run, and the test exits 77 with
"SKIPPED: chromium not installed" (1 if one of those failed).
Prints one line per check and `N passed, M failed`.
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import random
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "simulate"))
sys.path.insert(0, os.path.join(ROOT, "tests", "profile"))
from profile_test import check, results  # noqa: E402  (one way to print checks)
from simulate_test import mysql_dump  # noqa: E402  (the seed scenarios' dump)

CHROMIUM = "/usr/bin/chromium"
HOSTILE = "<script>alert(1)</script>"
EMPTY, HOTTEST = (18, 20, 38), (255, 246, 170)  # the ends of the page's colour ramp
MAX_SECONDS = 20


def add_hostile_table(path):
    rows = ",".join(f"({i},'{'<b>big</b>' if i % 3 else 't' + str(i % 50)}')" for i in range(1, 3001))
    with open(path, "a") as f:
        f.write(f"CREATE TABLE `{HOSTILE}` (`id` int NOT NULL AUTO_INCREMENT, `tenant` varchar(20) "
                "COMMENT '<img src=x onerror=alert(2)>', PRIMARY KEY (`id`)) ENGINE=InnoDB;\n")
        f.write(f"INSERT INTO `{HOSTILE}` VALUES {rows};\n")


def chromium(page, tmp, *mode):
    profile = tempfile.mkdtemp(dir=tmp)
    start = time.monotonic()
    proc = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                           "--disable-background-networking", "--disable-component-update", "--disable-sync",
                           f"--user-data-dir={profile}", *mode, "file://" + page],
                          capture_output=True, timeout=120, cwd=tmp)
    return proc, time.monotonic() - start


def dom_problems(dom, canvases):
    """What is wrong with a dumped DOM ([] when the page rendered)."""
    problems = []
    body = re.search(r"<body([^>]*)>", dom)
    rendered = re.search(r'data-rendered="(\d+)"', body.group(1)) if body else None
    if not rendered or int(rendered.group(1)) != canvases:
        problems.append(f"body data-rendered is {rendered.group(1) if rendered else 'absent'}, want {canvases}")
    if not re.search(r'<div id="errors" hidden=""></div>', dom):
        problems.append("#errors is visible or not empty: " + (re.search(r'<div id="errors"[^>]*>[^<]*', dom) or [""])[0])
    for section in ("summary", "heat", "skew", "keys", "findings"):
        if f'id="{section}"' not in dom:
            problems.append(f"section #{section} missing")
    return problems


def png_pixels(data):
    """RGB(A) pixels of an 8-bit non-interlaced PNG, as a bytes object per row."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unexpected PNG format"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                line[i] = (line[i] + ((line[i - channels] if i >= channels else 0) + previous[i]) // 2) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b, c = previous[i], previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, channels, rows


def colour_counts(width, channels, rows):
    counts = {}
    for line in rows:
        for x in range(0, width * channels, channels):
            key = (line[x], line[x + 1], line[x + 2])
            counts[key] = counts.get(key, 0) + 1
    return counts


def picture_problems(counts):
    problems = []
    if len(counts) < 50:
        problems.append(f"only {len(counts)} colours")
    for name, colour in (("empty", EMPTY), ("hottest", HOTTEST)):
        if counts.get(colour, 0) < 500:
            problems.append(f"{counts.get(colour, 0)} pixels of the heat map's {name} colour {colour}")
    return problems


def check_file(spanlift, tmp):
    """convert -o on the seed dump plus a hostile table; the file's own checks (no browser needed)."""
    dump = os.path.join(tmp, "seeds.sql")
    mysql_dump(dump, random.Random(12))
    add_hostile_table(dump)
    out = os.path.join(tmp, "out")
    proc = subprocess.run([spanlift, "convert", "-o", out, dump], capture_output=True, text=True, timeout=300)
    check("convert -o writes report.html", proc.returncode in (0, 1) and os.path.exists(os.path.join(out, "report.html")),
          proc.stderr[-400:])
    page = os.path.join(out, "report.html")
    html = open(page, encoding="utf-8").read()
    check("report.html: self-contained (no src=, <link, url(, @import)",
          not re.search(r"\ssrc=|<link|url\(|@import", html), "")
    check("report.html: only our three scripts", html.count("<script") == 3, str(html.count("<script")))
    check("report.html: hostile names only as escaped text",
          HOSTILE not in html and "<img" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html, "")
    check("report.md: a Load simulation section", "## Load simulation" in open(os.path.join(out, "report.md")).read(), "")
    canvases = html.count("<canvas")
    check("report.html: two heat maps per simulated key space", canvases == 16, str(canvases))
    return page, html, canvases


def check_browser(tmp, page, html, canvases):
    proc, seconds = chromium(page, tmp, "--dump-dom")
    dom = proc.stdout.decode("utf-8", "replace")
    problems = dom_problems(dom, canvases)
    check("chromium --dump-dom: rendered, no script error, sections present", not problems, "; ".join(problems))
    check(f"chromium --dump-dom under {MAX_SECONDS} s ({seconds:.1f} s)", seconds < MAX_SECONDS, "")
    check("the DOM holds the hostile name as text, no injected element",
          "&lt;script&gt;alert(1)&lt;/script&gt;" in dom and "<script>alert" not in dom and "<img" not in dom, "")

    broken = os.path.join(tmp, "broken.html")
    with open(broken, "w", encoding="utf-8") as f:
        f.write(html.replace("maps.forEach(draw);", "maps.forEach(draw); undefinedFunction();"))
    proc, _ = chromium(broken, tmp, "--dump-dom")
    broken_problems = dom_problems(proc.stdout.decode("utf-8", "replace"), canvases)
    check("self-test: a page whose script throws fails the DOM checks",
          any("#errors" in p for p in broken_problems) and any("data-rendered" in p for p in broken_problems),
          "; ".join(broken_problems))

    png = os.path.join(tmp, "report.png")
    proc, seconds = chromium(page, tmp, f"--screenshot={png}", "--window-size=1200,2000")
    check("chromium --screenshot writes a PNG", os.path.exists(png), proc.stderr.decode("utf-8", "replace")[-300:])
    if os.path.exists(png):
        width, channels, rows = png_pixels(open(png, "rb").read())
        counts = colour_counts(width, channels, rows)
        problems = picture_problems(counts)
        check(f"screenshot: {len(counts)} colours, heat-map colours present", not problems, "; ".join(problems))
        blank = {(255, 255, 255): width * len(rows)}
        check("self-test: a blank picture fails the picture check", picture_problems(blank) != [], "")
        if os.environ.get("KEEP_PNG"):  # to look at the picture: KEEP_PNG=path/to/file.png
            shutil.copy(png, os.environ["KEEP_PNG"])
    check(f"chromium --screenshot under {MAX_SECONDS} s ({seconds:.1f} s)", seconds < MAX_SECONDS, "")


def check_schema_only(spanlift, tmp, browser):
    schema = os.path.join(tmp, "schema.sql")
    with open(schema, "w") as f:
        f.write(f"CREATE TABLE `{HOSTILE}` (`id` int NOT NULL AUTO_INCREMENT, PRIMARY KEY (`id`)) ENGINE=InnoDB;\n")
    out = os.path.join(tmp, "schema-out")
    subprocess.run([spanlift, "convert", "-o", out, schema], capture_output=True, timeout=120)
    page = os.path.join(out, "report.html")
    html = open(page, encoding="utf-8").read() if os.path.exists(page) else ""
    check("schema only: report.html without heat maps, saying why",
          "No heat maps: the input holds no rows" in html and "<canvas" not in html, "")
    check("schema only: report.md has no Load simulation section",
          "Load simulation" not in open(os.path.join(out, "report.md")).read(), "")
    if not browser:
        return
    proc, _ = chromium(page, tmp, "--dump-dom")
    problems = dom_problems(proc.stdout.decode("utf-8", "replace"), 0)
    check("schema only: rendered without script errors", not problems, "; ".join(problems))


def main():
    spanlift = os.path.abspath(sys.argv[1])
    browser = os.path.exists(CHROMIUM)
    with tempfile.TemporaryDirectory() as tmp:
        page, html, canvases = check_file(spanlift, tmp)
        if browser:
            check_browser(tmp, page, html, canvases)
        check_schema_only(spanlift, tmp, browser)
    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    if failed:
        return 1
    if not browser:  # the file's checks ran; the browser's did not: say so, do not pass
        print(f"SKIPPED: chromium not installed ({CHROMIUM}; scripts/install-deps.sh --test installs it)")
        return 77
    return 0


if __name__ == "__main__":
    sys.exit(main())
