#include "driver/Options.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <optional>
#include <span>

#include "driver/Dependencies.h"
#include "support/Spelling.h"

#ifndef CGX_VERSION_STRING
#error "CGX_VERSION_STRING must be defined by the build (compiler/driver/CMakeLists.txt)"
#endif

namespace cgx::driver {

namespace {

// How a flag takes its argument.
enum class Arg {
  None,            // -E
  Next,            // -o FILE
  AttachedOrNext,  // -DNAME or -D NAME, -MFfile or -MF file (gcc's forms)
  OptionalList,    // -nowarn or -nowarn=N[,N...]
  RequiredEquals,  // -fdiagnostics-format=STYLE, -help=markdown
  OptionalDigit,   // -O or -O0 .. -O3
};

// The -help sections, in cgc -help's order, then cgxc's own.
enum class Section { Basic, Language, CodeGeneration, Preprocessor, Miscellaneous, Cgx };
constexpr std::array<std::string_view, 6> kSectionTitles = {
    "Basic options (cgc)", "Language options (cgc)", "Code generation options (cgc: tune NVIDIA's GPU back ends)",
    "Preprocessor options (cgc, as gcc has them)", "Miscellaneous options (cgc)", "cgxc's own options"};

struct State {
  CommandLine line;
  bool sawE = false, sawM = false, sawDumpAst = false, sawDumpIr = false, sawHelp = false, sawMarkdown = false;
  DriverOptions& o() { return line.options; }
  void error(std::string message) { line.errors.push_back(std::move(message)); }
};

// What a flag does: `flag` is the argument as written (for messages), `value` the flag's argument ("" for
// Arg::None, and for -O and -nowarn written alone).
using Apply = void (*)(State& state, const std::string& flag, const std::string& value);

struct Flag {
  std::array<std::string_view, 3> spellings;  // the first is the one -help lists first; unused ones are ""
  Arg arg;
  std::string_view argument;  // the argument's name in -help ("FILE", "all|none|count=N")
  Section section;
  std::string_view help;      // what cgx does with it; for cgc's flags, where cgx differs from cgc
  Apply apply;
};

bool isIdentifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

std::vector<std::string> splitCommas(std::string_view s) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    std::size_t comma = s.find(',', start);
    std::string_view part = s.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    if (!part.empty()) parts.emplace_back(part);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return parts;
}

// A decimal count up to 2^31 (cgc's counts are ints); nullopt for anything else.
std::optional<unsigned> parseCount(std::string_view s) {
  unsigned value = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || value > 0x7fffffffu) return std::nullopt;
  return value;
}

std::optional<unsigned> parseWarningNumber(std::string_view s) {
  if (!s.empty() && (s[0] == 'C' || s[0] == 'c')) s.remove_prefix(1);
  if (s.empty() || s.size() > 5) return std::nullopt;
  std::optional<unsigned> value = parseCount(s);
  if (!value || *value > 65535) return std::nullopt;
  return value;
}

// cgc's `all|none|count=N` (-unroll, -ifcvt, -inline); an error names the flag. Returns the count, or
// nullopt for all and none, in `*none` whether it was none.
std::optional<unsigned> countChoice(State& s, const std::string& flag, const std::string& value, bool* none) {
  *none = value == "none";
  if (value == "all" || value == "none") return std::nullopt;
  if (value.starts_with("count="))
    if (std::optional<unsigned> n = parseCount(std::string_view(value).substr(6))) return n;
  s.error("unknown " + flag.substr(1) + " option '" + value + "' after '" + flag + "' (expected all, none or count=N)");
  return std::nullopt;
}

void define(State& s, const std::string& flag, const std::string& definition) {
  std::size_t equals = definition.find('=');
  MacroCommand command;
  command.name = definition.substr(0, equals);
  if (equals != std::string::npos) command.value = definition.substr(equals + 1);
  if (!isIdentifier(command.name)) {
    s.error("invalid macro name '" + command.name + "' in '" + (flag.size() > 2 ? flag : flag + " " + definition) + "'");
    return;
  }
  s.o().macros.push_back(std::move(command));
}

