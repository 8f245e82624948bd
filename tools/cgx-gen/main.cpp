// cgx-gen: writes the random Cg program of a seed (tools/cgx-gen/Generator.h) to standard output.
//   cgx-gen SEED [vertex|fragment]
// The entry is `main`; the first line names the profile to compile it for (glslv or glslf), which the seed
// chooses unless the stage is given. Exit status 2 for a bad command line.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "Generator.h"

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: cgx-gen SEED [vertex|fragment]\n");
    return 2;
  }
  char* end = nullptr;
  errno = 0;
  unsigned long long seed = std::strtoull(argv[1], &end, 10);
  if (end == argv[1] || *end != '\0' || argv[1][0] == '-' || errno == ERANGE) {
    std::fprintf(stderr, "cgx-gen: the seed must be a non-negative integer: %s\n", argv[1]);
    return 2;
  }
  cgx::gen::Options options;
  options.seed = seed;
  if (argc == 3) {
    std::string stage = argv[2];
    if (stage != "vertex" && stage != "fragment") {
      std::fprintf(stderr, "cgx-gen: the stage is vertex or fragment: %s\n", argv[2]);
      return 2;
    }
    options.stageFromSeed = false;
    options.stage = stage == "vertex" ? cgx::gen::Stage::Vertex : cgx::gen::Stage::Fragment;
  }
  cgx::gen::Program program = cgx::gen::generate(options);
  std::printf("// profile: %s (seed %llu)\n%s", program.profile(), seed, program.source.c_str());
  return 0;
}
