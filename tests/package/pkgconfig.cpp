// Built with `pkg-config --cflags --libs cgx` alone (package-test.sh): the compiler API from libcgx.so.
#include <cgx/Compiler.h>

#include <iostream>

int main() {
  cgx::CompiledShader shader = cgx::compileToGlsl("float4 main(float4 c : COLOR) : COLOR { return c * 2; }", "main",
                                                  "glslf", {"-po", "version=120"});
  if (!shader.ok() || shader.glsl.find("#version 120") == std::string::npos) {
    std::cerr << "pkgconfig-cgx: FAILED: " << shader.status.toString() << "\n" << shader.diagnostics << shader.glsl;
    return 1;
  }
  std::cout << "pkgconfig-cgx: ok\n";
  return 0;
}