void undefine(State& s, const std::string& flag, const std::string& name) {
  if (!isIdentifier(name)) {
    s.error("invalid macro name '" + name + "' in '" + (flag.size() > 2 ? flag : flag + " " + name) + "'");
    return;
  }
  MacroCommand command;
  command.kind = MacroCommand::Kind::Undefine;
  command.name = name;
  s.o().macros.push_back(std::move(command));
}

void accept(State&, const std::string&, const std::string&) {}

// The count a flag such as -maxunrollcount takes.
std::optional<unsigned> count(State& s, const std::string& flag, const std::string& value) {
  std::optional<unsigned> n = parseCount(value);
  if (!n) s.error("invalid number '" + value + "' for '" + flag + "'");
  return n;
}

// clang-format off
constexpr Flag kFlags[] = {
  // --- Basic (cgc) ---
  {{"-entry"}, Arg::Next, "NAME", Section::Basic, "entry function (default main)",
   [](State& s, const std::string&, const std::string& v) { s.o().entry = v; s.o().noEntry = false; }},
  {{"-noentry"}, Arg::None, "", Section::Basic, "no entry: type-check every function",
   [](State& s, const std::string&, const std::string&) { s.o().noEntry = true; }},
  {{"-o"}, Arg::Next, "FILE", Section::Basic,
   "output file (GLSL, -E, -dump-ast, -dump-ir, -resources, -M; default stdout)",
   [](State& s, const std::string&, const std::string& v) { s.o().outputFile = v; }},
  {{"-l"}, Arg::Next, "FILE", Section::Basic,
   "listing file: the diagnostics and the 'N lines, N warnings, N errors' summary go there, not to stderr",
   [](State& s, const std::string&, const std::string& v) { s.o().listingFile = v; }},
  {{"-profile"}, Arg::Next, "NAME", Section::Basic,
   "target profile (default vs_1_1): decides the stage, the limits checked, GLSL for glslv/glslf (110 by "
   "default) and glslg (150)",
   [](State& s, const std::string&, const std::string& v) { s.o().profile = v; }},
  {{"-po", "-profileopts"}, Arg::Next, "OPT,OPT=V,...", Section::Basic,
   "profile options (repeatable): the profile's limits (NumTemps=12, MaxLocalParams=96; profiles/README.md), "
   "version=N and builtins for GLSL; another option is warning C6504 and ignored, as cgc does",
   [](State& s, const std::string&, const std::string& v) {
     for (std::string& part : splitCommas(v)) s.o().profileOptions.push_back(std::move(part));
   }},
  // --- Language (cgc) ---
  {{"-nostdlib"}, Arg::None, "", Section::Language,
   "no Cg standard library: its functions and intrinsics are undefined (C1008), as in cgc",
   [](State& s, const std::string&, const std::string&) { s.o().noStdlib = true; }},
  {{"-fx"}, Arg::None, "", Section::Language, "CgFX's keywords are keywords (the default)",
   [](State& s, const std::string&, const std::string&) { s.o().fxKeywords = true; }},
  {{"-nofx"}, Arg::None, "", Section::Language,
   "technique, pass, sampler_state and compile are identifiers, as in cgc",
   [](State& s, const std::string&, const std::string&) { s.o().fxKeywords = false; }},
  {{"-longprogs"}, Arg::None, "", Section::Language, "accepted; cgx has no such limit to lift", accept},
  {{"-strict", "-nostrict"}, Arg::None, "", Section::Language,
   "accepted; cgx's warnings are the same with and without (cgc 3.1's -strict added none in the programs "
   "measured)", accept},
  {{"-oglsl", "-ogles"}, Arg::None, "", Section::Language,
   "GLSL source input: not supported by cgx (an error; cgx compiles Cg)",
   [](State& s, const std::string& flag, const std::string&) {
     s.error("'" + flag + "' (GLSL or GLSL ES source input) is not supported: cgx compiles Cg source");
   }},
  {{"-glslWerror"}, Arg::None, "", Section::Language,
   "accepted; it is about GLSL source (-oglsl), which cgx does not take", accept},
  {{"-nowarn"}, Arg::OptionalList, "=N,N...", Section::Language,
   "silence all warnings, or those numbered (7011 or C7011)",
   [](State& s, const std::string& flag, const std::string& v) {
     if (flag == "-nowarn") {
       s.o().noWarnAll = true;
       return;
     }
     std::vector<std::string> numbers = splitCommas(v);
     if (numbers.empty()) s.error("missing warning number in '" + flag + "'");
     for (const std::string& n : numbers) {
       if (std::optional<unsigned> number = parseWarningNumber(n)) s.o().noWarnNumbers.push_back(*number);
       else s.error("invalid warning number '" + n + "' in '" + flag + "'");
     }
   }},
  {{"-no_uniform_blocks"}, Arg::None, "", Section::Language,
   "a uniform buffer block (`uniform Name { ... } b : BUFFER`) is an error, C5222 (libCg's contexts before "
   "CG_BEHAVIOR_3100 compile so)",
   [](State& s, const std::string&, const std::string&) { s.o().noUniformBlocks = true; }},
  // --- Code generation (cgc) ---
  {{"-fastmath", "-nofastmath"}, Arg::None, "", Section::CodeGeneration,
   "accepted; chooses nothing in cgx (the GLSL driver decides how to optimize the arithmetic)", accept},
  {{"-fastprecision", "-nofastprecision"}, Arg::None, "", Section::CodeGeneration,
   "accepted; cgx computes at the declared precision", accept},
  {{"-bestprecision"}, Arg::None, "", Section::CodeGeneration, "accepted; cgx computes at the declared precision",
   accept},
  {{"-unroll"}, Arg::Next, "all|none|count=N", Section::CodeGeneration,
   "loop unrolling in profiles with loops (none: keep loops; count=N: at most N iterations); profiles without "
   "loops unroll all, as in cgc; GLSL keeps the loops",
   [](State& s, const std::string& flag, const std::string& v) {
     bool none = false;
     std::optional<unsigned> n = countChoice(s, flag, v, &none);
     if (none) s.o().unrollLimit = 0;
     else if (n) s.o().unrollLimit = *n;
     else s.o().unrollLimit.reset();
   }},
  {{"-ifcvt"}, Arg::Next, "all|none|count=N", Section::CodeGeneration,
   "checked and accepted; cgx's GLSL keeps if/else and the driver converts", [](State& s, const std::string& flag,
                                                                           const std::string& v) {
     bool none = false;
     countChoice(s, flag, v, &none);
   }},
  {{"-inline"}, Arg::Next, "all|none|count=N", Section::CodeGeneration,
   "checked and accepted; cgx's GLSL keeps functions, and its profile estimate inlines them all",
   [](State& s, const std::string& flag, const std::string& v) {
     bool none = false;
     countChoice(s, flag, v, &none);
   }},
  {{"-maxunrollcount"}, Arg::Next, "N", Section::CodeGeneration,
   "(deprecated in cgc) do not unroll loops of more than N iterations, in profiles with loops",
   [](State& s, const std::string& flag, const std::string& v) {
     if (std::optional<unsigned> n = count(s, flag, v)) s.o().unrollLimit = *n;
   }},
  {{"-MaxInstInBasicBlock"}, Arg::Next, "N", Section::CodeGeneration,
   "checked and accepted; cgx's optimizer has no per-block algorithms to bound",
   [](State& s, const std::string& flag, const std::string& v) { count(s, flag, v); }},
  {{"-O"}, Arg::OptionalDigit, "[0-3]", Section::CodeGeneration,
   "accepted; cgx always optimizes the same way (inlining, folding, dead code)", accept},
  {{"-d3d"}, Arg::None, "", Section::CodeGeneration, "accepted; cgx writes GLSL, never Direct3D code", accept},
  {{"-bl", "-bufferlayout"}, Arg::Next, "pabo|pabo2|std140", Section::CodeGeneration,
   "checked and accepted; cgx's GLSL has no buffer blocks to lay out",
   [](State& s, const std::string& flag, const std::string& v) {
     if (v != "pabo" && v != "pabo2" && v != "std140")
       s.error("unknown layout option '" + v + "' for '" + flag + "' (expected pabo, pabo2 or std140)");
   }},
  // --- Preprocessor (cgc) ---
  {{"-D"}, Arg::AttachedOrNext, "NAME[=VALUE]", Section::Preprocessor, "define a macro (VALUE defaults to 1)",
   define},
  {{"-U"}, Arg::AttachedOrNext, "NAME", Section::Preprocessor, "undefine a macro", undefine},
  {{"-I"}, Arg::AttachedOrNext, "DIR", Section::Preprocessor, "add DIR to the #include search path",
   [](State& s, const std::string&, const std::string& v) { s.o().includePaths.push_back(v); }},
  {{"-E"}, Arg::None, "", Section::Preprocessor, "preprocess only; print the result to stdout or -o FILE",
   [](State& s, const std::string&, const std::string&) { s.sawE = true; }},
  {{"-P"}, Arg::None, "", Section::Preprocessor, "with -E: no #line markers",
   [](State& s, const std::string&, const std::string&) { s.o().noLineMarkers = true; }},
  {{"-C"}, Arg::None, "", Section::Preprocessor,
   "with -E: keep comments (as cgc: not those on a directive's line or in a skipped #if group)",
   [](State& s, const std::string&, const std::string&) { s.o().keepComments = true; }},
  {{"-M", "-MM"}, Arg::None, "", Section::Preprocessor,
   "print the make rule 'TARGET: INPUT INCLUDES...' (to -MF FILE or stdout) instead of compiling; the "
   "target is -o FILE, else the input with .asm, as cgc has it",
   [](State& s, const std::string&, const std::string&) { s.sawM = true; }},
  {{"-MD", "-MMD"}, Arg::None, "", Section::Preprocessor,
   "compile and also write the make rule to -MF FILE (default: the output, else the input, with .d)",
   [](State& s, const std::string&, const std::string&) { s.o().writeDependencies = true; }},
  {{"-MP"}, Arg::None, "", Section::Preprocessor, "with -M/-MD: a phony target for each included file, as gcc",
   [](State& s, const std::string&, const std::string&) { s.o().phonyHeaderTargets = true; }},
  {{"-MF"}, Arg::AttachedOrNext, "FILE", Section::Preprocessor, "the file -M/-MD write the rule to",
   [](State& s, const std::string&, const std::string& v) { s.o().depFile = v; }},
  {{"-MT"}, Arg::AttachedOrNext, "TARGET", Section::Preprocessor,
   "the rule's target, as given (repeatable, as gcc; cgc keeps the last)",
   [](State& s, const std::string&, const std::string& v) { s.o().depTargets.push_back(v); }},
  {{"-MQ"}, Arg::AttachedOrNext, "TARGET", Section::Preprocessor,
   "the rule's target, quoted for make ($ as $$, spaces with a backslash)",
   [](State& s, const std::string&, const std::string& v) { s.o().depTargets.push_back(quoteForMake(v)); }},
  // --- Miscellaneous (cgc) ---
  {{"-quiet", "-q"}, Arg::None, "", Section::Miscellaneous,
   "do not print the file name and the 'N lines, ...' summary",
   [](State& s, const std::string&, const std::string&) { s.o().quiet = true; }},
  {{"-nocode"}, Arg::None, "", Section::Miscellaneous,
   "run every stage (so every error is diagnosed) but write no code",
   [](State& s, const std::string&, const std::string&) { s.o().noCode = true; }},
  {{"-v", "--version"}, Arg::None, "", Section::Miscellaneous,
   "print the version (to stderr or -l FILE before compiling, as cgc, when there is an input)",
   [](State& s, const std::string&, const std::string&) { s.o().printVersion = true; }},
  {{"-h", "-help", "--help"}, Arg::None, "", Section::Miscellaneous, "print this help",
   [](State& s, const std::string&, const std::string&) { s.sawHelp = true; }},
  {{"-type"}, Arg::Next, "DEFINITION", Section::Miscellaneous,
   "bind an interface uniform to a struct that implements it: 'main.light = PointLight' for a parameter of "
   "the entry, 'light = PointLight' for a global; an array of interfaces element by element: "
   "'layers[1] = Stripe', 'layers = { Flat, Stripe }' (an unsized one is as long as its bindings make it) "
   "(repeatable)",
   [](State& s, const std::string&, const std::string& v) { s.o().typeBindings.push_back({false, v}); }},
  {{"-typefile"}, Arg::Next, "FILE", Section::Miscellaneous,
   "-type bindings read from FILE, one per line (repeatable)",
   [](State& s, const std::string&, const std::string& v) { s.o().typeBindings.push_back({true, v}); }},
  // --- cgxc's own ---
  {{"-fsyntax-only"}, Arg::None, "", Section::Cgx, "preprocess, parse and type-check only, produce no output",
   [](State& s, const std::string&, const std::string&) { s.o().syntaxOnly = true; }},
  {{"-dump-ast"}, Arg::None, "", Section::Cgx, "parse and print the syntax tree to stdout or -o FILE",
   [](State& s, const std::string&, const std::string&) { s.sawDumpAst = true; }},
  {{"-dump-ir"}, Arg::None, "", Section::Cgx, "check, lower and optimize; print the IR to stdout or -o FILE",
   [](State& s, const std::string&, const std::string&) { s.sawDumpIr = true; }},
  {{"-glsl"}, Arg::Next, "110|120|150|330|100|300es", Section::Cgx,
   "GLSL output for any profile (arbvp1, ps_2_0, ...), in that version; -po builtins: GL's built-in "
   "attributes and varyings (110/120/150 compatibility; in 150 a fragment input with an interpolation modifier "
   "also gets its own qualified varying, chosen by the uniform cgx_qualifiedInputs). Geometry programs (gp4gp, gp5gp; glslg writes GLSL "
   "of itself) are written in 150 only, and always through the built-ins",
   [](State& s, const std::string&, const std::string& v) { s.o().glslVersion = v; }},
  {{"-resources"}, Arg::None, "", Section::Cgx,
   "print cgc's resource listing (#var, #semantic, #const) and the instruction estimate",
   [](State& s, const std::string&, const std::string&) { s.o().printResources = true; }},
  {{"-reflect"}, Arg::Next, "FILE.json", Section::Cgx,
   "write reflection JSON: every parameter's resource, registers, variability",
   [](State& s, const std::string&, const std::string& v) { s.o().reflectFile = v; }},
  {{"-profiles"}, Arg::Next, "all|P1,P2,...", Section::Cgx,
   "print a matrix: for each profile, whether the program fits and the first limit that fails",
   [](State& s, const std::string&, const std::string& v) {
     s.o().profileMatrix = splitCommas(v);
     if (s.o().profileMatrix.empty()) s.error("-profiles needs 'all' or a list of profiles");
   }},
  {{"-strict-limits"}, Arg::None, "", Section::Cgx,
   "count relatively addressed uniform arrays against the constant-register limit too",
   [](State& s, const std::string&, const std::string&) { s.o().strictLimits = true; }},
  {{"-fdiagnostics-format"}, Arg::RequiredEquals, "=clang|cgc", Section::Cgx,
   "'file:line:col: error Cnnnn: ...' with a caret line (default), or cgc's 'file(line) : error Cnnnn: ...'",
   [](State& s, const std::string& flag, const std::string& v) {
     if (v == "clang") s.o().diagnosticStyle = DiagnosticStyle::Clang;
     else if (v == "cgc") s.o().diagnosticStyle = DiagnosticStyle::Cgc;
     else s.error("unknown diagnostics format '" + v + "' in '" + flag + "' (expected 'clang' or 'cgc')");
   }},
  {{"-help"}, Arg::RequiredEquals, "=markdown", Section::Cgx, "print this table as docs/cgxc-flags.md",
   [](State& s, const std::string& flag, const std::string& v) {
     if (v == "markdown") s.sawMarkdown = true;
     else s.error("unknown help format in '" + flag + "' (expected -help=markdown)");
   }},
};
// clang-format on

