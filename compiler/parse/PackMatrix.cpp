#include "parse/PackMatrix.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace cgx::parse {

namespace {

std::string lower(const std::string& text) {
  std::string out = text;
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::vector<PackingChange> readPackMatrixPragmas(const std::vector<Pragma>& pragmas, DiagnosticSink& diagnostics) {
  std::vector<PackingChange> changes;
  for (const Pragma& pragma : pragmas) {
    if (pragma.tokens.empty() || pragma.tokens[0].text != "pack_matrix") continue;
    // Exactly `( word )`: cgc warns on a missing or extra token, `()`, two words, and any other word.
    const std::vector<Token>& a = pragma.expandedArguments;
    std::string word = a.size() == 3 && a[0].text == "(" && a[2].text == ")" ? lower(a[1].text) : "";
    if (word == "row_major" || word == "column_major") {
      changes.push_back(PackingChange{pragma.tokenIndex, word == "column_major"});
      continue;
    }
    SourceSpan at{pragma.tokens[0].loc, pragma.tokens.back().endLoc()};
    diagnostics.report(DiagCode::UnrecognizedPragma, at,
                       "unrecognized #pragma pack_matrix: expected pack_matrix(row_major) or "
                       "pack_matrix(column_major)");
  }
  return changes;
}

bool columnMajorAt(const std::vector<PackingChange>& changes, std::size_t tokenIndex) {
  // The last change at or before the token (a pragma's index counts the tokens before it).
  auto after = std::upper_bound(changes.begin(), changes.end(), tokenIndex,
                                [](std::size_t index, const PackingChange& c) { return index < c.tokenIndex; });
  return after != changes.begin() && std::prev(after)->columnMajor;
}

}  // namespace cgx::parse
