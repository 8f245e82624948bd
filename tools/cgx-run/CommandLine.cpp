#include "CommandLine.h"

#include <charconv>

namespace cgx::run {

const char* const kUsage = R"(usage: cgx-run FILE.cg -entry NAME -profile P -input DATA.json [options]

Runs one Cg vertex, fragment or geometry program on the CPU (the LLVM JIT) with uniforms and inputs from a JSON
file and prints its outputs as JSON: shader unit tests without a GPU and without C++.

Options:
  -entry NAME         entry function (default main)
  -profile P          glslv, arbvp1, vp40, vs_3_0 ... run a vertex program; glslf, arbfp1, fp40,
                      ps_3_0 ... a fragment program; gp4gp, gp5gp, glslg a geometry program
                      (required)
  -input FILE         the JSON input ('-': standard input) (required)
  -o FILE             write the JSON output there instead of standard output
  -threads N          threads to run on (default: every core)
  -lanes N            SIMD lanes, 4, 8 or 16 (default: the host's widest)
  -loop-budget N      the most loop iterations one SIMD vector of invocations may run, every loop
                      counted, before the run fails with loop-budget-exceeded (default 16777216;
                      0: no budget)
  -DNAME[=V], -I DIR, -po OPTS
                      as cgxc
  -h, --help          this text

Input JSON:
  {
    "uniforms": {                       (optional) Cg paths as in cgGetNamedParameter
      "modelViewProj": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1],     matrices row after row
      "light.lightColor": [1, 1, 1, 1],
      "light": {"ambient": 0.1, "specularExponent": 8},           an object sets a struct's fields
      "boneMatrix": [[1,0,0,0], [0,1,0,0], ...],                  nested arrays are flattened
      "boneMatrix[5]": [0, 0, 1, 2],
      "count": 3,  "enabled": true,                               int and bool parameters
      "decal": 0,                                                 a sampler: a texture unit, or a texture:
      "decal": {"kind": "2D", "width": 2, "height": 2, "texels": [r,g,b,a, ...],
                "filter": "nearest"|"linear", "wrap": "repeat"|"clamp"|"mirror"|"border", "mipmaps": false}
    },                                  texture kinds: 1D 2D 3D CUBE RECT (CUBE: 6 faces +X -X +Y -Y +Z -Z)
    "matrixOrder": "row" | "column",    (optional) how matrix uniforms are given (default row)
    "inputs": {                         one array element per invocation, keyed by semantic
      "POSITION": [[0,0,0], [1,0,0]],   fewer components than declared fill (0,0,0,1)
      "TEXCOORD0": [[0,0], [1,0]]
    },
    "count": 2                          invocations (default: the inputs' length; fragments: a multiple
  }                                     of 4, taken in 2x2 quads (x,y) (x+1,y) (x,y+1) (x+1,y+1));
                                        at most 4194304 output numbers in all (count-overflow)
  Geometry programs: "count" is primitives, and "inputs" hold one element per vertex (a TRIANGLE
  program's primitive p is elements 3p, 3p+1, 3p+2).

Output JSON:
  {"outputs": {"POSITION": [[...], [...]], "COLOR0": [[...], ...]},   one array per output semantic
   "discarded": [false, true, ...]}                                   fragment programs only
  Geometry programs instead: {"primitive": "TRIANGLE_STRIP", "vertices": [{"primitive": 0,
  "beginsStrip": true, "POSITION": [...], ...}, ...]}, every emitted vertex in primitive then emit order.
  Semantics are canonical (COLOR -> COLOR0, TEXCOORD -> TEXCOORD0); a varying without a semantic is
  keyed by its Cg name. Non-finite results print as null.

Exit status: 0 success; 1 an error (unreadable file, bad JSON, unknown uniform, wrong sizes, compile
errors, a loop past -loop-budget), reported on standard error as 'cgx-run: error <code> (<number>):
<message>'; 2 a bad command line.
)";

namespace {

template <typename Number>
bool parseUnsigned(const std::string& text, Number* value) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, *value);
  return ec == std::errc() && ptr == end;
}

}  // namespace

bool parseCommandLine(const std::vector<std::string>& args, CommandLine* line, std::string* error) {
  bool sawProfile = false, sawInput = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    auto value = [&](std::string* out) {
      if (i + 1 >= args.size()) {
        *error = "option '" + arg + "' needs a value";
        return false;
      }
      *out = args[++i];
      return true;
    };
    std::string text;
    if (arg == "-h" || arg == "-help" || arg == "--help") {
      line->help = true;
      return true;
    } else if (arg == "-entry") {
      if (!value(&line->entry)) return false;
    } else if (arg == "-profile") {
      if (!value(&line->profile)) return false;
      sawProfile = true;
    } else if (arg == "-input") {
      if (!value(&line->input)) return false;
      sawInput = true;
    } else if (arg == "-o") {
      if (!value(&line->output)) return false;
    } else if (arg == "-threads" || arg == "-lanes") {
      if (!value(&text)) return false;
      unsigned number = 0;
      if (!parseUnsigned(text, &number)) {
        *error = "option '" + arg + "' takes a number, not '" + text + "'";
        return false;
      }
      (arg == "-threads" ? line->threads : line->lanes) = number;
    } else if (arg == "-loop-budget") {
      if (!value(&text)) return false;
      if (!parseUnsigned(text, &line->loopBudget)) {
        *error = "option '" + arg + "' takes a number, not '" + text + "'";
        return false;
      }
    } else if (arg == "-po" || arg == "-profileopts") {
      if (!value(&text)) return false;
      line->profileOptions.push_back(text);
    } else if (arg == "-D" || arg == "-I") {
      if (!value(&text)) return false;
      (arg == "-D" ? line->defines : line->includePaths).push_back(text);
    } else if (arg.size() > 2 && arg.compare(0, 2, "-D") == 0) {
      line->defines.push_back(arg.substr(2));
    } else if (arg.size() > 2 && arg.compare(0, 2, "-I") == 0) {
      line->includePaths.push_back(arg.substr(2));
    } else if (!arg.empty() && arg[0] == '-' && arg != "-") {
      *error = "unknown option '" + arg + "'";
      return false;
    } else if (line->source.empty()) {
      line->source = arg;
    } else {
      *error = "more than one source file ('" + line->source + "', '" + arg + "')";
      return false;
    }
  }
  if (line->source.empty()) *error = "no source file";
  else if (!sawProfile) *error = "no -profile (it decides whether the program is a vertex, fragment or geometry program)";
  else if (!sawInput) *error = "no -input JSON file";
  return error->empty();
}

}  // namespace cgx::run
