// Every resource budget of one compile, in one place (issue 19: bad input never crashes, hangs or exhausts
// memory). Each limit, when reached, is a diagnostic with a code, reported where the input asked for too
// much; none is an internal compiler error. The figures are far beyond what real programs need (the engine
// corpus and examples/ stay well below each) and small enough that a compile stays under 1 GB of memory
// and has no step worse than n log n in the size of what the limits admit.
//
// Where the user may change a limit (a command-line option, PreprocessorOptions), the figure here is the
// default. The reasons for each figure are beside it. tests/cli/budget_test.cpp compiles an input past
// each budget added for issue 19 (C0152 by include fan-out and by output, C0166, C1503, C1603, C1604,
// C5102) and measures the peak memory of the process; tests/cli/bad_input_test.cpp and tests/preprocess
// cover the nesting limits; tests/cli/scaling_test.cpp checks that the compile time grows no faster than
// n log n in each kind of declaration.
#pragma once

#include <cstddef>
#include <cstdint>

namespace cgx::limits {

// ---- Preprocessor (compiler/preprocess/) ----
inline constexpr unsigned kIncludeDepth = 64;      // nested #include (C0151): deeper is an include cycle
inline constexpr unsigned kExpansionDepth = 256;   // nested macro invocations being rescanned (C0152)
// Nested argument pre-expansion, whatever kExpansionDepth is set to: each level costs C++ stack (about
// 1 KB, 8 KB under AddressSanitizer) (C0152).
inline constexpr unsigned kArgumentNesting = 256;
inline constexpr unsigned kConditionalDepth = 256;  // nested #if (C0156)
// Two budgets of this size (C0152 when either runs out, and the run ends): the tokens of the preprocessed
// unit, counted as they are delivered, and the work of getting them: every token collected as a macro
// argument or made by a substitution, and every #include (kIncludeCost), counted as it is done, so include
// fan-out and macro growth stop early even when the result would be thrown away. A token and its share of
// the bookkeeping take about 60 bytes: the stream stays under ~0.25 GB (and a unit cut short is not parsed).
// Real programs are far smaller: no corpus or example program reaches 100,000 tokens.
inline constexpr std::size_t kOutputTokens = 4'000'000;
// What one #include costs against kOutputTokens besides its tokens: its inclusion record, path and the
// file-system look-up. With this, include fan-out stops after at most 62,500 inclusions.
inline constexpr std::size_t kIncludeCost = 64;

// ---- Parser (compiler/parse/) ----
inline constexpr unsigned kBracketNesting = 256;   // brackets nested in the token stream (C0157)
inline constexpr unsigned kRecoveryActions = 2000;  // syntax-error repairs before giving up (C0158)
inline constexpr unsigned kAstDepth = 4096;         // nesting of the syntax tree (C0157)
// Nodes of the syntax tree (C0166, fatal: nothing after the parser runs), counted in ANTLR's parse tree as
// it is built: rule contexts and tokens, some 14 a token for `s += 1;` (a primary expression is a chain of
// a dozen rules) and about 240 bytes each with the AST made from them. kOutputTokens alone let 850 MB
// through at a million tokens of that, and would at four million let about 3 GB. The largest tree of any
// example, corpus or test program is 29,402 nodes (tests/stdlib/calls/precision_lookups.cg; the Cg
// Toolkit's largest, gs_md2shadow.cgfx, 22,155).
inline constexpr std::size_t kSyntaxTreeNodes = 2'000'000;

// ---- Semantic analysis (compiler/sema/) ----
inline constexpr int kConstChainDepth = 64;  // `const a = b; const b = c; ...` chains folded
inline constexpr long long kArrayDimension = 1 << 24;  // one array dimension (C1043)
// Bytes of one object of any declaration kind (uniform, global, local, parameter, struct member): the
// product of all its array dimensions times its element's size, struct members summed, 4 bytes a
// component (C1503). 16 MiB is a million float4: 256 times the largest constant store of any profile
// (gp4's 64 KB buffers; 1,024 constant registers are 16 KB), and every element may cost IR and JIT
// memory downstream. cgc has no such check: it runs out of memory on a[65536][65536].
inline constexpr std::uint64_t kObjectBytes = std::uint64_t{16} << 20;

// ---- IR passes (compiler/passes/) ----
// Statements and expressions the inliner may produce for one function (C1603). Each inlined call copies
// the callee's body, so calls that each call the previous function twice double the size per level; the
// budget stops that before memory does. Real programs inline to a few thousand.
inline constexpr std::size_t kInlinedNodes = 1'000'000;
inline constexpr unsigned kUnrolledIterations = 1024;  // loop iterations emitted in total (cgc's default)
// Functions lowering makes from one with interface parameters, one per combination of concrete structs its
// calls pass (C1603; lower/LowerInterfaces.cpp). Real programs have a few per light or material type.
inline constexpr std::size_t kSpecializations = 4096;
// Elements of one array of interfaces bound element by element (-type "layers[K] = S", "layers = { A, B }",
// C1505; driver/TypeBindings.cpp). Each element is a uniform of its own and each call through a run-time
// index a branch per element (lower/LowerInterfaceArrays.cpp); a loop over the elements calls each one's
// method directly only unrolled, which the assembly profiles and the CPU back end do for at most
// kUnrolledIterations iterations, so a longer array could not be used there. cgc sizes the array from any
// index (`layers[1000000] = S` makes a million elements).
inline constexpr std::uint32_t kBoundInterfaceElements = kUnrolledIterations;
// Statements and expressions of the whole IR module, expression arenas counted whole (C1604). Lowering is
// linear in the syntax tree, which kSyntaxTreeNodes bounds, but for calls through a run-time index into an
// array of interfaces, copied per element (their copies count against this as lowering makes them); the
// passes that copy code are where the IR can grow past it: unrolling checks each loop's copies against this
// before making them (1,024 iterations of a 3,000-statement body took minutes and gigabytes), and a loop
// that does not fit stays a loop (C1604 only where the profile cannot run loops). A statement or expression costs about 100 bytes with its span; a
// second copy of the module goes to the GLSL writer. The largest example program is a few thousand after
// inlining and unrolling; kInlinedNodes is below this.
inline constexpr std::size_t kIrNodes = 2'000'000;

// ---- Profiles (compiler/profile/) ----
// The largest register index a semantic (`: C12`, `register(c12)`, `: TEXUNIT3`, `: BUFFER[2]`) may name
// on a profile that has no smaller limit of its own (cgc's, per profile, in profiles/*.json, give C5102).
// Indices are read without wrapping around: a larger number is reported, never reduced modulo 2^32.
inline constexpr std::uint32_t kRegisterIndex = 1 << 20;

}  // namespace cgx::limits
