// Geometry layouts (Geometry.h). cgc 3.1's rules, measured on gp4gp and gp5gp:
// - PRIMITIVE_OUT follows the input primitive (POINTS -> POINTS, LINES and LINES_ADJACENCY -> LINE_STRIP,
//   TRIANGLES and TRIANGLES_ADJACENCY -> TRIANGLE_STRIP) unless the entry's POINT_OUT|LINE_OUT|TRIANGLE_OUT
//   word or the same -po option says; both, or two words, are C6024 "Multiple output primitive types".
// - VERTICES_OUT is the most emitVertex calls any path through the program makes (after unrolling: a loop
//   of 10 emits 10; an if emitting 2 in one branch and 1 in the other counts 2), and the hardware limit when
//   a loop that stays a loop emits: min(256, 1024 / the components a vertex emits).
// - -po Vertices=N lowers VERTICES_OUT to N (even below what the program emits: cgc does not object), and
//   never raises it above what the program emits; above the hardware limit it is clamped with
//   `(0) : warning C6500: Hardware limitation reached, emitting only 256 vertices`, as is a program that
//   emits more than the limit.
#include "profile/Geometry.h"

#include <algorithm>
#include <limits>

#include "ir/Intrinsic.h"
#include "semantic/Semantics.h"

namespace cgx::profile {

using namespace ir;

namespace {

constexpr std::uint64_t kUnbounded = std::numeric_limits<std::uint64_t>::max();

std::uint64_t add(std::uint64_t a, std::uint64_t b) { return a > kUnbounded - b ? kUnbounded : a + b; }

// The most emitVertex calls one run of `block` makes; kUnbounded when a loop emits.
std::uint64_t emitted(const Module& module, const Block& block) {
  std::uint64_t total = 0;
  for (const Stmt& s : block.stmts) {
    if (const auto* call = std::get_if<IntrinsicCallStmt>(&s.node)) {
      if (call->op == IntrinsicOp::EmitVertex) total = add(total, 1);
    } else if (const auto* user = std::get_if<CallStmt>(&s.node)) {
      // Cg has no recursion (sema's C5005), so this descends a finite call tree.
      if (user->callee.valid() && user->callee.value < module.functions.size())
        total = add(total, emitted(module, module.function(user->callee).body));
    } else if (const auto* branch = std::get_if<IfStmt>(&s.node)) {
      total = add(total, std::max(emitted(module, branch->thenBlock), emitted(module, branch->elseBlock)));
    } else if (const auto* loop = std::get_if<LoopStmt>(&s.node)) {
      if (emitted(module, loop->body) > 0 || emitted(module, loop->continuing) > 0) return kUnbounded;
    } else if (std::holds_alternative<ReturnStmt>(s.node) || std::holds_alternative<DiscardStmt>(s.node)) {
      break;  // the rest of the block does not run
    }
  }
  return total;
}

OutputPrimitive defaultOutput(Primitive input) {
  switch (input) {
    case Primitive::Points: return OutputPrimitive::Points;
    case Primitive::Lines:
    case Primitive::LinesAdjacency: return OutputPrimitive::LineStrip;
    default: return OutputPrimitive::TriangleStrip;
  }
}

}  // namespace

const char* outputPrimitiveName(OutputPrimitive p) {
  switch (p) {
    case OutputPrimitive::Points: return "POINTS";
    case OutputPrimitive::LineStrip: return "LINE_STRIP";
    case OutputPrimitive::TriangleStrip: return "TRIANGLE_STRIP";
  }
  return "?";
}

std::optional<OutputPrimitive> outputPrimitiveOption(std::string_view option) {
  if (option == "POINT_OUT") return OutputPrimitive::Points;
  if (option == "LINE_OUT") return OutputPrimitive::LineStrip;
  if (option == "TRIANGLE_OUT") return OutputPrimitive::TriangleStrip;
  return std::nullopt;
}

std::optional<GeometryLayout> geometryLayout(const Module& module, const Profile& profile,
                                             const GeometryRequest& request, DiagnosticSink& sink) {
  if (!profile.geometry || module.inputPrimitive == Primitive::None || !module.entry.valid()) return std::nullopt;
  GeometryLayout layout;
  layout.input = module.inputPrimitive;
  // The entry's word (TRIANGLE_OUT), else -po's; both is cgc's C6024, and -po's is kept.
  std::optional<OutputPrimitive> written;
  if (module.outputPrimitive == Primitive::Points) written = OutputPrimitive::Points;
  if (module.outputPrimitive == Primitive::Lines) written = OutputPrimitive::LineStrip;
  if (module.outputPrimitive == Primitive::Triangles) written = OutputPrimitive::TriangleStrip;
  if (written && request.output)
    sink.report(DiagCode::MultipleOutputPrimitives, module.function(module.entry).span,
                "multiple output primitive types (the entry's and -po's)");
  layout.output = request.output.value_or(written.value_or(defaultOutput(module.inputPrimitive)));
  for (const Global& g : module.globals) {
    if (g.kind != GlobalKind::VaryingOut) continue;
    layout.outputComponents += module.types().componentCount(g.type);
    std::string canonical = semantic::parse(g.semantic).canonical;
    if (!profile.outputs.listingName.count(canonical))
      sink.report(DiagCode::InvalidEmitSemantic, g.span, "invalid semantic '" + canonical + "' in emitVertex");
  }
  const GeometryLimits& limits = *profile.geometry;
  std::uint32_t hardware = limits.maxVertices;
  if (layout.outputComponents > 0) hardware = std::min(hardware, limits.outputComponents / layout.outputComponents);
  const Function& entry = module.function(module.entry);
  std::uint64_t count = emitted(module, entry.body);
  std::uint64_t wanted = count == kUnbounded ? hardware : count;
  if (request.vertices) wanted = std::min<std::uint64_t>(wanted, *request.vertices);
  bool overLimit = wanted > hardware || (request.vertices && *request.vertices > hardware);
  if (overLimit)
    sink.report(DiagCode::VertexLimitReached, entry.span,
                "hardware limitation reached, emitting only " + std::to_string(hardware) + " vertices (" +
                    profile.name + ": at most " + std::to_string(limits.maxVertices) + ", and " +
                    std::to_string(limits.outputComponents) + " output components in all: " +
                    std::to_string(layout.outputComponents) + " a vertex here)");
  layout.maxVertices = static_cast<std::uint32_t>(std::min<std::uint64_t>(wanted, hardware));
  return layout;
}

}  // namespace cgx::profile
