#pragma once
// CGX_TEST_UNDER_ASAN is 1 when AddressSanitizer instruments the test: the sanitize build (what CI runs),
// where compiles are several times slower and allocations bigger, so tests scale their inputs or bounds.
// g++ defines __SANITIZE_ADDRESS__; clang (the sanitize build's compiler) answers __has_feature instead.
#if defined(__SANITIZE_ADDRESS__)
#define CGX_TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CGX_TEST_UNDER_ASAN 1
#endif
#endif
#ifndef CGX_TEST_UNDER_ASAN
#define CGX_TEST_UNDER_ASAN 0
#endif
