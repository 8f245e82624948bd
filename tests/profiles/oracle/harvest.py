#!/usr/bin/env python3
"""Harvest profile-checker oracle tables from NVIDIA cgc 3.1.

Writes, next to this script:
  examples.tsv  every examples/*.cg compiled for every profile of its stage
  corpus.tsv    (file, entry, profile) triples the NVIDIA Cg toolkit examples
                themselves declare (CgFX techniques, host-code profiles,
                Cg Tutorial baseline profiles)

Only a compact table derived from cgc's listings is written; raw cgc output is
never kept in the repo.  Pass --raw DIR to keep the raw listings somewhere
else (e.g. /tmp) for study.

Usage:  python3 tests/profiles/oracle/harvest.py [--cgc /usr/bin/cgc]
            [--corpus-root /usr/share/doc/nvidia-cg-doc/examples] [--raw DIR]
            [--only examples|corpus]
Stdlib only.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
from collections import Counter, OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))

VERTEX_PROFILES = ["arbvp1", "vp20", "vp30", "vp40", "gp4vp",
                   "vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0", "glslv"]
FRAGMENT_PROFILES = ["arbfp1", "fp20", "fp30", "fp40", "gp4fp",
                     "ps_1_1", "ps_1_2", "ps_1_3", "ps_2_0", "ps_2_x",
                     "ps_3_0", "glslf"]
ALL_PROFILES = VERTEX_PROFILES + FRAGMENT_PROFILES
PROFILE_ORDER = {p: i for i, p in enumerate(ALL_PROFILES)}
STAGE_PROFILES = {"vertex": VERTEX_PROFILES, "fragment": FRAGMENT_PROFILES}

# Profiles whose uniforms do not live in numbered constant registers c[N]:
# GLSL (named uniforms), fp30 (named program locals: DECLARE name),
# fp20 (register-combiner constants COMBINER_STAGE_CONSTn[k]).
NO_CREG_PROFILES = {"glslv", "glslf", "fp30", "fp20"}

ERR_RE = re.compile(r"\b(?:fatal )?error (C\d{4})")
CREG_RE = re.compile(r"^c\[(\d+)\](?:\s*,\s*(\d+))?$")
CONST_RE = re.compile(r"^const c\[(\d+)\]\s*=\s*(.*)$")
INSTR_RE = re.compile(r"^\s*(\d+) instructions?\b(.*)$")
RREGS_RE = re.compile(r"(\d+) R-regs")
DEF_RE = re.compile(r"^\s*def c(\d+)\s*,", re.M)
SLOTS_RE = re.compile(r"approximately (\d+) instruction slots? used"
                      r"(?: \((\d+) texture, (\d+) arithmetic\))?")


def run_cgc(cgc, path, entry, profile):
    """Run cgc in the file's directory; return (returncode, stdout, stderr)."""
    d, base = os.path.split(path)
    p = subprocess.run([cgc, "-profile", profile, "-entry", entry, base],
                       cwd=d or ".", stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    return (p.returncode, p.stdout.decode("latin-1"),
            p.stderr.decode("latin-1"))


def listing_lines(text):
    """Yield the comment payload of listing lines starting with # or //."""
    for line in text.splitlines():
        if line.startswith("//"):
            yield line[2:]
        elif line.startswith("#"):
            yield line[1:]


def parse_var(payload):
    """Parse 'var TYPE NAME : SEM : RES : ORD : REF' -> dict or None."""
    parts = payload.split(":")
    if len(parts) < 5:
        return None
    decl = parts[0].split()
    if len(decl) < 3 or decl[0] != "var":
        return None
    return {
        "type": decl[1],
        "name": " ".join(decl[2:]),
        "sem": parts[1].strip(),
        "res": ":".join(parts[2:-2]).strip(),
        "ord": parts[-2].strip(),
        "ref": parts[-1].strip(),
    }


def cregs_of(res):
    m = CREG_RE.match(res)
    if not m:
        return None
    n = int(m.group(1))
    k = int(m.group(2)) if m.group(2) else 1
    return set(range(n, n + k))


def parse_result(profile, rc, out, err):
    """Turn one cgc run into the derived fields."""
    codes = []
    for m in ERR_RE.finditer(out + "\n" + err):
        if m.group(1) not in codes:
            codes.append(m.group(1))
    accept = rc == 0 and not codes
    r = OrderedDict()
    r["verdict"] = "accept" if accept else "reject"
    r["codes"] = ",".join(codes) if codes else "-"
    uregs, lregs = set(), set()
    instructions = temps = slots = None
    inputs, outputs, uniforms = [], [], []
    if accept:
        # ps_1_x emits `def cN, ...` without a matching //const line; count
        # def registers as literal registers (in vs_*/ps_2+ the sets agree).
        for m in DEF_RE.finditer(out):
            lregs.add(int(m.group(1)))
        for pl in listing_lines(out):
            if pl.startswith("var "):
                v = parse_var(pl)
                if v is None:
                    continue
                res = v["res"].replace(" ", "")
                if v["sem"].startswith("$vin."):
                    inputs.append("%s=%s" % (v["sem"][5:], res or "-"))
                elif v["sem"].startswith("$vout."):
                    outputs.append("%s=%s" % (v["sem"][6:], res or "-"))
                elif v["ref"] == "1":
                    uniforms.append("%s=%s" % (v["name"], res or "-"))
                    regs = cregs_of(v["res"])
                    if regs:
                        uregs |= regs
                continue
            m = CONST_RE.match(pl)
            if m:
                lregs.add(int(m.group(1)))
                continue
            m = INSTR_RE.match(pl)
            if m and instructions is None:
                instructions = m.group(1)
                mr = RREGS_RE.search(m.group(2))
                if mr:
                    temps = mr.group(1)
                continue
            m = SLOTS_RE.search(pl)
            if m:
                slots = "/".join(x if x is not None else "-"
                                 for x in m.groups())
    creg = accept and profile not in NO_CREG_PROFILES
    both = uregs | lregs
    r["uniformRegs"] = str(len(uregs)) if creg else "-"
    r["literalRegs"] = str(len(lregs)) if creg else "-"
    r["constRegs"] = str(len(both)) if creg else "-"
    r["maxConstIndex"] = str(max(both) + 1 if both else 0) if creg else "-"
    r["instructions"] = instructions or "-"
    r["temps"] = temps or "-"
    r["slots"] = slots or "-"
    r["inputs"] = ";".join(inputs) or "-"
    r["outputs"] = ";".join(outputs) or "-"
    r["uniforms"] = ";".join(uniforms) or "-"
    return r


def keep_raw(rawdir, relfile, entry, profile, rc, out, err):
    if not rawdir:
        return
    name = "%s__%s__%s.txt" % (relfile.replace("/", "_"), entry, profile)
    os.makedirs(rawdir, exist_ok=True)
    with open(os.path.join(rawdir, name), "w") as f:
        f.write("# rc=%d\n%s\n# ---- stderr ----\n%s" % (rc, out, err))


def compile_jobs(cgc, jobs, rawdir, root):
    """jobs: list of (abs_path, entry, profile). Returns dict job->fields."""
    def one(job):
        path, entry, profile = job
        rc, out, err = run_cgc(cgc, path, entry, profile)
        keep_raw(rawdir, os.path.relpath(path, root), entry, profile,
                 rc, out, err)
        return job, parse_result(profile, rc, out, err)
    res = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as ex:
        for job, r in ex.map(one, jobs):
            res[job] = r
    return res


# --------------------------------------------------------------- examples

EXAMPLES_HEADER = """\
# examples.tsv -- cgc 3.1 (NVIDIA, build Apr 24 2012) oracle for the cgx profile checker.
# One row per (example, profile): every examples/*.cg compiled with
#   cgc -profile PROFILE -entry ENTRY FILE      (cwd = the file's directory)
# for every profile of its `// cgx-stage:` (entry from `// cgx-entry:`).
# Regenerate: python3 tests/profiles/oracle/harvest.py   (needs cgc on PATH or --cgc)
# Derived from cgc's listing; raw cgc output is not committed.
# Columns (tab-separated, "-" = empty / not applicable):
#   file          path relative to the repo root
#   entry         entry function
#   profile       cgc profile (rows sorted by file, then vertex profiles
#                 arbvp1 vp20 vp30 vp40 gp4vp vs_1_1 vs_2_0 vs_2_x vs_3_0 glslv /
#                 fragment profiles arbfp1 fp20 fp30 fp40 gp4fp ps_1_1 ps_1_2 ps_1_3
#                 ps_2_0 ps_2_x ps_3_0 glslf)
#   verdict       accept (exit 0, no error) / reject
#   codes         distinct error codes (Cnnnn) in order of first appearance
#   uniformRegs   distinct constant registers c[N] covered by referenced uniforms
#                 (#var ... : c[N] : ... : 1  -> 1 reg; c[N], K -> K regs N..N+K-1)
#   literalRegs   number of literal registers: `#const c[N] = ...` lines plus
#                 D3D `def cN, ...` lines (ps_1_x prints only the def)
#   constRegs     |union| of the two register sets above
#   maxConstIndex highest constant register index used + 1 (0 if none)
#                 The four register columns are "-" on reject and for profiles
#                 without numbered constant registers: glslv glslf (named
#                 uniforms), fp30 (named locals), fp20 (combiner constants).
#                 gp4vp/gp4fp inline literals, so their literalRegs is usually 0.
#   instructions  N from `# N instructions` / `// N instructions` (vs_* print none)
#   temps         M from `M R-regs`
#   slots         D3D `approximately N instruction slots used (X texture, Y arithmetic)`
#                 as N/X/Y (cgc 3.1 does not seem to print it: always "-")
#   inputs        SEM=RESOURCE;... from #var $vin.SEM lines, listing order
#   outputs       SEM=RESOURCE;... from #var $vout.SEM lines, listing order
#   uniforms      name=resource;... referenced (last field 1) non-varying #var
#                 lines in listing order, spaces removed (`c[1], 4` -> `c[1],4`,
#                 `texunit 0` -> `texunit0`; fp20/ps_1_x samplers print a bare
#                 unit number, kept as e.g. `0`)
"""

EXAMPLE_COLS = ["file", "entry", "profile", "verdict", "codes", "uniformRegs",
                "literalRegs", "constRegs", "maxConstIndex", "instructions",
                "temps", "slots", "inputs", "outputs", "uniforms"]


def read_example_header(path):
    entry = stage = None
    with open(path, encoding="latin-1") as f:
        for line in f:
            m = re.match(r"\s*//\s*cgx-entry:\s*(\S+)", line)
            if m:
                entry = m.group(1)
            m = re.match(r"\s*//\s*cgx-stage:\s*(\S+)", line)
            if m:
                stage = m.group(1)
    return entry, stage


def harvest_examples(cgc, rawdir):
    jobs = []
    for path in sorted(glob.glob(os.path.join(REPO, "examples", "*.cg"))):
        entry, stage = read_example_header(path)
        if not entry or stage not in STAGE_PROFILES:
            print("skip %s: no cgx-entry/cgx-stage" % path, file=sys.stderr)
            continue
        for p in STAGE_PROFILES[stage]:
            jobs.append((path, entry, p))
    res = compile_jobs(cgc, jobs, rawdir and os.path.join(rawdir, "examples"),
                       REPO)
    rows = []
    for job in jobs:
        path, entry, p = job
        row = OrderedDict(file=os.path.relpath(path, REPO), entry=entry,
                          profile=p)
        row.update(res[job])
        rows.append(row)
    rows.sort(key=lambda r: (r["file"], PROFILE_ORDER[r["profile"]]))
    out = os.path.join(HERE, "examples.tsv")
    with open(out, "w") as f:
        f.write(EXAMPLES_HEADER)
        f.write("\t".join(EXAMPLE_COLS) + "\n")
        for r in rows:
            f.write("\t".join(r[c] for c in EXAMPLE_COLS) + "\n")
    summarize("examples.tsv", rows)
    return rows


def summarize(name, rows):
    print("%s: %d rows, %d accept, %d reject" % (
        name, len(rows), sum(r["verdict"] == "accept" for r in rows),
        sum(r["verdict"] == "reject" for r in rows)))
    per = defaultdict(lambda: [0, 0, Counter()])
    for r in rows:
        s = per[r["profile"]]
        if r["verdict"] == "accept":
            s[0] += 1
        else:
            s[1] += 1
            for c in r["codes"].split(","):
                s[2][c] += 1
    print("  %-8s %6s %6s  reject codes (rows)" % ("profile", "accept",
                                                   "reject"))
    for p in sorted(per, key=lambda p: PROFILE_ORDER.get(p, 99)):
        a, j, cc = per[p]
        print("  %-8s %6d %6d  %s" % (p, a, j, " ".join(
            "%s:%d" % kv for kv in cc.most_common())))


# ----------------------------------------------------------------- corpus

CORPUS_HEADER = """\
# corpus.tsv -- cgc 3.1 verdicts on real programs from NVIDIA's Cg toolkit examples
# (/usr/share/doc/nvidia-cg-doc/examples; paths below are relative to it), each
# paired with a profile its own engine/host declared.  Nobody in cgx wrote these.
# Regenerate: python3 tests/profiles/oracle/harvest.py
# Compiled as: cgc -profile PROFILE -entry ENTRY FILE (cwd = the file's dir).
# cgc accepts .cgfx files this way: techniques/state blocks are parsed and
# ignored; uniform arguments bound in `compile P f(a, b)` are NOT bound by a
# plain compile, they stay ordinary entry uniforms (globals show up as
# unreferenced #var lines with ordinal -1).
# Only the 22 profiles arbvp1 vp20 vp30 vp40 gp4vp vs_1_1 vs_2_0 vs_2_x vs_3_0
# glslv arbfp1 fp20 fp30 fp40 gp4fp ps_1_1 ps_1_2 ps_1_3 ps_2_0 ps_2_x ps_3_0
# glslf are kept (latest, gp5*, gpu_*, hlsl*, *_4_0, *_5_0, glslg dropped).
# Selection (column `source`):
#   cgfx-technique    every `VertexProgram|FragmentProgram|VertexShader|PixelShader
#                     = compile PROFILE ENTRY(...)` pass statement in every *.cgfx
#   host-profile      the host .c/.cpp names a specific CG_PROFILE_* constant for
#                     the programs it loads (file and entry names taken from the
#                     host source): ubo_lighting (gp4vp), generic_attribs,
#                     combine_program, gs_simple (glslv/glslf; combine_info also
#                     arbvp1/arbfp1), cgfx_latest (-nv30/-nv40/-arb/-gp4 override
#                     the `latest` of latest.cgfx with vp30/fp30, vp40/fp40,
#                     arbvp1/arbfp1, gp4vp/gp4fp)
#   tutorial-baseline The Cg Tutorial programs of OpenGL/basic/* (host uses
#                     cgGLGetLatestProfile): arbvp1 for vertex, arbfp1 for
#                     fragment programs; the Direct3D9/basic/* copies
#                     (cgD3D9GetLatest*Profile): vs_2_0 / ps_2_0.
# Rows deduped on (file, entry, profile); the first source in the order above wins.
# Columns: file entry profile verdict codes constRegs source
#   verdict/codes/constRegs exactly as in examples.tsv ("-" = none / n.a.).
"""

CORPUS_COLS = ["file", "entry", "profile", "verdict", "codes", "constRegs",
               "source"]

CGFX_RE = re.compile(
    r"\b(VertexProgram|FragmentProgram|VertexShader|PixelShader)\s*=\s*"
    r"compile\s+(\w+)\s+(\w+)\s*\(", re.S)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)),
                  text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def cgfx_triples(root):
    out = []
    for path in sorted(glob.glob(os.path.join(root, "**", "*.cgfx"),
                                 recursive=True)):
        with open(path, encoding="latin-1") as f:
            text = strip_comments(f.read())
        for m in CGFX_RE.finditer(text):
            prof, entry = m.group(2), m.group(3)
            if prof in PROFILE_ORDER:
                out.append((os.path.relpath(path, root), entry, prof,
                            "cgfx-technique"))
    return out


