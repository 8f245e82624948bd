#include "support/SourceManager.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "support/InternalError.h"

namespace cgx {

struct SourceManager::Buffer {
  std::string path;
  std::string text;
  std::vector<std::uint32_t> lineStarts;  // byte offset of each line's first character

  // Lines end at \n, \r\n or a lone \r, as the preprocessor's lexer counts them.
  Buffer(std::string p, std::string t) : path(std::move(p)), text(std::move(t)) {
    lineStarts.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      if (text[i] == '\n' || text[i] == '\r') lineStarts.push_back(static_cast<std::uint32_t>(i + 1));
    }
  }
};

struct LineDirective {
  std::uint32_t physicalLine;  // first physical line the directive applies to
  std::uint32_t presumedLine;
  std::optional<std::string> presumedName;
};

struct SourceManager::Inclusion {
  std::shared_ptr<Buffer> buffer;
  SourceLoc includedFrom;
  std::vector<LineDirective> lineDirectives;  // in increasing physicalLine order
  std::string displayName;
};

SourceManager::SourceManager() = default;
SourceManager::~SourceManager() = default;

std::optional<FileId> SourceManager::openFile(const std::string& path, SourceLoc includedFrom) {
  auto known = std::find_if(buffers_.begin(), buffers_.end(), [&](auto& b) { return b->path == path; });
  std::shared_ptr<Buffer> buffer;
  if (known != buffers_.end()) {
    buffer = *known;
  } else {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream contents;
    contents << in.rdbuf();
    if (in.bad()) return std::nullopt;
    buffer = std::make_shared<Buffer>(path, contents.str());
    buffers_.push_back(buffer);
  }
  inclusions_.push_back(Inclusion{buffer, includedFrom, {}, path});
  return static_cast<FileId>(inclusions_.size());
}

FileId SourceManager::addBuffer(std::string displayName, std::string text, SourceLoc includedFrom) {
  auto buffer = std::make_shared<Buffer>(displayName, std::move(text));
  buffers_.push_back(buffer);
  inclusions_.push_back(Inclusion{buffer, includedFrom, {}, std::move(displayName)});
  return static_cast<FileId>(inclusions_.size());
}

const SourceManager::Inclusion& SourceManager::inclusion(FileId file) const {
  if (file == 0 || file > inclusions_.size()) ice(CompilerStage::Support, SourceSpan{}, "SourceManager: bad FileId " + std::to_string(file));
  return inclusions_[file - 1];
}

std::string_view SourceManager::text(FileId file) const { return inclusion(file).buffer->text; }
const std::string& SourceManager::path(FileId file) const { return inclusion(file).displayName; }
SourceLoc SourceManager::includedFrom(FileId file) const { return inclusion(file).includedFrom; }
std::size_t SourceManager::fileCount() const { return inclusions_.size(); }

std::string_view SourceManager::lineText(FileId file, std::uint32_t line) const {
  const Buffer& b = *inclusion(file).buffer;
  if (line == 0 || line > b.lineStarts.size()) return {};
  std::size_t begin = b.lineStarts[line - 1];
  std::size_t end = line < b.lineStarts.size() ? b.lineStarts[line] : b.text.size();
  while (end > begin && (b.text[end - 1] == '\n' || b.text[end - 1] == '\r')) --end;
  return std::string_view(b.text).substr(begin, end - begin);
}

ExpansionId SourceManager::addExpansion(MacroExpansion expansion) {
  expansions_.push_back(std::move(expansion));
  return static_cast<ExpansionId>(expansions_.size());
}

const MacroExpansion& SourceManager::expansion(ExpansionId id) const {
  if (id == 0 || id > expansions_.size()) ice(CompilerStage::Support, SourceSpan{}, "SourceManager: bad ExpansionId " + std::to_string(id));
  return expansions_[id - 1];
}

void SourceManager::addLineDirective(FileId file, std::uint32_t directiveLine, std::uint32_t presumedLine,
                                     std::optional<std::string> presumedName) {
  auto& directives = inclusions_.at(file - 1).lineDirectives;
  directives.push_back(LineDirective{directiveLine + 1, presumedLine, std::move(presumedName)});
}

PresumedLoc SourceManager::presumed(SourceLoc loc) const {
  if (!loc.valid()) return PresumedLoc{"<command line>", loc.line, loc.col};
  const Inclusion& inc = inclusion(loc.file);
  PresumedLoc result{inc.displayName, loc.line, loc.col};
  // The last directive at or before this line decides the number (binary search: a generated file can
  // carry thousands of #line directives); the name is the last one set at or before it.
  const auto& directives = inc.lineDirectives;
  auto after = std::upper_bound(directives.begin(), directives.end(), loc.line,
                                [](std::uint32_t line, const LineDirective& d) { return line < d.physicalLine; });
  if (after == directives.begin()) return result;
  const LineDirective& last = *(after - 1);
  result.line = last.presumedLine + (loc.line - last.physicalLine);
  for (auto named = after; named != directives.begin(); --named) {
    if ((named - 1)->presumedName) {
      result.file = *(named - 1)->presumedName;
      break;
    }
  }
  return result;
}

SourceLoc SourceManager::spellingOrInvocation(SourceLoc loc) const {
  while (loc.expansion != 0) {
    SourceLoc outer = expansion(loc.expansion).invocation;
    // An invocation with no file is a -D macro used in another -D macro's value: keep climbing through
    // its own expansion; only at the outermost one with no file is the spelling all there is.
    if (!outer.valid() && outer.expansion == 0) break;
    loc = outer;
  }
  return loc;
}

}  // namespace cgx