// The flag `arg` is, with its argument if attached; nullptr when no row matches.
const Flag* match(const std::string& arg, std::optional<std::string>* attached) {
  // Exact spellings first: -MD is -MD, not -M with "D" attached; -help is not -help= .
  for (const Flag& flag : kFlags)
    for (std::string_view spelling : flag.spellings)
      if (!spelling.empty() && arg == spelling && flag.arg != Arg::RequiredEquals) return &flag;
  for (const Flag& flag : kFlags) {
    for (std::string_view spelling : flag.spellings) {
      if (spelling.empty() || !arg.starts_with(spelling) || arg.size() == spelling.size()) continue;
      std::string rest = arg.substr(spelling.size());
      bool equals = rest[0] == '=';
      if (flag.arg == Arg::AttachedOrNext || (flag.arg == Arg::OptionalDigit && rest.size() == 1 && rest[0] >= '0' &&
                                              rest[0] <= '3')) {
        *attached = rest;
        return &flag;
      }
      if ((flag.arg == Arg::OptionalList || flag.arg == Arg::RequiredEquals) && equals) {
        *attached = rest.substr(1);
        return &flag;
      }
    }
  }
  return nullptr;
}

// `; did you mean "-profile"?` for a misspelt flag. The dashes every flag has are left out of the
// comparison, so that a one-letter typo such as -x is not "near" -o.
std::string suggestFlag(std::string_view arg) {
  auto name = [](std::string_view s) { return s.substr(std::min(s.find_first_not_of('-'), s.size())); };
  std::vector<std::string_view> names;
  for (std::string_view spelling : flagSpellings()) names.push_back(name(spelling));
  std::optional<std::string> found = closestSpelling(name(arg), names);
  if (!found) return "";
  for (std::string_view spelling : flagSpellings())
    if (name(spelling) == *found) return "; did you mean \"" + std::string(spelling) + "\"?";
  return "";
}

