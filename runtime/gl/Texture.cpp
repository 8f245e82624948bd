#include "gl/Texture.h"

#include <glad/gl.h>

#include "gl/GlError.h"

namespace cgx::gl {
namespace {

// Creating a texture binds it to the active unit; this puts back what the caller had bound there, so a
// texture created after another was bound to unit 0 does not silently unbind it.
class KeepBinding {
 public:
  explicit KeepBinding(GLenum target) : target_(target) { glGetIntegerv(bindingQuery(target), &saved_); }
  ~KeepBinding() { glBindTexture(target_, static_cast<GLuint>(saved_)); }
  KeepBinding(const KeepBinding&) = delete;
  KeepBinding& operator=(const KeepBinding&) = delete;

 private:
  static GLenum bindingQuery(GLenum target) {
    switch (target) {
      case GL_TEXTURE_1D: return GL_TEXTURE_BINDING_1D;
      case GL_TEXTURE_3D: return GL_TEXTURE_BINDING_3D;
      case GL_TEXTURE_CUBE_MAP: return GL_TEXTURE_BINDING_CUBE_MAP;
      case GL_TEXTURE_RECTANGLE: return GL_TEXTURE_BINDING_RECTANGLE;
      default: return GL_TEXTURE_BINDING_2D;
    }
  }
  GLenum target_;
  GLint saved_ = 0;
};

GLenum glTarget(TextureKind kind) {
  switch (kind) {
    case TextureKind::Texture1D: return GL_TEXTURE_1D;
    case TextureKind::Texture2D: return GL_TEXTURE_2D;
    case TextureKind::Texture3D: return GL_TEXTURE_3D;
    case TextureKind::Cube: return GL_TEXTURE_CUBE_MAP;
    case TextureKind::Rectangle: return GL_TEXTURE_RECTANGLE;
  }
  return GL_TEXTURE_2D;
}

GLint glWrap(Wrap wrap) {
  switch (wrap) {
    case Wrap::Repeat: return GL_REPEAT;
    case Wrap::ClampToEdge: return GL_CLAMP_TO_EDGE;
    case Wrap::MirroredRepeat: return GL_MIRRORED_REPEAT;
  }
  return GL_REPEAT;
}

void setSampling(GLenum target, Filter filter, Wrap wrap, bool mipmaps) {
  bool linear = filter == Filter::Linear;
  GLint minify = linear ? GL_LINEAR : GL_NEAREST;
  if (mipmaps) minify = linear ? GL_LINEAR_MIPMAP_LINEAR : GL_NEAREST_MIPMAP_NEAREST;
  glTexParameteri(target, GL_TEXTURE_MIN_FILTER, minify);
  glTexParameteri(target, GL_TEXTURE_MAG_FILTER, linear ? GL_LINEAR : GL_NEAREST);
  glTexParameteri(target, GL_TEXTURE_WRAP_S, glWrap(wrap));
  glTexParameteri(target, GL_TEXTURE_WRAP_T, glWrap(wrap));
  glTexParameteri(target, GL_TEXTURE_WRAP_R, glWrap(wrap));
  // Without mipmaps the texture is complete only if sampling never asks for level 1.
  glTexParameteri(target, GL_TEXTURE_MAX_LEVEL, mipmaps ? 1000 : 0);
}

// The expected float count for the image, or 0 when a size is out of range for the kind.
std::size_t expectedFloats(const TextureImage& image) {
  if (image.width <= 0 || image.height <= 0 || image.depth <= 0) return 0;
  bool flat = image.kind != TextureKind::Texture3D;
  if ((flat && image.depth != 1) || (image.kind == TextureKind::Texture1D && image.height != 1)) return 0;
  if (image.kind == TextureKind::Cube && image.width != image.height) return 0;
  std::size_t texels = static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) *
                       static_cast<std::size_t>(image.depth);
  return texels * 4 * (image.kind == TextureKind::Cube ? 6 : 1);
}

}  // namespace

