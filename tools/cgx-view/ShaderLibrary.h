// Finds the Cg files the scenes name (examples/ or the viewer's shaders/), reads them, and compiles them
// to GLSL 330 with reflection in process (driver::compileToGlsl), caching each compile: what both render
// paths hand to gl::CgProgram.
#pragma once

#include <map>
#include <string>

#include "Scene.h"
#include "gl/CgProgram.h"

namespace cgx::view {

struct ShaderDirectories {
  std::string examples = CGX_VIEW_EXAMPLES_DIR;  // the checkout's examples/, compiled in
  std::string viewer = CGX_VIEW_SHADERS_DIR;     // tools/cgx-view/shaders/
};

// An installed cgx-view's (<prefix>/bin/cgx-view reads <prefix>/share/cgx/examples and share/cgx/view,
// which cmake/CgxInstall.cmake installs, wherever the tree was moved), else the checkout's (a build tree's).
ShaderDirectories defaultShaderDirectories();

class ShaderLibrary {
 public:
  explicit ShaderLibrary(ShaderDirectories directories) : directories_(std::move(directories)) {}

  std::string pathOf(const CgFile& file) const;
  // The file's text; false with *error when it cannot be read.
  bool source(const CgFile& file, std::string* text, std::string* error) const;
  // The program as GLSL 330 + reflection, for its stage's GL profile (glslv or glslf).
  bool glsl(const CgFile& file, bool fragment, const gl::CgStageSource** out, std::string* error);
  // The same for a program given as text (the generated pass-through vertex program).
  bool glslFromText(const std::string& text, const std::string& name, const std::string& entry, bool fragment,
                    const gl::CgStageSource** out, std::string* error);

 private:
  ShaderDirectories directories_;
  std::map<std::string, gl::CgStageSource> compiled_;  // by text, entry and stage
};

}  // namespace cgx::view