class Parser {
 public:
  explicit Parser(const std::vector<std::string>& args) : args_(args) {}

  CommandLine run() {
    for (const std::string& a : args_) o().commandLine += (o().commandLine.empty() ? "" : " ") + a;
    bool optionsEnded = false;
    for (index_ = 0; index_ < args_.size(); ++index_) {
      const std::string& arg = args_[index_];
      if (optionsEnded || arg == "-" || arg.empty() || arg[0] != '-') {
        addInput(arg);
      } else if (arg == "--") {
        optionsEnded = true;
      } else {
        option(arg);
      }
    }
    decideAction();
    return std::move(state_.line);
  }

 private:
  DriverOptions& o() { return state_.o(); }

  void option(const std::string& arg) {
    std::optional<std::string> attached;
    const Flag* flag = match(arg, &attached);
    if (flag == nullptr) {
      for (const Flag& f : kFlags)
        if (f.arg == Arg::RequiredEquals && arg == f.spellings[0] && arg != "-help") {
          state_.error("option '" + arg + "' needs its value after '=' (" + arg + std::string(f.argument) + ")");
          return;
        }
      state_.error("unknown option '" + arg + "'" + suggestFlag(arg));
      return;
    }
    std::string value;
    if (attached) {
      value = *attached;
    } else if (flag->arg == Arg::Next || flag->arg == Arg::AttachedOrNext) {
      if (index_ + 1 >= args_.size()) {
        state_.error("option '" + arg + "' requires an argument");
        return;
      }
      value = args_[++index_];
    }
    flag->apply(state_, arg, value);
  }

