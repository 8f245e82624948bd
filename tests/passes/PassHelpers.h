// Shared by the pass tests: lower a Cg text (tests/ir/LowerHelpers.h), run passes, count what is left.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>

#include "IrFixture.h"
#include "LowerHelpers.h"
#include "passes/PassUtil.h"
#include "passes/Passes.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test {

inline std::string joinedLines(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& e : v) s += e + "\n";
  return s;
}

// Lowers `text` and asserts it lowered cleanly; the caller then runs passes on *l.module.
#define ASSERT_LOWERED(l)                                                                   \
  do {                                                                                      \
    ASSERT_TRUE((l).module.has_value()) << (l).diagnostics();                               \
    ASSERT_TRUE((l).errors.empty()) << joinedLines((l).errors) << (l).dump();               \
  } while (0)

#define EXPECT_VALID(m) EXPECT_TRUE(ir::validate(m).empty()) << joinedLines(ir::validate(m)) << ir::dump(m)

// Statements of kind T in one function, nested ones included; countStmts: in every function.
template <typename T>
unsigned countStmtsIn(ir::Function& f) {
  unsigned n = 0;
  passes::forEachStmt(f.body, [&](ir::Stmt& s) { n += std::holds_alternative<T>(s.node) ? 1 : 0; });
  return n;
}
template <typename T>
unsigned countStmts(ir::Module& m) {
  unsigned n = 0;
  for (ir::Function& f : m.functions) n += countStmtsIn<T>(f);
  return n;
}


}  // namespace cgx::test

namespace cgx::test {

// An example program (examples/*.cg) lowered for the profile its header asks for (glslv or glslf).
inline Lowered lowerExample(const std::filesystem::path& path) {
  ExampleTarget target = exampleTarget(readFile(path));
  sema::SemaOptions opts;
  opts.entry = target.entry;
  opts.stage = target.fragment ? sema::Stage::Fragment : sema::Stage::Vertex;
  opts.profile = target.profile;
  return lowerParsed(parseFile(path, "examples/" + path.filename().string()), opts);
}

}  // namespace cgx::test
