// A generator of random, well-typed Cg programs for differential testing, in the spirit of Csmith: one seed,
// one program, the same on every machine (its own PRNG, no std:: distributions, whose results the standard
// leaves to the library).
//
// Every program it writes has a result Cg defines for inputs in [-1, 1] (what the differential harness
// feeds): no division by a value that can be 0, no log/sqrt/pow/rsqrt of a negative (abs() plus an epsilon
// guards them), asin/acos within (-1, 1), no index out of range (constants in range, loop indices whose
// constant bounds keep them in range), no read of an unwritten variable, no two out arguments naming the
// same variable, calls with out/inout arguments only as statements (so no evaluation order shows), and
// magnitudes bounded: every float expression carries a bound on its absolute value, and one that could pass
// kClampAbove is clamped (clamp is exact and continuous, so it bounds values without adding error).
#pragma once

#include <cstdint>
#include <string>

namespace cgx::gen {

enum class Stage { Vertex, Fragment };

struct Options {
  std::uint64_t seed = 0;
  // The stage, else chosen from the seed (odd seeds fragment programs).
  bool stageFromSeed = true;
  Stage stage = Stage::Vertex;
};

struct Program {
  Stage stage = Stage::Vertex;
  std::string source;  // entry `main`
  const char* profile() const { return stage == Stage::Fragment ? "glslf" : "glslv"; }
};

Program generate(const Options& options);

}  // namespace cgx::gen
