#include "ShaderLibrary.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "driver/Compile.h"

namespace cgx::view {

ShaderDirectories defaultShaderDirectories() {
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::filesystem::path share = exe.parent_path().parent_path() / "share" / "cgx";
  if (ec || !std::filesystem::is_directory(share / "examples", ec)) return ShaderDirectories{};
  return ShaderDirectories{(share / "examples").string(), (share / "view").string()};
}

std::string ShaderLibrary::pathOf(const CgFile& file) const {
  return (file.fromViewer ? directories_.viewer : directories_.examples) + "/" + file.path;
}

bool ShaderLibrary::source(const CgFile& file, std::string* text, std::string* error) const {
  std::string path = pathOf(file);
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *error = "cannot read " + path + " (use --examples DIR to point at the examples directory)";
    return false;
  }
  std::ostringstream content;
  content << in.rdbuf();
  *text = content.str();
  return true;
}

bool ShaderLibrary::glsl(const CgFile& file, bool fragment, const gl::CgStageSource** out, std::string* error) {
  std::string text;
  if (!source(file, &text, error)) return false;
  return glslFromText(text, pathOf(file), file.entry, fragment, out, error);
}

bool ShaderLibrary::glslFromText(const std::string& text, const std::string& name, const std::string& entry,
                                 bool fragment, const gl::CgStageSource** out, std::string* error) {
  std::string key = entry + (fragment ? "|f|" : "|v|") + text;
  auto found = compiled_.find(key);
  if (found == compiled_.end()) {
    driver::SourceProgram program;
    program.source = text;
    program.fileName = name;
    program.entry = entry;
    program.profile = fragment ? "glslf" : "glslv";
    driver::GlslProgram result = driver::compileToGlsl(program, "330");
    if (!result.ok()) {
      *error = "cannot compile " + name + " (" + entry + ") to GLSL:\n" + result.renderDiagnostics();
      return false;
    }
    found = compiled_.emplace(key, gl::CgStageSource{result.glsl, result.reflection}).first;
  }
  *out = &found->second;
  return true;
}

}  // namespace cgx::view
