// Textures for the harness's programs, made from RGBA float data (GL_RGBA32F) or depth values
// (GL_DEPTH_COMPONENT32F, for shadow samplers), with the filter and wrap the caller chooses.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cgx::gl {

enum class TextureKind { Texture1D, Texture2D, Texture3D, Cube, Rectangle };
enum class Filter { Nearest, Linear };
enum class Wrap { Repeat, ClampToEdge, MirroredRepeat };

struct TextureImage {
  TextureKind kind = TextureKind::Texture2D;
  int width = 1;
  int height = 1;  // 1 for Texture1D; cube faces are width x height (square)
  int depth = 1;   // Texture3D only
  // width * height * depth * 4 floats, texel (s, t, r) at ((r * height + t) * width + s) * 4, t = 0 the
  // first row GL stores. Cube: six faces of width * height * 4 in GL's order +X, -X, +Y, -Y, +Z, -Z.
  std::vector<float> rgba;
  Filter filter = Filter::Nearest;
  std::optional<Wrap> wrap;  // default Repeat; Rectangle: ClampToEdge (GL allows it no other wrap)
  bool mipmaps = false;      // glGenerateMipmap, minification then also between levels (the filter's kind)
};

struct DepthTextureImage {
  int width = 1;
  int height = 1;
  std::vector<float> depth;  // width * height values in [0, 1], same order as TextureImage
  Filter filter = Filter::Nearest;
  Wrap wrap = Wrap::ClampToEdge;
  // GL_TEXTURE_COMPARE_MODE = GL_COMPARE_REF_TO_TEXTURE with GL_LEQUAL, for sampler2DShadow / shadow2D:
  // the result is 1 where the reference is <= the stored depth, else 0.
  bool compare = false;
};

class Texture {
 public:
  static std::unique_ptr<Texture> create(const TextureImage& image, std::string* error);
  static std::unique_ptr<Texture> createDepth(const DepthTextureImage& image, std::string* error);
  ~Texture();
  Texture(const Texture&) = delete;
  Texture& operator=(const Texture&) = delete;

  // Binds to texture unit `unit` (GL_TEXTURE0 + unit); point the sampler there with Program::setSampler.
  bool bind(int unit, std::string* error) const;

  unsigned int id() const { return id_; }
  unsigned int target() const { return target_; }  // GL_TEXTURE_2D, GL_TEXTURE_CUBE_MAP, ...

 private:
  Texture(unsigned int id, unsigned int target) : id_(id), target_(target) {}
  unsigned int id_ = 0;
  unsigned int target_ = 0;
};

}  // namespace cgx::gl
