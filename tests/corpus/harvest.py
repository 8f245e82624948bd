#!/usr/bin/env python3
"""Harvest cgc 3.1's verdicts on the engine-style corpus (tests/corpus/engine).

Every program there starts with header lines naming its entries and the
hardware profiles its engine declared for them:
  // cgx-vertex: ENTRY PROFILE ...
  // cgx-fragment: ENTRY PROFILE ...
(a file with main_vertex and main_fragment carries both lines). Each entry is
compiled for the language-level profile of its stage (glslv / glslf) and for
each declared profile:
  cgc -profile PROFILE -entry ENTRY FILE       (cwd = the file's directory)
and one row per (file, entry, profile) is written to tests/corpus/engine.tsv.
The fields come from tests/profiles/oracle/harvest.py's parser (one home for
how cgc's listing is read); cgc's raw output is never kept in the repo (pass
--raw DIR to keep it elsewhere).

Usage:  python3 tests/corpus/harvest.py [--cgc /usr/bin/cgc] [--raw DIR]
Stdlib only.
"""

import argparse
import glob
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(REPO, "tests", "profiles", "oracle"))
import harvest as oracle  # noqa: E402

CORPUS = os.path.join(HERE, "engine")
STAGES = {"vertex": "glslv", "fragment": "glslf"}
HEADER_RE = re.compile(r"^//\s*cgx-(vertex|fragment):\s*(\S+)(.*)$")

TSV_HEADER = """\
# engine.tsv -- cgc 3.1 (NVIDIA, build Apr 24 2012) verdicts on tests/corpus/engine, the engine-style
# programs written for cgx (multi-pass post-processing, material programs).
# One row per (file, entry, profile): each `// cgx-vertex:` / `// cgx-fragment:` header entry compiled
#   cgc -profile PROFILE -entry ENTRY FILE      (cwd = the file's directory)
# for glslv (vertex) or glslf (fragment) first, then each profile the header declares.
# Regenerate: python3 tests/corpus/harvest.py   (needs cgc on PATH or --cgc)
# Derived from cgc's listing; raw cgc output is not committed.
# Columns (tab-separated, "-" = empty / not applicable):
#   file stage entry profile   file relative to tests/corpus/engine; stage vertex|fragment
#   verdict codes ... uniforms exactly as tests/profiles/oracle/examples.tsv defines them
#                              (verdict accept/reject, distinct error codes, constant-register counts,
#                              instructions, temps, inputs/outputs/uniforms as cgc allocated them)
"""

COLS = ["file", "stage", "entry", "profile"] + oracle.EXAMPLE_COLS[3:]


def read_header(path):
    """[(stage, entry, [profiles])] from the file's header lines."""
    out = []
    with open(path, encoding="latin-1") as f:
        for line in f:
            m = HEADER_RE.match(line.strip())
            if m:
                out.append((m.group(1), m.group(2), m.group(3).split()))
    return out


def jobs_of(path):
    jobs = []
    for stage, entry, profiles in read_header(path):
        for p in [STAGES[stage]] + [p for p in profiles if p != STAGES[stage]]:
            if p not in oracle.STAGE_PROFILES[stage]:
                sys.exit("%s: %s is not a %s profile" % (path, p, stage))
            jobs.append((path, entry, p, stage))
    return jobs


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cgc", default="cgc")
    ap.add_argument("--raw", help="also keep raw cgc listings in this dir (outside the repo)")
    ap.add_argument("files", nargs="*", help="only these files (print, do not write the TSV)")
    a = ap.parse_args()
    paths = [os.path.abspath(f) for f in a.files] or sorted(
        glob.glob(os.path.join(CORPUS, "**", "*.cg"), recursive=True))
    jobs = []
    for path in paths:
        js = jobs_of(path)
        if not js:
            sys.exit("%s: no cgx-vertex / cgx-fragment header" % path)
        jobs += js
    res = oracle.compile_jobs(a.cgc, [j[:3] for j in jobs], a.raw, CORPUS)
    rows = []
    for path, entry, p, stage in jobs:
        row = dict(file=os.path.relpath(path, CORPUS), stage=stage, entry=entry, profile=p)
        row.update(res[(path, entry, p)])
        rows.append(row)
    if a.files:
        for r in rows:
            print("%-40s %-14s %-7s %-7s %s" % (r["file"], r["entry"], r["profile"], r["verdict"], r["codes"]))
        return
    with open(os.path.join(HERE, "engine.tsv"), "w") as f:
        f.write(TSV_HEADER)
        f.write("\t".join(COLS) + "\n")
        for r in rows:
            f.write("\t".join(r[c] for c in COLS) + "\n")
    oracle.summarize("engine.tsv", rows)
    print("  files: %d, rows rejected by code: %s" % (
        len(paths), dict(Counter(c for r in rows for c in r["codes"].split(",") if c != "-"))))


if __name__ == "__main__":
    main()
