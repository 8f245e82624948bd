// Runs a function on a large stack of its own and waits for it. The front end's recursion (ANTLR's
// generated parser, tree walks) is bounded by explicit limits, but those limits are far deeper than the
// 8 MB main-thread stack allows under AddressSanitizer; a dedicated stack makes "deeply nested input" an
// error with a diagnostic rather than a stack overflow.
//
// The stack is switched to on the calling thread (ucontext) rather than given to a new thread: cheaper for
// a whole cgxc process (LargeStack.cpp has the figures), and the work sees the caller's thread-locals.
#pragma once

#include <cstddef>
#include <functional>

namespace cgx {

inline constexpr std::size_t kFrontendStackBytes = std::size_t{512} << 20;  // reserved, not committed

// Exceptions thrown by `work` are rethrown in the caller. Calls may nest and may come from any thread; a
// nested call already on a stack this large runs `work` directly. Each thread keeps its stack mapping
// (address space, with at most 1 MB of it committed) between calls until it exits.
void runWithLargeStack(const std::function<void()>& work, std::size_t stackBytes = kFrontendStackBytes);

}  // namespace cgx
