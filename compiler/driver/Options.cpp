#include "driver/Options.h"

#include <cctype>
#include <optional>

#ifndef CGX_VERSION_STRING
#error "CGX_VERSION_STRING must be defined by the build (compiler/driver/CMakeLists.txt)"
#endif

namespace cgx::driver {

namespace {

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

std::optional<unsigned> parseWarningNumber(std::string_view s) {
  if (!s.empty() && (s[0] == 'C' || s[0] == 'c')) s.remove_prefix(1);
  if (s.empty() || s.size() > 5) return std::nullopt;
  unsigned value = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    value = value * 10 + static_cast<unsigned>(c - '0');
  }
  if (value > 65535) return std::nullopt;
  return value;
}

class Parser {
 public:
  explicit Parser(const std::vector<std::string>& args) : args_(args) {}

  CommandLine run() {
    for (const std::string& a : args_) out_.options.commandLine += (out_.options.commandLine.empty() ? "" : " ") + a;
    bool optionsEnded = false;
    bool sawE = false, sawDumpAst = false, sawDumpIr = false, sawHelp = false, sawVersion = false;
    for (index_ = 0; index_ < args_.size(); ++index_) {
      const std::string& arg = args_[index_];
      if (optionsEnded || arg == "-" || arg.empty() || arg[0] != '-') {
        addInput(arg);
        continue;
      }
      if (arg == "--") {
        optionsEnded = true;
      } else if (arg == "-entry") {
        if (auto v = value(arg)) out_.options.entry = *v, out_.options.noEntry = false;
      } else if (arg == "-noentry") {
        out_.options.noEntry = true;
      } else if (arg == "-profile") {
        if (auto v = value(arg)) out_.options.profile = *v;
      } else if (arg == "-po" || arg == "-profileopts") {
        if (auto v = value(arg))
          for (std::string& part : splitCommas(*v)) out_.options.profileOptions.push_back(std::move(part));
      } else if (arg == "-o") {
        if (auto v = value(arg)) out_.options.outputFile = *v;
      } else if (arg.starts_with("-D")) {
        if (auto v = attachedOrNext(arg, 2)) define(arg, *v);
      } else if (arg.starts_with("-U")) {
        if (auto v = attachedOrNext(arg, 2)) undefine(arg, *v);
      } else if (arg.starts_with("-I")) {
        if (auto v = attachedOrNext(arg, 2)) out_.options.includePaths.push_back(*v);
      } else if (arg == "-E") {
        sawE = true;
      } else if (arg == "-dump-ast") {
        sawDumpAst = true;
      } else if (arg == "-dump-ir") {
        sawDumpIr = true;
      } else if (arg == "-fsyntax-only") {
        out_.options.syntaxOnly = true;
      } else if (arg == "-resources") {
        out_.options.printResources = true;
      } else if (arg == "-reflect") {
        if (auto v = value(arg)) out_.options.reflectFile = *v;
      } else if (arg == "-profiles") {
        if (auto v = value(arg)) {
          out_.options.profileMatrix = splitCommas(*v);
          if (out_.options.profileMatrix.empty()) error("-profiles needs 'all' or a list of profiles");
        }
      } else if (arg == "-glsl") {
        if (auto v = value(arg)) {
          out_.options.glslVersion = *v;
          if (*v != "110" && *v != "120" && *v != "330" && *v != "100" && *v != "300es" && *v != "300")
            error("unknown GLSL version '" + *v + "' for -glsl (expected 110, 120, 330, 100 or 300es)");
        }
      } else if (arg == "-strict-limits") {
        out_.options.strictLimits = true;
      } else if (arg == "-q" || arg == "-quiet") {
        out_.options.quiet = true;
      } else if (arg == "-v" || arg == "--version") {
        sawVersion = true;
      } else if (arg == "-h" || arg == "-help" || arg == "--help") {
        sawHelp = true;
      } else if (arg.starts_with("-fdiagnostics-format=")) {
        std::string_view style = std::string_view(arg).substr(sizeof("-fdiagnostics-format=") - 1);
        if (style == "clang") {
          out_.options.diagnosticStyle = DiagnosticStyle::Clang;
        } else if (style == "cgc") {
          out_.options.diagnosticStyle = DiagnosticStyle::Cgc;
        } else {
          error("unknown diagnostics format '" + std::string(style) + "' in '" + arg + "' (expected 'clang' or 'cgc')");
        }
      } else if (arg == "-nowarn") {
        out_.options.noWarnAll = true;
      } else if (arg.starts_with("-nowarn=")) {
        std::string_view list = std::string_view(arg).substr(sizeof("-nowarn=") - 1);
        std::vector<std::string> numbers = splitCommas(list);
        if (numbers.empty()) error("missing warning number in '" + arg + "'");
        for (const std::string& n : numbers) {
          if (auto number = parseWarningNumber(n)) {
            out_.options.noWarnNumbers.push_back(*number);
          } else {
            error("invalid warning number '" + n + "' in '" + arg + "'");
          }
        }
      } else {
        error("unknown option '" + arg + "'");
      }
    }

    if (sawE + sawDumpAst + sawDumpIr > 1) error("'-E', '-dump-ast' and '-dump-ir' cannot be used together");
    if (sawHelp) {
      out_.options.action = Action::Help;
    } else if (sawVersion) {
      out_.options.action = Action::Version;
    } else if (sawE) {
      out_.options.action = Action::Preprocess;
    } else if (sawDumpAst) {
      out_.options.action = Action::DumpAst;
    } else if (sawDumpIr) {
      out_.options.action = Action::DumpIr;
    }
    bool needsInput = out_.options.action != Action::Help && out_.options.action != Action::Version;
    if (needsInput && inputs_ == 0) error("no input file (give a file name, or '-' for standard input)");
    return std::move(out_);
  }

