#include "support/Spelling.h"

#include <algorithm>
#include <cctype>

namespace cgx {

namespace {

// Names longer than this are not compared (a 100-kilobyte identifier must not cost 10^10 steps).
constexpr std::size_t kMaxCompared = 64;

std::size_t allowedEdits(std::size_t length) { return length <= 4 ? 1 : length <= 8 ? 2 : 3; }

bool sameLetter(char a, char b) {
  return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
}

// Optimal string alignment distance in half-edits: 2 per edit, 1 for a substitution that only changes case.
std::size_t halfEdits(std::string_view a, std::string_view b) {
  const std::size_t n = a.size(), m = b.size();
  std::vector<std::size_t> before(m + 1), previous(m + 1), current(m + 1);
  for (std::size_t j = 0; j <= m; ++j) previous[j] = 2 * j;
  for (std::size_t i = 1; i <= n; ++i) {
    current[0] = 2 * i;
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t substitute = a[i - 1] == b[j - 1] ? 0 : sameLetter(a[i - 1], b[j - 1]) ? 1 : 2;
      current[j] = std::min({previous[j] + 2, current[j - 1] + 2, previous[j - 1] + substitute});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) current[j] = std::min(current[j], before[j - 2] + 2);
    }
    before.swap(previous);
    previous.swap(current);
  }
  return previous[m];
}

}  // namespace

std::optional<std::string> closestSpelling(std::string_view wanted, const std::vector<std::string_view>& candidates) {
  if (wanted.empty() || wanted.size() > kMaxCompared) return std::nullopt;
  const std::size_t limit = 2 * std::min(allowedEdits(wanted.size()), wanted.size() - 1);
  std::optional<std::string> best;
  std::size_t bestDistance = limit + 1;
  for (std::string_view candidate : candidates) {
    if (candidate == wanted || candidate.empty() || candidate.size() > kMaxCompared) continue;
    const std::size_t gap = candidate.size() > wanted.size() ? candidate.size() - wanted.size() : wanted.size() - candidate.size();
    if (2 * gap > limit) continue;
    const std::size_t distance = halfEdits(wanted, candidate);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = std::string(candidate);
    }
  }
  return best;
}

std::string didYouMean(std::string_view wanted, const std::vector<std::string_view>& candidates) {
  std::optional<std::string> found = closestSpelling(wanted, candidates);
  return found ? "; did you mean \"" + *found + "\"?" : std::string();
}

}  // namespace cgx
