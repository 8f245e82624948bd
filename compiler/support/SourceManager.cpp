#include "support/SourceManager.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace cgx {

struct SourceManager::Buffer {
  std::string path;
  std::string text;
  std::vector<std::uint32_t> lineStarts;  // byte offset of each line's first character

  Buffer(std::string p, std::string t) : path(std::move(p)), text(std::move(t)) {
    lineStarts.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') lineStarts.push_back(static_cast<std::uint32_t>(i + 1));
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
  if (file == 0 || file > inclusions_.size()) throw std::out_of_range("SourceManager: bad FileId");
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
  std::size_t end = line < b.lineStarts.size() ? b.lineStarts[line] - 1 : b.text.size();
  if (end > begin && b.text[end - 1] == '\r') --end;
  return std::string_view(b.text).substr(begin, end - begin);
}

ExpansionId SourceManager::addExpansion(MacroExpansion expansion) {
  expansions_.push_back(std::move(expansion));
  return static_cast<ExpansionId>(expansions_.size());
}

const MacroExpansion& SourceManager::expansion(ExpansionId id) const {
  if (id == 0 || id > expansions_.size()) throw std::out_of_range("SourceManager: bad ExpansionId");
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
  // The last directive at or before this line decides; a name set by an earlier directive persists.
  for (const LineDirective& d : inc.lineDirectives) {
    if (d.physicalLine > loc.line) break;
    result.line = d.presumedLine + (loc.line - d.physicalLine);
    if (d.presumedName) result.file = *d.presumedName;
  }
  return result;
}

SourceLoc SourceManager::spellingOrInvocation(SourceLoc loc) const {
  while (loc.expansion != 0) {
    SourceLoc outer = expansion(loc.expansion).invocation;
    if (!outer.valid()) break;  // from a -D macro: keep the spelling
    loc = outer;
  }
  return loc;
}

}  // namespace cgx
