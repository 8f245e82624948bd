// A small, valid hand-built module the validator and dump tests start from and then break one rule at a time:
//   uniform float4x4 mvp; in float4 IN.position : POSITION; out float4 OUT.hpos : POSITION;
//   float scale(float x, out float y) { y = x * 2; return y + 1; }
//   entry: float4 p = IN.position; loop { if (p.x > 1) break; } continuing { p.x += 1 };
//          float t; float s = scale(p.y, t); OUT.hpos = p * s; return
#pragma once

#include <string>
#include <vector>

#include "ir/Builder.h"

namespace cgx::test {

struct IrFixture {
  ir::TypeTable types;
  ir::Module module{types};
  ir::GlobalId mvp, position, hpos;
  ir::FuncId scale, entry;

  IrFixture();
  ir::Function& entryFn() { return module.function(entry); }
  ir::Function& scaleFn() { return module.function(scale); }
  static ir::TypeId f1() { return ir::TypeTable::scalar(ir::Scalar::Float); }
  static ir::TypeId f4() { return ir::TypeTable::vector(ir::Scalar::Float, 4); }
};

// True when some validator message contains `needle`.
bool hasError(const std::vector<std::string>& errors, const std::string& needle);
std::string joined(const std::vector<std::string>& errors);

}  // namespace cgx::test
