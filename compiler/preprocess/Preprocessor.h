// The C99 preprocessor for Cg, as cgc 3.1 runs it (plus variadic macros, which cgc lacks).
//
// Input: one FileId opened in the SourceManager. Output: the token stream the parser reads, and the
// `#pragma` lines (kept, not interpreted: `pack_matrix`, `parameter`, ... are for later stages).
//
// Locations: tokens written in the file keep their own location; tokens produced by a macro's body carry
// the body's location and a new ExpansionId whose invocation is where the macro name was written; tokens
// from an argument keep the location where the argument was written. `#line` is recorded in the
// SourceManager. Every directive error is a diagnostic; no input makes run() crash, loop forever, or
// recurse without bound (include depth, expansion depth and expansion size are limited).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "preprocess/Token.h"
#include "support/Limits.h"

namespace cgx {

struct MacroCommand {  // -DNAME[=VALUE] or -UNAME, applied in command-line order
  enum class Kind { Define, Undefine } kind = Kind::Define;
  std::string name;
  std::string value = "1";  // -DNAME alone means 1
};

// An include file system searched before the disk (libCg's cgSetCompilerIncludeString and include
// callback). Asked with an #include's request, it answers the path it found (what diagnostics name, and
// whose folder the file's own includes start from) and the file's text, or nullopt to search the disk.
struct IncludeRequest {
  std::string name;  // as the #include spells it
  bool angled = false;
  std::vector<std::string> candidates;  // the paths the disk search tries, in order: for "name" the including
                                        // file's folder first, then each -I (normalized)
};
struct VirtualFile {
  std::string path;
  std::string text;
};
using VirtualIncludes = std::function<std::optional<VirtualFile>(const IncludeRequest& request)>;

struct PreprocessorOptions {
  std::vector<std::string> includePaths;  // -I, searched in order after the including file's folder
  VirtualIncludes virtualIncludes;        // when set, asked first for every #include
  // A missing include file is C0150, an error. libCg clears this: NVIDIA's libCg (and cgc) compile on as if
  // the file were empty, and a drop-in must accept what it accepted (C0167, a warning, in the listing).
  bool missingIncludeIsError = true;
  std::vector<MacroCommand> macros;
  bool keepComments = false;  // `-E -C`: record the comments between tokens in PreprocessedUnit::comments
  // Limits. Hitting maxExpansionDepth or maxOutputTokens reports C0152 and ends the run (the output so far
  // is kept); maxIncludeDepth gives C0151 and unwinds to the main file; maxConditionalDepth gives C0156 and
  // skips the deeper group. Arguments nested inside arguments are also capped at 256 whatever
  // maxExpansionDepth says, because each level costs C++ stack (pp::kMaxArgumentNesting).
  // maxOutputTokens also bounds the work of expansion: every token collected as a macro argument or made
  // by a substitution (and each expansion record and #include) counts, so growth that is thrown away stops
  // too. The defaults, and what they cost in memory, are in support/Limits.h.
  unsigned maxIncludeDepth = limits::kIncludeDepth;
  unsigned maxExpansionDepth = limits::kExpansionDepth;  // nested macro invocations being rescanned at once
  std::size_t maxOutputTokens = limits::kOutputTokens;   // the whole unit, after expansion
  unsigned maxConditionalDepth = limits::kConditionalDepth;  // nested #if
};

struct Pragma {
  SourceLoc loc;               // the '#'
  std::string text;            // everything after "pragma", white space trimmed, e.g. "pack_matrix(row_major)"
  std::vector<Token> tokens;   // the same, as tokens (not macro-expanded)
  // `#pragma pack_matrix(...)` only: the tokens after `pack_matrix`, macro-expanded as cgc expands them
  // (`#define CM column_major` / `#pragma pack_matrix(CM)` packs column-wise). Other pragmas keep theirs
  // unexpanded: expanding text cgc treats as opaque could report macro errors cgc never reports.
  std::vector<Token> expandedArguments;
  std::size_t tokenIndex = 0;  // number of output tokens before the pragma: where it stands in the stream
};

struct PreprocessedUnit {
  std::vector<Token> tokens;  // ends with one EndOfFile token
  std::vector<Pragma> pragmas;
  std::vector<Comment> comments;  // only with PreprocessorOptions::keepComments, in the order they were read
  // A limit was hit (C0152): the tokens are only a prefix of the unit, which the driver does not parse
  // (parsing millions of tokens of a runaway expansion would cost far more memory than producing them).
  bool stopped = false;
};

class Preprocessor {
 public:
  Preprocessor(SourceManager& sources, DiagnosticSink& diagnostics, PreprocessorOptions options);
  ~Preprocessor();
  Preprocessor(const Preprocessor&) = delete;
  Preprocessor& operator=(const Preprocessor&) = delete;

  PreprocessedUnit run(FileId mainFile);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// `cgxc -E`: the token stream as text, with `#line N "file"` markers wherever the presumed position
// jumps (entering or leaving an include, after skipped lines, after #line), and pragmas kept in place.
struct PrintOptions {
  bool lineMarkers = true;  // false for `cgxc -E -P`: a jump only starts a new line
  // The unit's comments are printed where they were written (`cgxc -E -C`; the preprocessor keeps them only
  // when asked, so this prints whatever the unit has).
};
std::string printPreprocessed(const PreprocessedUnit& unit, const SourceManager& sources, PrintOptions options = {});

}  // namespace cgx