# Host-declared profiles, read off the host sources by hand (see header).
HOST_PROFILE = [
    ("OpenGL/buffers/ubo_lighting/ubo_lighting.cg", "vertex_lighting",
     ["gp4vp"]),
    ("OpenGL/advanced/generic_attribs/C6E3v_keyFrame.cg",
     "generic_attrib_keyFrame", ["glslv"]),
    ("OpenGL/advanced/generic_attribs/C6E4v_litKeyFrame.cg",
     "generic_attrib_litKeyFrame", ["glslv"]),
    ("OpenGL/advanced/generic_attribs/texmodulate.cg", "texmodulate",
     ["glslf"]),
    ("OpenGL/advanced/generic_attribs/colorinterp.cg", "colorinterp",
     ["glslf"]),
    ("OpenGL/advanced/combine_program/C8E6v_torus.cg", "C8E6v_torus",
     ["glslv", "arbvp1"]),
    ("OpenGL/advanced/combine_program/C8E4f_specSurf.cg", "C8E4f_specSurf",
     ["glslf", "arbfp1"]),
    ("OpenGL/advanced/gs_simple/gs_simple.cg", "vertex_passthru", ["glslv"]),
    ("OpenGL/advanced/gs_simple/gs_simple.cg", "fragment_passthru",
     ["glslf"]),
    ("OpenGL/advanced/cgfx_latest/latest.cgfx", "torus",
     ["vp30", "vp40", "arbvp1", "gp4vp"]),
    ("OpenGL/advanced/cgfx_latest/latest.cgfx", "specSurf",
     ["fp30", "fp40", "arbfp1", "gp4fp"]),
]

