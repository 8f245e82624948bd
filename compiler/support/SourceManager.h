// SourceManager: owns every source buffer the compiler reads and answers "where is this?".
//
// Rules:
// - A FileId names one *inclusion* of a file, not a path: including "light.cgh" twice gives two FileIds, each
//   with its own includedFrom location, so a diagnostic can print the chain that led to it. Buffers of the
//   same path are read once and shared.
// - A SourceLoc is a physical position (1-based line and column, in bytes) in one FileId, plus the macro
//   expansion that produced the token (0 = written directly by the user). Expansions form a chain to the
//   outermost macro invocation, so a diagnostic can say "in expansion of macro 'F'".
// - `#line` directives do not change SourceLocs; they are recorded per FileId and applied by presumed(),
//   which is what diagnostics and `-E` print. The caret line always shows the physical text.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cgx {

using FileId = std::uint32_t;       // 0 is "no file" (command line, built-ins)
using ExpansionId = std::uint32_t;  // 0 is "not from a macro"

struct SourceLoc {
  FileId file = 0;
  std::uint32_t line = 0;
  std::uint32_t col = 0;
  ExpansionId expansion = 0;

  bool valid() const { return file != 0; }
  friend bool operator==(const SourceLoc&, const SourceLoc&) = default;
};

struct SourceSpan {
  SourceLoc begin;
  SourceLoc end;  // inclusive: the last character of the spanned text
  bool valid() const { return begin.valid(); }
};

struct MacroExpansion {
  std::string macroName;
  SourceLoc invocation;  // where the macro name was written (itself possibly inside another expansion)
  SourceLoc definition;  // where the macro was #defined (invalid for -D macros and built-ins)
};

struct PresumedLoc {
  std::string_view file;  // name as the user should see it (after #line)
  std::uint32_t line = 0;
  std::uint32_t col = 0;
};

class SourceManager {
 public:
  SourceManager();
  ~SourceManager();
  SourceManager(const SourceManager&) = delete;
  SourceManager& operator=(const SourceManager&) = delete;

  // Reads `path` from disk and opens an inclusion of it. Returns nullopt when the file cannot be read.
  std::optional<FileId> openFile(const std::string& path, SourceLoc includedFrom = {});
  // Opens an inclusion of in-memory text under a display name (tests, `-` for stdin, the runtime API).
  FileId addBuffer(std::string displayName, std::string text, SourceLoc includedFrom = {});

  std::string_view text(FileId file) const;
  const std::string& path(FileId file) const;
  SourceLoc includedFrom(FileId file) const;
  std::size_t fileCount() const;

  // The physical text of one line (without its line end: \n, \r\n or a lone \r), for caret lines.
  std::string_view lineText(FileId file, std::uint32_t line) const;

  ExpansionId addExpansion(MacroExpansion expansion);
  const MacroExpansion& expansion(ExpansionId id) const;
  std::size_t expansionCount() const { return expansions_.size(); }  // ids run from 1 to this

  // `#line N "name"` seen at physical line `directiveLine`: the next physical line is presumed line N.
  void addLineDirective(FileId file, std::uint32_t directiveLine, std::uint32_t presumedLine,
                        std::optional<std::string> presumedName);
  PresumedLoc presumed(SourceLoc loc) const;

  // The location a diagnostic should point at for a token produced by a macro: the outermost invocation.
  SourceLoc spellingOrInvocation(SourceLoc loc) const;

 private:
  struct Buffer;
  struct Inclusion;
  std::vector<std::shared_ptr<Buffer>> buffers_;
  std::vector<Inclusion> inclusions_;  // index = FileId - 1
  std::vector<MacroExpansion> expansions_;  // index = ExpansionId - 1
  const Inclusion& inclusion(FileId file) const;
};

}  // namespace cgx
