// Uses libcgx from an installed tree: runs tint.cg on the CPU, compiles it to GLSL through the compiler API
// and checks that against what cgx_add_shaders' build step wrote. Exit status 0 when everything holds.
#include <cgx/Compiler.h>
#include <cgx/Context.h>

#include <array>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

int failures = 0;

void check(bool ok, const std::string& what) {
  if (!ok) {
    std::cerr << "consumer: FAILED: " << what << "\n";
    ++failures;
  }
}

// The GLSL without comment lines: the header comment records the command line, which differs between
// cgxc (the build step) and the API.
std::string withoutComments(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line))
    if (line.rfind("//", 0) != 0) out += line + "\n";
  return out;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

int main() {
  const std::string tint = std::string(SHADER_SOURCE_DIR) + "/tint.cg";

  // The runtime: four vertices, their colours times k.
  cgx::Result<cgx::Context> context = cgx::Context::create({.threads = 1});
  check(context.ok(), "Context::create");
  if (!context.ok()) return 1;
  cgx::ProgramResult built = context->createProgramFromFile(tint, "main", "glslv");
  check(built.ok(), "createProgramFromFile: " + built.status.toString() + "\n" + built.diagnostics.text);
  if (!built.ok()) return 1;
  cgx::Program& program = *built.program;
  std::array<float, 16> positions{}, colors{}, outPositions{}, outColors{};
  for (std::size_t i = 0; i < colors.size(); ++i) colors[i] = static_cast<float>(i);
  check(program.setFloat("k", std::array{2.0f}).ok(), "setFloat k");
  check(program.bindInput("POSITION", {positions.data()}).ok(), "bindInput POSITION");
  check(program.bindInput("COLOR0", {colors.data()}).ok(), "bindInput COLOR0");
  check(program.bindOutput("POSITION", {outPositions.data()}).ok(), "bindOutput POSITION");
  check(program.bindOutput("COLOR0", {outColors.data()}).ok(), "bindOutput COLOR0");
  cgx::Status ran = program.run(4);
  check(ran.ok(), "run: " + ran.toString());
  for (std::size_t i = 0; i < colors.size(); ++i) check(outColors[i] == 2.0f * colors[i], "colour " + std::to_string(i));

  // The compiler API gives the GLSL the build step wrote with cgxc, and the reflection names k.
  cgx::CompiledShader shader = cgx::compileFileToGlsl(tint, "main", "glslv", {"-glsl", "330"});
  check(shader.ok(), "compileFileToGlsl: " + shader.status.toString() + "\n" + shader.diagnostics);
  const std::string built330 = readFile(std::string(SHADER_BUILD_DIR) + "/tint.main.glsl");
  check(!built330.empty(), "cgx_add_shaders wrote tint.main.glsl");
  check(withoutComments(shader.glsl) == withoutComments(built330), "the API's GLSL is cgxc's");
  bool hasK = false;
  for (const cgx::reflect::Parameter& parameter : shader.reflection.parameters) hasK |= parameter.name == "k";
  check(hasK, "the reflection lists k");
  check(readFile(std::string(SHADER_BUILD_DIR) + "/tint.main.json").find("\"k\"") != std::string::npos,
        "cgx_add_shaders' REFLECT wrote tint.main.json");

  // Misuse and bad input are statuses, not crashes.
  check(cgx::compileToGlsl("float4 main() : COLOR { return 1; }", "main", "glslf", {"-o", "x.glsl"}).status.code() ==
            cgx::ErrorCode::InvalidArgument,
        "-o is InvalidArgument");
  cgx::CompiledShader bad = cgx::compileToGlsl("float4 main() : COLOR { return undefined; }", "main", "glslf");
  check(bad.status.code() == cgx::ErrorCode::CompileError && bad.diagnostics.find("undefined") != std::string::npos,
        "a compile error is CompileError with its diagnostic");

  if (failures == 0) std::cout << "consumer: ok\n";
  return failures == 0 ? 0 : 1;
}
