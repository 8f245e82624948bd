// Helpers every scene uses: the camera, uniform values from vectors and matrices, vertex arrays from meshes.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "../Math.h"
#include "../Mesh.h"
#include "../Scene.h"

namespace cgx::view {

// A camera at `eye` looking at `target` (y up), 40 degrees vertical field of view.
Mat4 viewProjection(Vec3 eye, Vec3 target, float aspect);
// A point on a horizontal circle around the y axis: the scenes' cameras orbit slowly so depth reads.
Vec3 orbit(float radius, float height, float angleRadians);

UniformValue uniform(std::string name, const Mat4& matrix);
UniformValue uniform(std::string name, Vec3 v);
UniformValue uniform(std::string name, std::vector<float> values);
// Scalars and float4s written in place: uniform("time", {t}).
UniformValue uniform(std::string name, std::initializer_list<float> values);

// A frame of one draw on the default clear colour: what most scenes draw.
Frame frameOf(DrawItem item);

VertexArray vertexArray(std::vector<float> values, int components);

// Light and eye for the lit scenes, in the object space the book's programs light in.
struct Lighting {
  Vec3 eye;
  Vec3 light;
};

}  // namespace cgx::view
