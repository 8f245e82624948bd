// Wrap modes on integer texel indices (GL 4.5 table 8.20).
#include "cpu/texture/Wrap.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "llvm/KernelAbi.h"

namespace cgx {

namespace {

// a mod b with a non-negative result (b > 0).
std::int64_t positiveModulo(std::int64_t a, std::int64_t b) {
  const std::int64_t r = a % b;
  return r < 0 ? r + b : r;
}

// GL's mirror(a): a for a >= 0, else -(1 + a).
std::int64_t mirror(std::int64_t a) { return a >= 0 ? a : -(1 + a); }

}  // namespace

void wrapPair(Wrap mode, std::int64_t i, int size, int* first, int* second) {
  *first = wrapIndex(mode, i, size);
  if (mode == Wrap::Repeat)
    *second = *first + 1 == size ? 0 : *first + 1;
  else
    *second = wrapIndex(mode, i + 1, size);
}

float notNan(float value) { return std::isnan(value) ? 0.0f : value; }

float saneTexelCoordinate(float u) {
  if (std::isnan(u)) return 0.0f;
  return std::clamp(u, -jit::kLargestTexelCoordinate, jit::kLargestTexelCoordinate);
}

std::int64_t floorToIndex(float u) { return static_cast<std::int64_t>(std::floor(saneTexelCoordinate(u))); }

int wrapIndex(Wrap mode, std::int64_t i, int size) {
  const std::int64_t n = size;
  switch (mode) {
    case Wrap::Repeat:
      // Indices come from floorToIndex (|i| <= 2^23 + 1): 32-bit division, several times quicker than 64-bit.
      if (i >= INT32_MIN && i <= INT32_MAX) {
        const int r = static_cast<int>(i) % size;
        return r < 0 ? r + size : r;
      }
      return static_cast<int>(positiveModulo(i, n));
    case Wrap::MirroredRepeat:
      // (size - 1) - mirror((i mod 2 size) - size): forward, then backward, then forward again...
      return static_cast<int>((n - 1) - mirror(positiveModulo(i, 2 * n) - n));
    case Wrap::ClampToEdge:
      return static_cast<int>(std::clamp<std::int64_t>(i, 0, n - 1));
    case Wrap::ClampToBorder:
      return i < 0 || i >= n ? kBorderTexel : static_cast<int>(i);
  }
  return 0;
}

}  // namespace cgx
