#include "SceneSupport.h"

#include <utility>

namespace cgx::view {

Mat4 viewProjection(Vec3 eye, Vec3 target, float aspect) {
  return perspective(40.0f * kPi / 180.0f, aspect, 0.1f, 100.0f) * lookAt(eye, target, {0, 1, 0});
}

Vec3 orbit(float radius, float height, float angleRadians) {
  return {radius * std::sin(angleRadians), height, radius * std::cos(angleRadians)};
}

UniformValue uniform(std::string name, const Mat4& matrix) {
  return {std::move(name), std::vector<float>(matrix.m.begin(), matrix.m.end())};
}

UniformValue uniform(std::string name, Vec3 v) { return {std::move(name), {v.x, v.y, v.z}}; }

UniformValue uniform(std::string name, std::vector<float> values) { return {std::move(name), std::move(values)}; }

UniformValue uniform(std::string name, std::initializer_list<float> values) {
  return {std::move(name), std::vector<float>(values)};
}

VertexArray vertexArray(std::vector<float> values, int components) {
  VertexArray array;
  array.values = std::move(values);
  array.components = components;
  return array;
}

Frame frameOf(DrawItem item) {
  Frame frame;
  frame.items.push_back(std::move(item));
  return frame;
}

}  // namespace cgx::view
