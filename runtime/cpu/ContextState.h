// Internal: what a Context shares with its Programs. Member order matters for destruction: the cache (whose
// kernels live in the engine's memory) goes before the engine.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "cpu/CompiledProgram.h"
#include <cgx/Context.h>
#include "cpu/ThreadPool.h"
#include "llvm/Jit.h"

namespace cgx::detail {

struct ContextState {
  ContextOptions options;
  std::unique_ptr<jit::Engine> engine;
  std::unique_ptr<ThreadPool> pool;

  mutable std::mutex cacheMutex;
  std::map<std::string, std::shared_ptr<const CompiledProgram>> cache;  // key: cacheKey()
};

// An unambiguous key for one compile: every field length-prefixed, so no two inputs collide.
std::string cacheKey(const driver::SourceProgram& source);

}  // namespace cgx::detail
