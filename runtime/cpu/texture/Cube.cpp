// Face selection per GL 4.5 table 8.19.
#include "cpu/texture/Cube.h"

#include <cmath>

namespace cgx {

namespace {

// One row of table 8.19: sc = scSign * r[scAxis], tc = tcSign * r[tcAxis], ma = r[maAxis].
struct FaceAxes {
  int maAxis, scAxis, tcAxis;
  float scSign, tcSign;
};

constexpr FaceAxes kFaces[6] = {
    {0, 2, 1, -1.0f, -1.0f},  // +X: sc = -rz, tc = -ry
    {0, 2, 1, +1.0f, -1.0f},  // -X: sc = +rz, tc = -ry
    {1, 0, 2, +1.0f, +1.0f},  // +Y: sc = +rx, tc = +rz
    {1, 0, 2, +1.0f, -1.0f},  // -Y: sc = +rx, tc = -rz
    {2, 0, 1, +1.0f, -1.0f},  // +Z: sc = +rx, tc = -ry
    {2, 0, 1, -1.0f, -1.0f},  // -Z: sc = -rx, tc = -ry
};

int faceOf(const float r[3]) {
  const float ax = std::fabs(r[0]), ay = std::fabs(r[1]), az = std::fabs(r[2]);
  if (ax >= ay && ax >= az) return r[0] >= 0 ? 0 : 1;
  if (ay >= az) return r[1] >= 0 ? 2 : 3;
  return r[2] >= 0 ? 4 : 5;
}

}  // namespace

CubeFaceCoord selectCubeFace(const float direction[3]) {
  CubeFaceCoord result;
  result.face = faceOf(direction);
  const FaceAxes& axes = kFaces[result.face];
  const float ma = std::fabs(direction[axes.maAxis]);
  if (ma == 0.0f) return CubeFaceCoord{};  // the zero vector
  const float sc = axes.scSign * direction[axes.scAxis];
  const float tc = axes.tcSign * direction[axes.tcAxis];
  // Written exactly as the GL formula (and the reference) so nearest lookups pick the same texel.
  result.s = (sc / ma + 1.0f) * 0.5f;
  result.t = (tc / ma + 1.0f) * 0.5f;
  return result;
}

void cubeFaceDerivatives(const float direction[3], const float delta[3], float* ds, float* dt) {
  const FaceAxes& axes = kFaces[faceOf(direction)];
  const float signedMa = direction[axes.maAxis];
  const float ma = std::fabs(signedMa);
  if (ma == 0.0f) {
    *ds = *dt = 0.0f;
    return;
  }
  const float dma = (signedMa >= 0 ? 1.0f : -1.0f) * delta[axes.maAxis];  // d|ma|
  const float sc = axes.scSign * direction[axes.scAxis], dsc = axes.scSign * delta[axes.scAxis];
  const float tc = axes.tcSign * direction[axes.tcAxis], dtc = axes.tcSign * delta[axes.tcAxis];
  // s = (sc / |ma| + 1) / 2, so ds = (dsc |ma| - sc d|ma|) / (2 ma^2); likewise t.
  const float denominator = 2.0f * ma * ma;
  *ds = (dsc * ma - sc * dma) / denominator;
  *dt = (dtc * ma - tc * dma) / denominator;
}

}  // namespace cgx
