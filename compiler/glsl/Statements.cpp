// Statements. The IR's loop (`loop { body } continuing { step }`) becomes `for (; cond; step)` when it
// starts with `if (!cond) break;` and its step is a list of assignments; otherwise `for (;;)` with the
// continuing statements at the end of the body and again before each `continue`.
#include <variant>

#include "glsl/WriterImpl.h"

namespace cgx::glsl {

using namespace ir;

namespace {

// `if (c) break;` with nothing else: the loop's exit test.
const IfStmt* exitTest(const Block& body) {
  if (body.stmts.empty()) return nullptr;
  const auto* i = std::get_if<IfStmt>(&body.stmts.front().node);
  if (!i || !i->elseBlock.stmts.empty() || i->thenBlock.stmts.size() != 1 ||
      !std::holds_alternative<BreakStmt>(i->thenBlock.stmts[0].node))
    return nullptr;
  return i;
}

bool expressibleStep(const Block& continuing) {
  for (const Stmt& s : continuing.stmts)
    if (!std::holds_alternative<StoreStmt>(s.node)) return false;
  return true;
}

}  // namespace

void Writer::line(const std::string& text) {
  out_.append(indent_ * 2, ' ');
  out_ += text;
  out_ += '\n';
}

void Writer::block(const Block& b) {
  ++indent_;
  for (const Stmt& s : b.stmts) statement(s);
  --indent_;
}

std::string Writer::maskedTarget(const Access& target, TypeId targetType, const std::uint8_t* mask, std::uint8_t count) {
  std::string base = lvalue(target);
  if (types().componentCount(targetType) == 1) return base;  // a scalar's only component
  std::string comps;
  for (unsigned i = 0; i < count; ++i) comps += kComponents[mask[i]];
  // A padded varying's whole write already carries its components (".xy"): the mask replaces them.
  if (target.var.kind == VarKind::Global && target.steps.empty() && forms_[target.var.index].padded)
    base = forms_[target.var.index].name;
  return base + "." + comps;
}

void Writer::writeStore(const StoreStmt& s, SourceSpan span) {
  TypeId targetType = module_.accessType(*fn_, s.target);
  const Expr& value = fn_->expr(s.value);
  // GLSL 1.10 / ES 1.00 have no array constructors: store element by element.
  if (const auto* c = std::get_if<ConstructExpr>(&value.node);
      c && s.maskCount == 0 && types().isArray(targetType) && !dialect().arrayConstructors()) {
    std::string target = lvalue(s.target);
    for (std::size_t i = 0; i < c->args.size(); ++i) line(target + "[" + std::to_string(i) + "] = " + expr(c->args[i]) + ";");
    return;
  }
  if (const auto* k = std::get_if<ConstantExpr>(&value.node);
      k && s.maskCount == 0 && types().isArray(targetType) && !dialect().arrayConstructors()) {
    const Constant& constant = module_.constant(k->constant);
    TypeId element = types().get(targetType).element;
    unsigned step = types().flatComponentCount(element);
    std::string target = lvalue(s.target);
    for (std::int32_t i = 0; i < types().get(targetType).length; ++i)
      line(target + "[" + std::to_string(i) + "] = " +
           constantValue(element, constant.values.data() + static_cast<std::size_t>(i) * step) + ";");
    return;
  }
  // Nor array assignment (an array out argument's copy, `float4 c[2] = k;`): element by element too.
  if (std::holds_alternative<LoadExpr>(value.node) && s.maskCount == 0 && types().isArray(targetType) &&
      !dialect().arrayConstructors()) {
    std::string target = lvalue(s.target), source = expr(s.value);
    for (std::int32_t i = 0; i < types().get(targetType).length; ++i)
      line(target + "[" + std::to_string(i) + "] = " + source + "[" + std::to_string(i) + "];");
    return;
  }
  if (s.maskCount == 0) {
    line(lvalue(s.target) + " = " + expr(s.value) + ";");
    return;
  }
  if (types().isMatrix(targetType)) {  // components of a matrix are not a swizzle in GLSL
    std::string v = operand(s.value), target = lvalue(s.target);
    if (s.maskCount == 1) {
      line(target + componentText(targetType, s.mask[0]) + " = " + v + ";");
      return;
    }
    // More than one: the whole matrix in one assignment, so that the value (which may read the matrix, as in
    // m._m11_m12 = m[1].yx * 2) is evaluated before any component changes. One store per component would
    // read components already written. Column r of the GLSL matrix is Cg's row r (padding included).
    const Type& type = types().get(targetType);
    unsigned columns = paddedMatrix(targetType) ? matrixDim(targetType) : type.rows;
    unsigned rows = paddedMatrix(targetType) ? matrixDim(targetType) : type.cols;
    std::string value = typeName(targetType) + "(";
    for (unsigned r = 0; r < columns; ++r) {
      std::string column = target + "[" + std::to_string(r) + "]";
      bool touched = false;
      std::string parts = "vec" + std::to_string(rows) + "(";
      for (unsigned c = 0; c < rows; ++c) {
        std::string part = column + "[" + std::to_string(c) + "]";
        for (unsigned i = 0; i < s.maskCount; ++i)
          if (s.mask[i] == r * 4 + c) {
            part = v + "." + kComponents[i];
            touched = true;
          }
        parts += (c ? ", " : "") + part;
      }
      value += (r ? ", " : "") + (touched ? parts + ")" : column);
    }
    line(target + " = " + value + ");");
    return;
  }
  (void)span;
  line(maskedTarget(s.target, targetType, s.mask, s.maskCount) + " = " + expr(s.value) + ";");
}

void Writer::writeCall(const CallStmt& s, SourceSpan span) {
  const Function& callee = module_.function(s.callee);
  std::vector<std::string> args;
  std::vector<TypeId> argTypes;
  for (std::size_t i = 0; i < s.args.size(); ++i) {
    const CallArg& a = s.args[i];
    ParamDir dir = i < callee.params.size() ? callee.params[i].dir : ParamDir::In;
    argTypes.push_back(i < callee.params.size() ? callee.params[i].type : TypeTable::kError);
    if (dir == ParamDir::In || !a.target) {
      args.push_back(a.value ? expr(*a.value) : "0.0");
      continue;
    }
    std::string target = lvalue(*a.target);
    if (dir == ParamDir::InOut && a.value) {
      // GLSL's inout reads the argument it writes: copy the Cg value in first unless it is that place.
      const auto* l = std::get_if<LoadExpr>(&fn_->expr(*a.value).node);
      bool samePlace = l && lvalue(l->access) == target;
      if (!samePlace) line(target + " = " + expr(*a.value) + ";");
    }
    args.push_back(target);
  }
  std::string text;
  const std::string& name = functionNames_.at(s.callee.value);
  if (name.empty()) {
    text = builtinFor(callee, args, argTypes);
    if (text.empty()) internal(span, "no GLSL built-in for '" + callee.name + "'");
  } else {
    text = name + "(";
    for (std::size_t i = 0; i < args.size(); ++i) text += (i ? ", " : "") + args[i];
    text += ")";
  }
  if (s.result && s.result->steps.empty() && s.result->var.kind == VarKind::Local &&
      foldable_.count(s.result->var.index)) {
    // Printed where the next statement reads it (CallFolding.cpp); a built-in spelled as an operator
    // expression (any(b) of one bool is just b) gets parentheses to stay one operand.
    bool call = !text.empty() && text.back() == ')' && text.find('(') != std::string::npos &&
                text.find_first_of(" (") == text.find('(');
    pendingCalls_[s.result->var.index] = call ? text : "(" + text + ")";
    return;
  }
  line(s.result ? lvalue(*s.result) + " = " + text + ";" : text + ";");
}

void Writer::writeIntrinsicCall(const IntrinsicCallStmt& s, SourceSpan span) {
  if (s.op == IntrinsicOp::RestartStrip) {
    line("EndPrimitive();");
    return;
  }
  if (s.op != IntrinsicOp::EmitVertex) {
    unavailable(span, std::string("the intrinsic ") + intrinsicName(s.op) + "() in GLSL");
    return;
  }
  // GL leaves every output undefined after EmitVertex(): a narrow output gets its (0, 0, 0, 1) again first.
  for (std::size_t k = 0; k < s.outputs.size() && k < s.args.size(); ++k) {
    const GlobalForm& f = forms_[s.outputs[k].value];
    if (!f.initialValue.empty()) line(f.initialValue);
    if (s.args[k].value) line(f.wholeWrite + " = " + expr(*s.args[k].value) + ";");
  }
  line("EmitVertex();");
}

void Writer::writeLoop(const LoopStmt& l) {
  const IfStmt* test = exitTest(l.body);
  std::string cond;
  if (test) {
    const Expr& c = fn_->expr(test->cond);
    const auto* u = std::get_if<UnaryExpr>(&c.node);
    cond = u && u->op == UnaryOp::Not ? expr(u->operand) : "!" + operand(test->cond);
  }
  bool stepInHeader = expressibleStep(l.continuing);
  std::string step;
  if (stepInHeader) {
    std::string saved;
    saved.swap(out_);
    unsigned savedIndent = indent_;
    indent_ = 0;
    for (const Stmt& s : l.continuing.stmts) writeStore(std::get<StoreStmt>(s.node), s.span);
    indent_ = savedIndent;
    saved.swap(out_);
    // "a = x;\nb = y;\n" -> "a = x, b = y"
    for (std::size_t i = 0; i < saved.size(); ++i) {
      if (saved[i] == ';') continue;
      if (saved[i] == '\n') {
        if (i + 1 < saved.size()) step += ", ";
        continue;
      }
      step += saved[i];
    }
  }
  if (!cond.empty() && step.empty()) line("while (" + cond + ") {");
  else line("for (; " + cond + "; " + step + ") {");
  loops_.push_back(stepInHeader ? nullptr : &l);
  ++indent_;
  for (std::size_t i = test ? 1 : 0; i < l.body.stmts.size(); ++i) statement(l.body.stmts[i]);
  if (!stepInHeader)
    for (const Stmt& s : l.continuing.stmts) statement(s);
  --indent_;
  loops_.pop_back();
  line("}");
}

void Writer::statement(const Stmt& s) {
  std::visit(
      [&](const auto& n) {
        using N = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<N, StoreStmt>) {
          writeStore(n, s.span);
        } else if constexpr (std::is_same_v<N, CallStmt>) {
          writeCall(n, s.span);
        } else if constexpr (std::is_same_v<N, IntrinsicCallStmt>) {
          writeIntrinsicCall(n, s.span);
        } else if constexpr (std::is_same_v<N, IfStmt>) {
          std::string cond = expr(n.cond);
          line("if (" + cond + ") {");
          block(n.thenBlock);
          if (!n.elseBlock.stmts.empty()) {
            line("} else {");
            block(n.elseBlock);
          }
          line("}");
        } else if constexpr (std::is_same_v<N, LoopStmt>) {
          writeLoop(n);
        } else if constexpr (std::is_same_v<N, BreakStmt>) {
          line("break;");
        } else if constexpr (std::is_same_v<N, ContinueStmt>) {
          // With the step not in the header, `continue` must run it first (it may hold the exit test).
          if (!loops_.empty() && loops_.back() != nullptr) {
            const LoopStmt* loop = loops_.back();
            loops_.back() = nullptr;  // the step's own statements have no continue
            for (const Stmt& c : loop->continuing.stmts) statement(c);
            loops_.back() = loop;
          }
          line("continue;");
        } else if constexpr (std::is_same_v<N, ReturnStmt>) {
          line(n.value ? "return " + expr(*n.value) + ";" : "return;");
        } else if constexpr (std::is_same_v<N, DiscardStmt>) {
          line("discard;");
        } else if constexpr (std::is_same_v<N, UnresolvedCallStmt>) {
          internal(s.span, "an unresolved interface call reached the GLSL writer");
        }
      },
      s.node);
}

}  // namespace cgx::glsl
