// Internal: the runtime's own access to Program and Parameter internals (their constructors and fields are
// private so that users cannot forge a handle).
#pragma once

#include <memory>

#include <cgx/Parameter.h>
#include <cgx/Program.h>
#include "cpu/Reflection.h"

namespace cgx::detail {

struct ProgramAccess {
  static Program make(std::shared_ptr<ContextState> context, std::shared_ptr<const CompiledProgram> compiled) {
    return Program(std::move(context), std::move(compiled));
  }
};

struct ParameterAccess {
  static Parameter make(const CompiledProgram* owner, const ResolvedPath& resolved) {
    Parameter p;
    p.owner_ = owner;
    p.global_ = resolved.global.value;
    p.type_ = resolved.type;
    p.wordOffset_ = resolved.wordOffset;
    p.uniform_ = resolved.uniform;
    p.path_ = resolved.path;
    return p;
  }
  static const CompiledProgram* owner(const Parameter& p) { return p.owner_; }
  static ResolvedPath resolved(const Parameter& p) {
    ResolvedPath r;
    r.global = ir::GlobalId(p.global_);
    r.type = p.type_;
    r.wordOffset = p.wordOffset_;
    r.uniform = p.uniform_;
    r.path = p.path_;
    return r;
  }
};

}  // namespace cgx::detail
