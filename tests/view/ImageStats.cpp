#include "ImageStats.h"

#include <algorithm>
#include <cstdlib>
#include <unordered_set>

namespace cgx::test {

Coverage measureCoverage(const std::vector<std::uint8_t>& rgba, std::array<std::uint8_t, 3> clearColour) {
  Coverage c;
  std::size_t pixels = rgba.size() / 4, drawn = 0;
  std::unordered_set<std::uint32_t> colours;
  for (std::size_t i = 0; i < pixels; ++i) {
    const std::uint8_t* p = &rgba[i * 4];
    int away = 0;
    for (int k = 0; k < 3; ++k) away = std::max(away, std::abs(p[k] - clearColour[static_cast<std::size_t>(k)]));
    if (away > 2) ++drawn;
    colours.insert(static_cast<std::uint32_t>(p[0]) << 16 | static_cast<std::uint32_t>(p[1]) << 8 | p[2]);
  }
  c.drawnFraction = pixels == 0 ? 0 : static_cast<double>(drawn) / static_cast<double>(pixels);
  c.distinctColours = colours.size();
  return c;
}

Difference compareImages(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b, int tolerance) {
  Difference d;
  std::size_t pixels = std::min(a.size(), b.size()) / 4, within = 0;
  double sum = 0;
  for (std::size_t i = 0; i < pixels; ++i) {
    int worst = 0;
    for (std::size_t k = 0; k < 3; ++k) {
      int diff = std::abs(a[i * 4 + k] - b[i * 4 + k]);
      worst = std::max(worst, diff);
      sum += diff;
    }
    d.maxChannel = std::max(d.maxChannel, worst);
    if (worst <= tolerance) ++within;
  }
  d.meanChannel = pixels == 0 ? 0 : sum / static_cast<double>(pixels * 3);
  d.withinTolerance = pixels == 0 ? 0 : static_cast<double>(within) / static_cast<double>(pixels);
  return d;
}

}  // namespace cgx::test
