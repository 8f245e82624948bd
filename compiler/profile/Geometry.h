// A geometry program's layout: the input primitive (the entry's word or -po's), the output primitive and the
// most vertices one invocation emits, decided as cgc 3.1 decides PRIMITIVE_OUT and VERTICES_OUT (measured,
// tests/profiles/GeometryLayoutTest.cpp), and checked against the profile's geometry limits. -reflect
// reports it; it is what a GL geometry shader's layout qualifiers need.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "profile/Profile.h"

namespace cgx::profile {

enum class OutputPrimitive : std::uint8_t { Points, LineStrip, TriangleStrip };
const char* outputPrimitiveName(OutputPrimitive p);  // "TRIANGLE_STRIP": NV_gpu_program4's PRIMITIVE_OUT
// cgc's gp4gp -po POINT_OUT, LINE_OUT, TRIANGLE_OUT; nullopt for another word.
std::optional<OutputPrimitive> outputPrimitiveOption(std::string_view option);

// What the command line asked for (-po TRIANGLE_OUT, -po Vertices=N).
struct GeometryRequest {
  std::optional<OutputPrimitive> output;
  std::optional<std::uint32_t> vertices;
};

struct GeometryLayout {
  ir::Primitive input = ir::Primitive::None;
  OutputPrimitive output = OutputPrimitive::TriangleStrip;
  std::uint32_t maxVertices = 0;
  std::uint32_t outputComponents = 0;  // the components one emitted vertex carries (all outputs summed)
};

// The layout of `module` (optimized: loops that could unroll are unrolled, calls inlined or not). Reports
// C6027 for an emitted semantic the profile cannot output and warns C6500 when the vertices asked for or
// emitted exceed the profile's limits (cgc's codes). nullopt for a module that is not a geometry program.
std::optional<GeometryLayout> geometryLayout(const ir::Module& module, const Profile& profile,
                                             const GeometryRequest& request, DiagnosticSink& sink);

}  // namespace cgx::profile
