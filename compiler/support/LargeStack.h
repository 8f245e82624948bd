// Runs a function on a thread with a large stack and waits for it. The front end's recursion (ANTLR's
// generated parser, tree walks) is bounded by explicit limits, but those limits are far deeper than the
// 8 MB main-thread stack allows under AddressSanitizer; a dedicated thread makes "deeply nested input" an
// error with a diagnostic rather than a stack overflow.
#pragma once

#include <cstddef>
#include <functional>

namespace cgx {

inline constexpr std::size_t kFrontendStackBytes = std::size_t{512} << 20;  // reserved, not committed

// Exceptions thrown by `work` are rethrown in the caller.
void runWithLargeStack(const std::function<void()>& work, std::size_t stackBytes = kFrontendStackBytes);

}  // namespace cgx