std::unique_ptr<Texture> Texture::create(const TextureImage& image, std::string* error) {
  std::size_t expected = expectedFloats(image);
  if (expected == 0) {
    fail(error, "texture size " + std::to_string(image.width) + "x" + std::to_string(image.height) + "x" +
                    std::to_string(image.depth) + " does not fit its kind (1D: height 1, cube: square, depth only 3D)");
    return nullptr;
  }
  if (image.rgba.size() != expected) {
    fail(error, "texture data holds " + std::to_string(image.rgba.size()) + " floats, its size needs " +
                    std::to_string(expected));
    return nullptr;
  }
  bool rectangle = image.kind == TextureKind::Rectangle;
  if (rectangle && image.mipmaps) {
    fail(error, "rectangle textures have no mipmaps");
    return nullptr;
  }
  GLenum target = glTarget(image.kind);
  KeepBinding keep(target);
  GLuint id = 0;
  glGenTextures(1, &id);
  std::unique_ptr<Texture> texture(new Texture(id, target));
  glBindTexture(target, id);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  const float* data = image.rgba.data();
  switch (image.kind) {
    case TextureKind::Texture1D:
      glTexImage1D(target, 0, GL_RGBA32F, image.width, 0, GL_RGBA, GL_FLOAT, data);
      break;
    case TextureKind::Texture2D:
    case TextureKind::Rectangle:
      glTexImage2D(target, 0, GL_RGBA32F, image.width, image.height, 0, GL_RGBA, GL_FLOAT, data);
      break;
    case TextureKind::Texture3D:
      glTexImage3D(target, 0, GL_RGBA32F, image.width, image.height, image.depth, 0, GL_RGBA, GL_FLOAT, data);
      break;
    case TextureKind::Cube: {
      std::size_t face = expected / 6;
      for (GLenum i = 0; i < 6; ++i)
        glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + i, 0, GL_RGBA32F, image.width, image.height, 0, GL_RGBA,
                     GL_FLOAT, data + i * face);
      break;
    }
  }
  if (!checkGlErrors("uploading the texture", error)) return nullptr;
  setSampling(target, image.filter, image.wrap.value_or(rectangle ? Wrap::ClampToEdge : Wrap::Repeat),
              image.mipmaps);
  if (image.mipmaps) glGenerateMipmap(target);
  if (!checkGlErrors("setting the texture's filter and wrap", error)) return nullptr;
  return texture;
}

std::unique_ptr<Texture> Texture::createDepth(const DepthTextureImage& image, std::string* error) {
  if (image.width <= 0 || image.height <= 0 ||
      image.depth.size() != static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height)) {
    fail(error, "depth texture data does not hold width * height values");
    return nullptr;
  }
  KeepBinding keep(GL_TEXTURE_2D);
  GLuint id = 0;
  glGenTextures(1, &id);
  std::unique_ptr<Texture> texture(new Texture(id, GL_TEXTURE_2D));
  glBindTexture(GL_TEXTURE_2D, id);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT32F, image.width, image.height, 0, GL_DEPTH_COMPONENT, GL_FLOAT,
               image.depth.data());
  setSampling(GL_TEXTURE_2D, image.filter, image.wrap, false);
  if (image.compare) {
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_MODE, GL_COMPARE_REF_TO_TEXTURE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
  }
  if (!checkGlErrors("creating the depth texture", error)) return nullptr;
  return texture;
}

Texture::~Texture() {
  if (id_ != 0) glDeleteTextures(1, &id_);
}

bool Texture::bind(int unit, std::string* error) const {
  GLint units = 0;
  glGetIntegerv(GL_MAX_COMBINED_TEXTURE_IMAGE_UNITS, &units);
  if (unit < 0 || unit >= units)
    return fail(error, "texture unit " + std::to_string(unit) + " is not one of GL's " + std::to_string(units));
  glActiveTexture(static_cast<GLenum>(GL_TEXTURE0 + unit));
  glBindTexture(target_, id_);
  glActiveTexture(GL_TEXTURE0);
  return checkGlErrors("binding the texture to unit " + std::to_string(unit), error);
}

}  // namespace cgx::gl
