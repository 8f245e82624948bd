#include "ParseHelpers.h"

#include <algorithm>
#include <sstream>

#include "diag/DiagnosticFormatter.h"
#include "parse/Parser.h"
#include "support/Golden.h"
#include "support/LargeStack.h"

namespace cgx::test {

namespace {
void runFrontend(Parsed& parsed, FileId file, PreprocessorOptions options) {
  runWithLargeStack([&] {
    Preprocessor preprocessor(*parsed.sources, *parsed.diagnostics, std::move(options));
    PreprocessedUnit tokens = preprocessor.run(file);
    parsed.unit = parseTranslationUnit(tokens, *parsed.context, *parsed.diagnostics);
  });
}
}  // namespace

std::string Parsed::diagnosticsText() const {
  DiagnosticFormatter formatter(*sources, DiagnosticStyle::Clang);
  std::string out;
  for (const Diagnostic& d : diagnostics->diagnostics()) out += formatter.format(d);
  return out;
}

std::string Parsed::dump() const { return unit ? ast::dumpAst(*unit, *sources) : std::string(); }

Parsed parseText(const std::string& text, PreprocessorOptions options) {
  Parsed parsed;
  FileId file = parsed.sources->addBuffer("test.cg", text);
  runFrontend(parsed, file, std::move(options));
  return parsed;
}

Parsed parseFile(const std::filesystem::path& path, const std::string& displayPath, PreprocessorOptions options) {
  // Relative paths keep "included from" notes in golden files free of where the checkout is.
  std::filesystem::current_path(CGX_SOURCE_DIR);
  Parsed parsed;
  FileId file = parsed.sources->addBuffer(displayPath, readFile(path));
  // Includes resolve against the file's own folder, which the display name does not carry.
  options.includePaths.insert(options.includePaths.begin(), path.parent_path().string());
  runFrontend(parsed, file, std::move(options));
  return parsed;
}

std::vector<std::filesystem::path> cgFilesIn(const std::string& folder) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(sourcePath(folder)))
    if (entry.path().extension() == ".cg") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<std::string> cgFileStems(const std::string& folder) {
  std::vector<std::string> stems;
  for (const auto& file : cgFilesIn(folder)) stems.push_back(file.stem().string());
  return stems;
}

std::string sexpr(const ast::Expr* e) {
  using namespace ast;
  if (e == nullptr) return "null";
  std::ostringstream out;
  switch (e->kind) {
    case ExprKind::IntLiteral: return std::to_string(static_cast<const IntLiteralExpr*>(e)->value);
    case ExprKind::FloatLiteral: {
      out << static_cast<const FloatLiteralExpr*>(e)->value;
      return out.str();
    }
    case ExprKind::BoolLiteral: return static_cast<const BoolLiteralExpr*>(e)->value ? "true" : "false";
    case ExprKind::StringLiteral: return "\"" + static_cast<const StringLiteralExpr*>(e)->value + "\"";
    case ExprKind::Name: return static_cast<const NameExpr*>(e)->name;
    case ExprKind::Unary: {
      auto* u = static_cast<const UnaryExpr*>(e);
      std::string op = spelling(u->op);
      op = op.substr(0, op.find(' '));
      bool post = u->op == UnaryOp::PostInc || u->op == UnaryOp::PostDec;
      return "(" + std::string(post ? "post" : "") + op + " " + sexpr(u->operand) + ")";
    }
    case ExprKind::Binary: {
      auto* b = static_cast<const BinaryExpr*>(e);
      return "(" + std::string(spelling(b->op)) + " " + sexpr(b->lhs) + " " + sexpr(b->rhs) + ")";
    }
    case ExprKind::Assign: {
      auto* a = static_cast<const AssignExpr*>(e);
      return "(" + std::string(spelling(a->op)) + " " + sexpr(a->target) + " " + sexpr(a->value) + ")";
    }
    case ExprKind::Conditional: {
      auto* c = static_cast<const ConditionalExpr*>(e);
      return "(? " + sexpr(c->condition) + " " + sexpr(c->ifTrue) + " " + sexpr(c->ifFalse) + ")";
    }
    case ExprKind::Call: {
      auto* c = static_cast<const CallExpr*>(e);
      out << "(call " << sexpr(c->callee);
      for (auto* a : c->args) out << " " << sexpr(a);
      out << ")";
      return out.str();
    }
    case ExprKind::Constructor: {
      auto* c = static_cast<const ConstructorExpr*>(e);
      const BuiltinType& b = c->type->builtin;
      out << "(ctor " << int(b.rows) << "x" << int(b.cols);
      for (auto* a : c->args) out << " " << sexpr(a);
      out << ")";
      return out.str();
    }
    case ExprKind::Cast: {
      auto* c = static_cast<const CastExpr*>(e);
      std::string type = c->type->kind == TypeSpec::Kind::Named
                             ? c->type->name
                             : std::to_string(c->type->builtin.rows) + "x" + std::to_string(c->type->builtin.cols);
      return "(cast " + type + " " + sexpr(c->operand) + ")";
    }
    case ExprKind::Member: {
      auto* m = static_cast<const MemberExpr*>(e);
      return "(. " + sexpr(m->base) + " " + m->member + ")";
    }
    case ExprKind::Index: {
      auto* i = static_cast<const IndexExpr*>(e);
      return "([] " + sexpr(i->base) + " " + sexpr(i->index) + ")";
    }
    case ExprKind::InitList: {
      out << "{";
      for (auto* a : static_cast<const InitListExpr*>(e)->elements) out << " " << sexpr(a);
      out << " }";
      return out.str();
    }
    case ExprKind::SamplerState: return "sampler_state";
    case ExprKind::StateReference: return "<" + static_cast<const StateReferenceExpr*>(e)->name + ">";
    case ExprKind::Compile: return "(compile " + static_cast<const CompileExpr*>(e)->profile + ")";
    case ExprKind::Error: return "error";
  }
  return "?";
}

}  // namespace cgx::test