HOST_NAME_RE = re.compile(
    r'\bmy(\w*?)Program(FileName|Name)\s*=\s*"([^"]*)"')


def tutorial_triples(root):
    out = []
    for api, pat, vprof, fprof in (
            ("OpenGL", "OpenGL/basic/*/*.c", "arbvp1", "arbfp1"),
            ("Direct3D9", "Direct3D9/basic/*/*.cpp", "vs_2_0", "ps_2_0")):
        for host in sorted(glob.glob(os.path.join(root, pat))):
            with open(host, encoding="latin-1") as f:
                text = strip_comments(f.read())
            pending = {}
            for m in HOST_NAME_RE.finditer(text):
                role, kind, val = m.groups()
                if kind == "FileName":
                    pending[role] = val
                elif role in pending:
                    fn = os.path.join(os.path.dirname(host), pending.pop(role))
                    if not os.path.exists(fn):
                        print("tutorial: missing %s" % fn, file=sys.stderr)
                        continue
                    prof = (vprof if "Vertex" in role else
                            fprof if "Fragment" in role else None)
                    if prof:
                        out.append((os.path.relpath(fn, root), val, prof,
                                    "tutorial-baseline"))
    return out


def harvest_corpus(cgc, root, rawdir):
    triples = cgfx_triples(root)
    for fn, entry, profs in HOST_PROFILE:
        if not os.path.exists(os.path.join(root, fn)):
            print("host-profile: missing %s" % fn, file=sys.stderr)
            continue
        for p in profs:
            triples.append((fn, entry, p, "host-profile"))
    triples += tutorial_triples(root)
    seen, uniq = set(), []
    for t in triples:
        if t[:3] not in seen:
            seen.add(t[:3])
            uniq.append(t)
    jobs = [(os.path.join(root, f), e, p) for f, e, p, _ in uniq]
    res = compile_jobs(cgc, jobs, rawdir and os.path.join(rawdir, "corpus"),
                       root)
    rows = []
    for (f, e, p, src), job in zip(uniq, jobs):
        r = res[job]
        rows.append(OrderedDict(file=f, entry=e, profile=p,
                                verdict=r["verdict"], codes=r["codes"],
                                constRegs=r["constRegs"], source=src))
    srank = {"cgfx-technique": 0, "host-profile": 1, "tutorial-baseline": 2}
    rows.sort(key=lambda r: (srank[r["source"]], r["file"], r["entry"],
                             PROFILE_ORDER[r["profile"]]))
    with open(os.path.join(HERE, "corpus.tsv"), "w") as f:
        f.write(CORPUS_HEADER)
        f.write("\t".join(CORPUS_COLS) + "\n")
        for r in rows:
            f.write("\t".join(r[c] for c in CORPUS_COLS) + "\n")
    summarize("corpus.tsv", rows)
    print("  by source: %s" % dict(Counter(r["source"] for r in rows)))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cgc", default="cgc")
    ap.add_argument("--corpus-root",
                    default="/usr/share/doc/nvidia-cg-doc/examples")
    ap.add_argument("--raw", help="also keep raw cgc listings in this dir "
                    "(outside the repo)")
    ap.add_argument("--only", choices=["examples", "corpus"])
    a = ap.parse_args()
    if a.only in (None, "examples"):
        harvest_examples(a.cgc, a.raw)
    if a.only in (None, "corpus"):
        harvest_corpus(a.cgc, a.corpus_root, a.raw)


if __name__ == "__main__":
    main()
