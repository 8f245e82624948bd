// A per-thread cache in front of malloc for small `operator new` blocks, linked into cgxc only (not the
// libraries, not the sanitizer builds). ANTLR's adaptive prediction allocates and frees small objects at a
// high rate (shared_ptr configurations, contexts, sets), and so does the AST: glibc's own per-thread cache
// keeps 7 blocks a size, so most frees and mallocs went through its arena, 30% of compiling C6E5v_skin4m to
// GLSL (callgrind). Here a freed block of up to 1 KiB is kept on a per-thread list by its malloc size class
// and handed out again by the next new of that class; each thread caches at most kMaxCachedBytes, and the
// rest goes back to free(). Every block is a malloc block, so anything that outlives the cache is still
// released by free(). A thread's cached blocks are not returned when it exits (at most kMaxCachedBytes per
// thread; cgxc starts few threads and ends soon after).
#include <malloc.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

namespace {

// glibc's chunks on 64-bit have usable sizes 24, 40, 56, ...: class c holds blocks of usable size 24 + 16c.
constexpr std::size_t kClasses = 63;  // up to 1016 bytes
constexpr std::size_t kMaxCachedBytes = std::size_t{8} << 20;

struct FreeBlock {
  FreeBlock* next;
};

// Plain data, so zero-initialized per thread with no construction guard or exit-time destructor.
struct Cache {
  FreeBlock* head[kClasses];
  std::size_t bytes;
};
thread_local Cache cache;

void* allocate(std::size_t size) {
  std::size_t c = size <= 24 ? 0 : (size - 24 + 15) / 16;
  if (c < kClasses) {
    if (FreeBlock* block = cache.head[c]) {
      cache.head[c] = block->next;
      cache.bytes -= 24 + 16 * c;
      return block;
    }
  }
  for (;;) {
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) throw std::bad_alloc();
    handler();
  }
}

void release(void* p) noexcept {
  if (p == nullptr) return;
  std::size_t usable = malloc_usable_size(p);
  std::size_t c = (usable - 24) / 16;
  if (usable >= 24 && c < kClasses && (usable - 24) % 16 == 0 && cache.bytes + usable <= kMaxCachedBytes) {
    auto* block = static_cast<FreeBlock*>(p);
    block->next = cache.head[c];
    cache.head[c] = block;
    cache.bytes += usable;
    return;
  }
  std::free(p);
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }
