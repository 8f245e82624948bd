// What the CPU back end refuses: constructs it cannot run are C1601 (CpuUnsupported) diagnostics and
// malformed IR is C1602 (InternalCompilerError), never a crash. Hand-built IR modules, so the cases do not
// depend on what the front end happens to let through.
#include <gtest/gtest.h>

#include "JitSupport.h"
#include "ir/Intrinsic.h"
#include "sema/Intrinsics.h"

namespace cgx::test::jit {
namespace {

using namespace cgx::ir;

struct Fixture {
  SourceManager sources;
  DiagnosticSink sink{sources};
  TypeTable types;
  Module module{types};
  Function entry;

  Fixture() {
    entry.name = "main";
    entry.isEntry = true;
  }
  GlobalId output(TypeId type, const char* semantic) {
    Global g;
    g.name = semantic;
    g.type = type;
    g.kind = GlobalKind::VaryingOut;
    g.semantic = semantic;
    return module.addGlobal(g);
  }
  std::optional<cgx::jit::Kernel> compile() {
    module.entry = module.addFunction(std::move(entry));
    cgx::jit::KernelLayout layout = cgx::jit::computeLayout(module);
    cgx::jit::KernelOptions options;
    options.lanes = 8;
    return engine().compile(module, layout, options, sink);
  }
  bool reported(DiagCode code) const {
    for (const auto& d : sink.diagnostics())
      if (d.code == code) return true;
    return false;
  }
};

// Geometry kernels run (tests/cpu/GeometryRunTest.cpp); emitVertex in a module without an input primitive
// is IR the front end never makes (sema refuses it outside geometry programs).
TEST(JitDiagnostics, EmitVertexOutsideAGeometryModuleIsAnInternalError) {
  Fixture f;
  IntrinsicCallStmt call;
  call.op = sema::intrinsicOp("emitVertex");
  ASSERT_NE(call.op, IntrinsicOp::None);
  f.entry.body.stmts.push_back(Stmt{call, {}});
  EXPECT_FALSE(f.compile().has_value());
  EXPECT_TRUE(f.reported(DiagCode::InternalCompilerError));
  EXPECT_FALSE(f.reported(DiagCode::CpuUnsupported));
}

TEST(JitDiagnostics, ArrayVaryingIsCpuUnsupported) {
  Fixture f;
  f.output(f.types.array(TypeTable::vector(Scalar::Float, 4), 2), "TEXCOORD0");
  EXPECT_FALSE(f.compile().has_value());
  EXPECT_TRUE(f.reported(DiagCode::CpuUnsupported));
}

TEST(JitDiagnostics, CallThatSurvivedInliningIsAnInternalError) {
  Fixture f;
  f.entry.body.stmts.push_back(Stmt{CallStmt{FuncId(0), {}, std::nullopt}, {}});
  EXPECT_FALSE(f.compile().has_value());
  EXPECT_TRUE(f.reported(DiagCode::InternalCompilerError));
}

TEST(JitDiagnostics, BreakOutsideALoopIsAnInternalError) {
  Fixture f;
  f.entry.body.stmts.push_back(Stmt{BreakStmt{}, {}});
  EXPECT_FALSE(f.compile().has_value());
  EXPECT_TRUE(f.reported(DiagCode::InternalCompilerError));
}

TEST(JitDiagnostics, StoreOfTheWrongShapeIsAnInternalError) {
  Fixture f;
  GlobalId out = f.output(TypeTable::vector(Scalar::Float, 4), "TEXCOORD0");
  ConstId two = f.module.constant(Constant{TypeTable::vector(Scalar::Float, 2), {1, 2}});
  ExprId value = f.entry.addExpr(Expr{TypeTable::vector(Scalar::Float, 2), ConstantExpr{two}});
  StoreStmt store;
  store.target.var = VarRef::global(out);
  store.value = value;
  f.entry.body.stmts.push_back(Stmt{store, {}});
  EXPECT_FALSE(f.compile().has_value());
  EXPECT_TRUE(f.reported(DiagCode::InternalCompilerError));
}

TEST(JitDiagnostics, AWellFormedHandBuiltModuleCompiles) {
  // The control case: the fixture itself is not what makes the others fail.
  Fixture f;
  GlobalId out = f.output(TypeTable::vector(Scalar::Float, 4), "TEXCOORD0");
  ConstId four = f.module.constant(Constant{TypeTable::vector(Scalar::Float, 4), {1, 2, 3, 4}});
  ExprId value = f.entry.addExpr(Expr{TypeTable::vector(Scalar::Float, 4), ConstantExpr{four}});
  StoreStmt store;
  store.target.var = VarRef::global(out);
  store.value = value;
  f.entry.body.stmts.push_back(Stmt{store, {}});
  auto kernel = f.compile();
  ASSERT_TRUE(kernel.has_value());
  std::vector<float> data(4 * 11, 0.0f);
  cgx::jit::StreamRef ref{reinterpret_cast<const std::uint8_t*>(data.data()), 16};
  cgx::jit::KernelArgs args;
  std::uint32_t none = 0;
  args.uniforms = &none;
  args.outputs = &ref;
  kernel->function(&args, 0, 11);
  for (std::size_t i = 0; i < 11; ++i) EXPECT_EQ(data[i * 4 + 3], 4.0f);
}

}  // namespace
}  // namespace cgx::test::jit
