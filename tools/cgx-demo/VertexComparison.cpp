#include "VertexComparison.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace cgx::demo {

double worse(double current, double difference) {
  if (std::isnan(current)) return current;
  return std::isnan(difference) || difference > current ? difference : current;
}

namespace {

void compareStream(const std::vector<float>& a, const std::vector<float>& b, double* absolute, double* relative) {
  if (a.size() != b.size()) {
    *absolute = *relative = std::numeric_limits<double>::infinity();
    return;
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    const double x = a[i], y = b[i];
    const double d = std::abs(x - y);  // NaN when either is NaN; inf - inf too
    *absolute = worse(*absolute, d);
    *relative = worse(*relative, d / std::max({std::abs(x), std::abs(y), kRelativeFloor}));
  }
}

}  // namespace

OutputDifference compareOutputs(const VertexOutputs& a, const VertexOutputs& b) {
  OutputDifference d;
  d.vertices = std::min(a.vertexCount(), b.vertexCount());
  compareStream(a.clipPositions, b.clipPositions, &d.position, &d.positionRelative);
  compareStream(a.colors, b.colors, &d.color, &d.colorRelative);
  return d;
}

}  // namespace cgx::demo
