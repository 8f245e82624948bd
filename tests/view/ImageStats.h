// Measures on screenshots (RGBA8, same size): is there a picture, and how far apart are two pictures.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace cgx::test {

struct Coverage {
  double drawnFraction = 0;  // pixels whose colour differs from the clear colour by more than 2/255
  std::size_t distinctColours = 0;
};
Coverage measureCoverage(const std::vector<std::uint8_t>& rgba, std::array<std::uint8_t, 3> clearColour);

struct Difference {
  int maxChannel = 0;            // the largest |a - b| over every RGB channel, in 1/255 steps
  double meanChannel = 0;        // the mean |a - b| over every RGB channel
  double withinTolerance = 0;    // fraction of pixels whose every channel differs by at most `tolerance`
};
Difference compareImages(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b, int tolerance);

}  // namespace cgx::test