  void decideAction() {
    State& s = state_;
    if (s.sawE + s.sawM + s.sawDumpAst + s.sawDumpIr > 1)
      s.error("'-E', '-M', '-dump-ast' and '-dump-ir' cannot be used together");
    Action& action = o().action;
    if (s.sawMarkdown) action = Action::HelpMarkdown;
    else if (s.sawHelp) action = Action::Help;
    else if (o().printVersion && inputs_ == 0) action = Action::Version;
    else if (s.sawE) action = Action::Preprocess;
    else if (s.sawM) action = Action::Dependencies;
    else if (s.sawDumpAst) action = Action::DumpAst;
    else if (s.sawDumpIr) action = Action::DumpIr;
    bool needsInput = action != Action::Help && action != Action::HelpMarkdown && action != Action::Version;
    if (needsInput && inputs_ == 0) s.error("no input file (give a file name, or '-' for standard input)");
  }

  void addInput(const std::string& arg) {
    if (arg.empty()) {
      state_.error("empty input file name");
      return;
    }
    if (++inputs_ == 1) o().input = arg;
    else state_.error("more than one input file: '" + o().input + "' and '" + arg + "'");
  }

  const std::vector<std::string>& args_;
  std::size_t index_ = 0;
  unsigned inputs_ = 0;
  State state_;
};

