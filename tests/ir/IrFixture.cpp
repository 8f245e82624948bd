#include "IrFixture.h"

namespace cgx::test {

using namespace cgx::ir;

IrFixture::IrFixture() {
  mvp = module.addGlobal(Global{"mvp", TypeTable::matrix(Scalar::Float, 4, 4), GlobalKind::Uniform, "", {}, {}, false, {}});
  position = module.addGlobal(Global{"IN.position", f4(), GlobalKind::VaryingIn, "POSITION", {}, {}, false, {}});
  hpos = module.addGlobal(Global{"OUT.hpos", f4(), GlobalKind::VaryingOut, "POSITION", {}, {}, false, {}});

  Function s;
  s.name = "scale";
  s.returnType = f1();
  s.params = {Param{"x", f1(), ParamDir::In}, Param{"y", f1(), ParamDir::Out}};
  {
    Builder b(module, s);
    b.store(VarRef::param(ParamId(1)), b.binary(BinaryOp::Mul, b.load(VarRef::param(ParamId(0))), b.floatConst(2)));
    b.ret(b.binary(BinaryOp::Add, b.load(VarRef::param(ParamId(1))), b.floatConst(1)));
  }
  scale = module.addFunction(std::move(s));

  Function m;
  m.name = "main";
  m.isEntry = true;
  {
    Builder b(module, m);
    LocalId p = m.addLocal("p", f4());
    LocalId t = m.addLocal("t", f1());
    LocalId sv = m.addLocal("s", f1());
    b.store(VarRef::local(p), b.load(VarRef::global(position)));
    b.loop(
        [&] {
          ExprId x = b.swizzle(b.load(VarRef::local(p)), {0});
          b.ifThen(b.binary(BinaryOp::Gt, x, b.floatConst(1)), [&] { b.brk(); });
        },
        [&] {
          std::uint8_t mask[1] = {0};
          ExprId x = b.swizzle(b.load(VarRef::local(p)), {0});
          b.storeMasked(Access{VarRef::local(p), {}}, b.binary(BinaryOp::Add, x, b.floatConst(1)), 1, mask);
        });
    ExprId y = b.swizzle(b.load(VarRef::local(p)), {1});
    b.emit(CallStmt{scale, {CallArg{y, std::nullopt}, CallArg{std::nullopt, Access{VarRef::local(t), {}}}},
                    Access{VarRef::local(sv), {}}});
    ExprId scaled = b.binary(BinaryOp::Mul, b.load(VarRef::local(p)), b.splat(b.load(VarRef::local(sv)), f4()));
    b.store(VarRef::global(hpos), scaled);
    b.ret();
  }
  entry = module.addFunction(std::move(m));
  module.entry = entry;
}

bool hasError(const std::vector<std::string>& errors, const std::string& needle) {
  for (const std::string& e : errors)
    if (e.find(needle) != std::string::npos) return true;
  return false;
}

std::string joined(const std::vector<std::string>& errors) {
  std::string s;
  for (const std::string& e : errors) s += e + "\n";
  return s;
}

}  // namespace cgx::test