 private:
  void error(std::string message) { out_.errors.push_back(std::move(message)); }

  void addInput(const std::string& arg) {
    if (arg.empty()) {
      error("empty input file name");
      return;
    }
    if (++inputs_ == 1) {
      out_.options.input = arg;
    } else {
      error("more than one input file: '" + out_.options.input + "' and '" + arg + "'");
    }
  }

  // The argument after `option` (as in `-o FILE`).
  std::optional<std::string> value(const std::string& option) {
    if (index_ + 1 >= args_.size()) {
      error("option '" + option + "' requires an argument");
      return std::nullopt;
    }
    return args_[++index_];
  }

  // `-DNAME` or `-D NAME`: the text after the first `prefixLength` characters, or the next argument.
  std::optional<std::string> attachedOrNext(const std::string& arg, std::size_t prefixLength) {
    if (arg.size() > prefixLength) return arg.substr(prefixLength);
    return value(arg);
  }

  void define(const std::string& arg, const std::string& definition) {
    std::size_t equals = definition.find('=');
    MacroCommand command;
    command.kind = MacroCommand::Kind::Define;
    command.name = definition.substr(0, equals);
    if (equals != std::string::npos) command.value = definition.substr(equals + 1);
    if (!isIdentifier(command.name)) {
      error("invalid macro name '" + command.name + "' in '" + (arg.size() > 2 ? arg : arg + " " + definition) + "'");
      return;
    }
    out_.options.macros.push_back(std::move(command));
  }

  void undefine(const std::string& arg, const std::string& name) {
    if (!isIdentifier(name)) {
      error("invalid macro name '" + name + "' in '" + (arg.size() > 2 ? arg : arg + " " + name) + "'");
      return;
    }
    MacroCommand command;
    command.kind = MacroCommand::Kind::Undefine;
    command.name = name;
    out_.options.macros.push_back(std::move(command));
  }

  const std::vector<std::string>& args_;
  std::size_t index_ = 0;
  unsigned inputs_ = 0;
  CommandLine out_;
};

}  // namespace

CommandLine parseCommandLine(const std::vector<std::string>& args) { return Parser(args).run(); }

std::string_view versionString() { return CGX_VERSION_STRING; }

std::string usageText() {
  return R"(usage: cgxc [options] FILE        (FILE may be '-' for standard input)

Front end (what works today):
  -E                        preprocess only; print the result to stdout or -o FILE
  -dump-ast                 parse and print the syntax tree to stdout or -o FILE
  -dump-ir                  check, lower and optimize; print the IR to stdout or -o FILE
  -fsyntax-only             preprocess, parse and type-check only, produce no output
  -DNAME[=VALUE], -D NAME   define a macro (VALUE defaults to 1)
  -UNAME, -U NAME           undefine a macro
  -IDIR, -I DIR             add DIR to the #include search path
Diagnostics:
  -fdiagnostics-format=clang|cgc
                            'file:line:col: error Cnnnn: ...' with a caret line (default), or
                            cgc's 'file(line) : error Cnnnn: ...'
  -nowarn                   silence all warnings
  -nowarn=N[,N...]          silence warnings by number (7011 or C7011)
  -q, -quiet                do not print the file name and the 'N lines, ...' summary
Program (cgc's spellings):
  -entry NAME               entry function (default main)
  -noentry                  type-check every function, no entry
  -profile NAME             target profile (its stage decides the entry's semantics; default vs_1_1)
  -po, -profileopts a,b=v   profile options (repeatable); limit overrides such as MaxLocalParams=96,
                            NumTemps=12, MaxInstructions=128 (profiles/README.md lists them per profile)
  -o FILE                   output file (GLSL, -E, -dump-ast, -dump-ir, -resources; default stdout)
GLSL (the program as GLSL; the profile's limits are still checked):
  -profile glslv|glslf      GLSL output, #version 110 unless -po version=120|330|100|300es says otherwise
  -glsl 110|120|330|100|300es
                            GLSL output for any profile (arbvp1, ps_2_0, ...), in that version
  -po builtins              GLSL 110/120: gl_Vertex, gl_Normal, gl_Color, gl_MultiTexCoordN, gl_FrontColor,
                            gl_TexCoord[n] instead of generic attributes and varyings (fixed-function partners)
Profile limits (a plain compile checks the program against -profile and prints nothing when it fits):
  -resources                print cgc's resource listing (#var, #semantic, #const) and the estimate
  -reflect FILE.json        write reflection JSON: every parameter's resource, registers, variability
  -profiles all|P1,P2,...   print a matrix: for each profile, whether the program fits and the first
                            limit that fails (exit status 1 if it fits none of them)
  -strict-limits            count relatively addressed uniform arrays against the constant-register
                            limit too (the ARB_vertex_program minimum; cgc 3.1 lets arbvp1 exceed it)
Other:
  -v, --version             print the version
  -h, -help, --help         print this help

Exit status: 0 success (warnings allowed), 1 errors were diagnosed, 2 bad command line.
)";
}

}  // namespace cgx::driver
