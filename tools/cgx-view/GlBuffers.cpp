#include "GlBuffers.h"

#include <glad/gl.h>

namespace cgx::view {

namespace {

void deleteBuffer(unsigned buffer) {
  GLuint id = buffer;
  glDeleteBuffers(1, &id);
}

unsigned newBuffer() {
  GLuint id = 0;
  glGenBuffers(1, &id);
  return id;
}

}  // namespace

GlBuffers::GlBuffers() {
  GLuint vao = 0;
  glGenVertexArrays(1, &vao);
  vertexArrayObject_ = vao;
  glBindVertexArray(vao);
}

GlBuffers::~GlBuffers() {
  forgetSceneData();
  for (auto& [slot, buffer] : streams_) deleteBuffer(buffer);
  GLuint vao = vertexArrayObject_;
  glDeleteVertexArrays(1, &vao);
}

void GlBuffers::forgetSceneData() {
  for (auto& [array, uploaded] : arrays_) deleteBuffer(uploaded.buffer);
  for (auto& [indices, buffer] : indexBuffers_) deleteBuffer(buffer);
  arrays_.clear();
  indexBuffers_.clear();
}

void GlBuffers::resetAttributes() {
  glBindVertexArray(vertexArrayObject_);
  GLint count = 0;
  glGetIntegerv(GL_MAX_VERTEX_ATTRIBS, &count);
  for (GLint i = 0; i < count; ++i) glDisableVertexAttribArray(static_cast<GLuint>(i));
}

unsigned GlBuffers::bufferFor(const VertexArray& array) {
  auto [it, added] = arrays_.try_emplace(&array);
  if (added) it->second.buffer = newBuffer();
  if (added || it->second.revision != array.revision) {
    glBindBuffer(GL_ARRAY_BUFFER, it->second.buffer);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(array.values.size() * sizeof(float)), array.values.data(),
                 added ? GL_STATIC_DRAW : GL_DYNAMIC_DRAW);
    it->second.revision = array.revision;
  }
  return it->second.buffer;
}

void GlBuffers::bindArray(int location, const VertexArray& array) {
  glBindBuffer(GL_ARRAY_BUFFER, bufferFor(array));
  auto index = static_cast<GLuint>(location);
  glEnableVertexAttribArray(index);
  glVertexAttribPointer(index, array.components, GL_FLOAT, GL_FALSE, 0, nullptr);
}

void GlBuffers::bindStream(int slot, int location, const std::vector<float>& values, int components, int strideFloats) {
  auto [it, added] = streams_.try_emplace(slot);
  if (added) it->second = newBuffer();
  glBindBuffer(GL_ARRAY_BUFFER, it->second);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(values.size() * sizeof(float)), values.data(), GL_STREAM_DRAW);
  auto index = static_cast<GLuint>(location);
  glEnableVertexAttribArray(index);
  glVertexAttribPointer(index, components, GL_FLOAT, GL_FALSE, static_cast<GLsizei>(strideFloats * sizeof(float)),
                        nullptr);
}

void GlBuffers::draw(const DrawItem& item) {
  if (item.primitive == Primitive::Points || item.indices == nullptr) {
    glDrawArrays(item.primitive == Primitive::Points ? GL_POINTS : GL_TRIANGLES, 0,
                 static_cast<GLsizei>(item.vertexCount));
    return;
  }
  auto [it, added] = indexBuffers_.try_emplace(item.indices);
  if (added) {
    it->second = newBuffer();
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, it->second);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(item.indices->size() * sizeof(std::uint32_t)),
                 item.indices->data(), GL_STATIC_DRAW);
  }
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, it->second);
  glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(item.indices->size()), GL_UNSIGNED_INT, nullptr);
}

}  // namespace cgx::view