// A flag's spellings and argument as -help shows them: "-po, -profileopts OPT,OPT=V,...", "-DNAME[=VALUE]".
std::string synopsis(const Flag& flag) {
  std::string text;
  for (std::string_view spelling : flag.spellings)
    if (!spelling.empty()) text += (text.empty() ? "" : ", ") + std::string(spelling);
  switch (flag.arg) {
    case Arg::None: break;
    case Arg::Next: text += " " + std::string(flag.argument); break;
    case Arg::AttachedOrNext: text += (flag.spellings[0].size() == 2 ? "" : " ") + std::string(flag.argument); break;
    case Arg::OptionalList: text += "[" + std::string(flag.argument) + "]"; break;
    case Arg::RequiredEquals:
    case Arg::OptionalDigit: text += flag.argument; break;
  }
  return text;
}

std::vector<std::string> splitWords(std::string_view text) {
  std::vector<std::string> words;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t space = text.find(' ', start);
    if (space == std::string_view::npos) space = text.size();
    if (space > start) words.emplace_back(text.substr(start, space - start));
    start = space + 1;
  }
  return words;
}

}  // namespace

CommandLine parseCommandLine(const std::vector<std::string>& args) { return Parser(args).run(); }

std::string_view versionString() { return CGX_VERSION_STRING; }

