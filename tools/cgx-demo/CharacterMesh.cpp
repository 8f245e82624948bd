#include "CharacterMesh.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <stdexcept>

#include "Affine.h"
#include "Skeleton.h"

namespace cgx::demo {

namespace {


// One body part: a capsule from its bone's joint to its tip.
struct BodyPart {
  Bone bone;
  double startRadius, endRadius;
  double sideScale = 1, frontScale = 1;  // elliptic cross-section
  double capScale = 1;                   // < 1 flattens the end caps (the torso's pieces)
  int startBlend = -1;                   // bone sharing the vertices around the joint; -1: none
  int endBlend = -1;                     // bone sharing the vertices around the tip
  bool footFrame = false;                // the cross-section's "front" is up (the foot lies along +Z)
  bool hipBlend = false;                 // the lower cap blends into the thigh of its own side
};

std::vector<BodyPart> bodyParts() {
  std::vector<BodyPart> parts = {
      {kPelvis, 0.130, 0.125, 1.30, 0.85, 0.9, -1, kSpine, false, true},
      {kSpine, 0.125, 0.135, 1.25, 0.80, 0.5, kPelvis, kChest},
      {kChest, 0.145, 0.150, 1.20, 0.78, 0.55, kSpine, kNeck},
      {kNeck, 0.055, 0.050, 1.00, 1.00, 1.0, kChest, kHead},
      {kHead, 0.082, 0.098, 0.85, 1.08, 0.9, kNeck, -1},
  };
  const std::array<BodyPart, 9> left = {{
      {kLeftClavicle, 0.060, 0.055, 1.00, 0.90, 1.0, kChest, kLeftUpperArm},
      {kLeftUpperArm, 0.052, 0.040, 1.00, 1.00, 1.0, kLeftClavicle, kLeftForearm},
      {kLeftForearm, 0.040, 0.030, 1.00, 1.00, 1.0, kLeftUpperArm, kLeftHand},
      {kLeftHand, 0.033, 0.032, 0.45, 1.25, 1.0, kLeftForearm, kLeftFingers},
      {kLeftFingers, 0.030, 0.020, 0.45, 1.10, 1.0, kLeftHand, -1},
      {kLeftThigh, 0.088, 0.060, 1.00, 1.00, 1.0, kPelvis, kLeftShin},
      {kLeftShin, 0.058, 0.040, 1.00, 1.05, 1.0, kLeftThigh, kLeftFoot},
      {kLeftFoot, 0.045, 0.042, 1.10, 0.70, 1.0, kLeftShin, kLeftToes, true},
      {kLeftToes, 0.040, 0.030, 1.10, 0.60, 1.0, kLeftFoot, -1, true},
  }};
  // The right side: the same parts on the mirrored bones (the enum keeps the two sides in the same order).
  auto right = [](int bone) {
    if (bone >= kLeftClavicle && bone <= kLeftFingers) return bone + (kRightClavicle - kLeftClavicle);
    if (bone >= kLeftThigh && bone <= kLeftToes) return bone + (kRightThigh - kLeftThigh);
    return bone;
  };
  for (const BodyPart& part : left) {
    parts.push_back(part);
    BodyPart mirrored = part;
    mirrored.bone = static_cast<Bone>(right(part.bone));
    mirrored.startBlend = part.startBlend < 0 ? -1 : right(part.startBlend);
    mirrored.endBlend = part.endBlend < 0 ? -1 : right(part.endBlend);
    parts.push_back(mirrored);
  }
  return parts;
}

double smoothstep(double edge0, double edge1, double x) {
  double t = std::clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
  return t * t * (3 - 2 * t);
}

// The part's frame: `axis` from joint to tip, `front` and `side` spanning the cross-section.
struct Frame {
  Vec3 origin, axis, front, side;
  double length;
};

Frame frameOf(const BodyPart& part) {
  const BoneInfo& bone = skeleton()[part.bone];
  Frame f;
  f.origin = bone.joint;
  f.length = length(bone.tip - bone.joint);
  f.axis = normalize(bone.tip - bone.joint);
  Vec3 reference = part.footFrame ? Vec3{0, 1, 0} : Vec3{0, 0, 1};
  f.front = normalize(reference - dot(reference, f.axis) * f.axis);
  f.side = cross(f.axis, f.front);
  return f;
}

// The capsule's surface at angle `theta` around the axis and `v` in [0, 1] from the joint's pole to the
// tip's. The profile has three equal bands of v: the joint's cap, the cone, the tip's cap. Returns the point
// and, in *along, the height above the joint along the axis.
Vec3 surfacePoint(const BodyPart& part, const Frame& f, double theta, double v, double* along) {
  double band = std::clamp(v, 0.0, 1.0) * 3;
  double height, radius;
  if (band < 1) {
    double a = (band - 1) * std::numbers::pi / 2;  // -pi/2 (pole) .. 0
    height = part.startRadius * part.capScale * std::sin(a);
    radius = part.startRadius * std::cos(a);
  } else if (band < 2) {
    height = (band - 1) * f.length;
    radius = part.startRadius + (part.endRadius - part.startRadius) * (band - 1);
  } else {
    double a = (band - 2) * std::numbers::pi / 2;  // 0 .. pi/2 (pole)
    height = f.length + part.endRadius * part.capScale * std::sin(a);
    radius = part.endRadius * std::cos(a);
  }
  *along = height;
  return f.origin + height * f.axis + (radius * part.sideScale * std::cos(theta)) * f.side +
         (radius * part.frontScale * std::sin(theta)) * f.front;
}

// The outward normal from the surface's partial derivatives (central differences), which also handles the
// kinks where a cap meets the cone; at the poles, where the ring collapses, the axis.
Vec3 surfaceNormal(const BodyPart& part, const Frame& f, double theta, double v) {
  const double h = 1e-5;
  double ignored = 0;
  Vec3 dTheta = surfacePoint(part, f, theta + h, v, &ignored) - surfacePoint(part, f, theta - h, v, &ignored);
  Vec3 dV = surfacePoint(part, f, theta, std::min(v + h, 1.0), &ignored) -
            surfacePoint(part, f, theta, std::max(v - h, 0.0), &ignored);
  Vec3 n = cross(dTheta, dV);
  if (length(n) < 1e-14) return v < 0.5 ? -f.axis : f.axis;
  Vec3 centre = f.origin + dot(surfacePoint(part, f, theta, v, &ignored) - f.origin, f.axis) * f.axis;
  n = normalize(n);
  return dot(n, surfacePoint(part, f, theta, v, &ignored) - centre) < 0 ? -n : n;
}

struct Influence {
  int bone;
  double weight;
};

// Which bones move a vertex `along` metres above the part's joint (negative: below it, in the joint's cap).
std::vector<Influence> influences(const BodyPart& part, const Frame& f, double along, Vec3 position) {
  const double blend = 0.05;  // metres on each side of a joint over which two bones share the skin
  double toStart = part.startBlend >= 0 ? 0.5 * (1 - smoothstep(-blend, blend, along)) : 0.0;
  double toEnd = part.endBlend >= 0 ? 0.5 * smoothstep(f.length - blend, f.length + blend, along) : 0.0;
  double toThigh = 0;
  int thigh = position.x > 0 ? kLeftThigh : kRightThigh;
  if (part.hipBlend) {
    // The pelvis's lower cap follows the thigh below it, less towards the midline so the crotch stays put.
    toThigh = 0.6 * (1 - smoothstep(-0.09, 0.0, along)) * smoothstep(0.02, 0.08, std::abs(position.x));
  }
  std::vector<Influence> result{{part.bone, 1 - toStart - toEnd - toThigh}};
  if (toStart > 0) result.push_back({part.startBlend, toStart});
  if (toEnd > 0) result.push_back({part.endBlend, toEnd});
  if (toThigh > 0) result.push_back({thigh, toThigh});
  return result;
}

void appendPart(const BodyPart& part, const MeshResolution& r, CharacterMesh* mesh) {
  const Frame f = frameOf(part);
  const auto first = static_cast<std::uint32_t>(mesh->vertexCount());
  for (int j = 0; j <= r.along; ++j) {
    double v = static_cast<double>(j) / r.along;
    for (int i = 0; i <= r.around; ++i) {
      // i == around repeats i == 0 at u = 1, so texture coordinates need no wrap.
      double u = static_cast<double>(i) / r.around;
      double theta = 2 * std::numbers::pi * u, along = 0;
      Vec3 p = surfacePoint(part, f, theta, v, &along);
      Vec3 n = surfaceNormal(part, f, theta, v);
      mesh->positions.insert(mesh->positions.end(), {float(p.x), float(p.y), float(p.z)});
      mesh->normals.insert(mesh->normals.end(), {float(n.x), float(n.y), float(n.z)});
      mesh->texCoords.insert(mesh->texCoords.end(), {float(u), float(v)});
      std::vector<Influence> bones = influences(part, f, along, p);
      for (std::size_t k = 0; k < 4; ++k) {
        bool used = k < bones.size();
        mesh->weights.push_back(used ? float(bones[k].weight) : 0.0f);
        mesh->matrixIndices.push_back(used ? float(3 * bones[k].bone) : 0.0f);
      }
    }
  }
  const auto row = static_cast<std::uint32_t>(r.around + 1);
  for (int j = 0; j < r.along; ++j) {
    for (int i = 0; i < r.around; ++i) {
      std::uint32_t a = first + static_cast<std::uint32_t>(j) * row + static_cast<std::uint32_t>(i);
      std::uint32_t b = a + 1, c = a + row, d = c + 1;
      mesh->triangles.insert(mesh->triangles.end(), {a, b, d, a, d, c});
    }
  }
}

}  // namespace

CharacterMesh buildCharacterMesh(const MeshResolution& resolution) {
  if (resolution.around < 3 || resolution.along < 3)
    throw std::invalid_argument("a body part needs at least 3 segments around and 3 along");
  CharacterMesh mesh;
  for (const BodyPart& part : bodyParts()) appendPart(part, resolution, &mesh);
  return mesh;
}

}  // namespace cgx::demo