std::vector<std::string_view> flagSpellings() {
  std::vector<std::string_view> spellings;
  for (const Flag& flag : kFlags)
    for (std::string_view spelling : flag.spellings)
      if (!spelling.empty()) spellings.push_back(spelling);
  return spellings;
}

std::string usageText() {
  constexpr std::size_t kColumn = 30;  // where the help text starts
  constexpr std::size_t kWidth = 110;  // where it wraps
  std::string text = "usage: cgxc [options] FILE        (FILE may be '-' for standard input)\n";
  for (std::size_t section = 0; section < kSectionTitles.size(); ++section) {
    text += "\n" + std::string(kSectionTitles[section]) + ":\n";
    for (const Flag& flag : kFlags) {
      if (static_cast<std::size_t>(flag.section) != section) continue;
      std::string left = "  " + synopsis(flag);
      // The help on the same line when the synopsis leaves room, else on the next; wrapped at kWidth.
      std::string line = left.size() + 1 < kColumn ? left + std::string(kColumn - left.size(), ' ')
                                                   : left + "\n" + std::string(kColumn, ' ');
      std::size_t lineStart = line.rfind('\n') == std::string::npos ? 0 : line.rfind('\n') + 1;
      for (const std::string& word : splitWords(flag.help)) {
        if (line.size() - lineStart + word.size() > kWidth && line.size() - lineStart > kColumn) {
          line.pop_back();  // the space after the previous word
          line += "\n" + std::string(kColumn, ' ');
          lineStart = line.size() - kColumn;
        }
        line += word + " ";
      }
      line.pop_back();
      text += line + "\n";
    }
  }
  text += "\nExit status: 0 success (warnings allowed), 1 errors were diagnosed, 2 bad command line.\n";
  return text;
}

std::string flagsMarkdown() {
  std::string text =
      "# cgxc's command line\n\n"
      "Every flag of NVIDIA's `cgc -help` (cgc 3.1) is accepted with cgc's spelling and argument forms; the\n"
      "table says what cgx does with each. Generated from compiler/driver/Options.cpp (`cgxc -help=markdown`);\n"
      "tests/cli/options_test.cpp checks that this file matches.\n";
  for (std::size_t section = 0; section < kSectionTitles.size(); ++section) {
    text += "\n## " + std::string(kSectionTitles[section]) + "\n\n| Flag | What cgx does |\n|---|---|\n";
    for (const Flag& flag : kFlags) {
      if (static_cast<std::size_t>(flag.section) != section) continue;
      std::string cell;
      for (char c : synopsis(flag)) cell += c == '|' ? std::string("\\|") : std::string(1, c);
      std::string help;
      for (char c : flag.help) help += c == '|' ? std::string("\\|") : std::string(1, c);
      text += "| `" + cell + "` | " + help + " |\n";
    }
  }
  return text;
}

}  // namespace cgx::driver
