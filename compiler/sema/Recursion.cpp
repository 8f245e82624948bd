// The call graph, built from the calls sema resolved. Cg has no recursion (every call is inlined by the
// back ends), so a cycle is an error at the call that closes it (C5005). A call through an interface
// (`l.illuminate(p)`) may run the method of any struct that implements it: each is a callee, so lowering
// finds them among the used functions and a cycle through one is C5005 (cgc 3.1 crashes on it, C9999).
#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "sema/Analyzer.h"
#include "sema/StandardLibrary.h"

namespace cgx::sema {

namespace {

ast::FunctionDecl* definitionOf(ast::FunctionDecl* fn) {
  // A prototype points at its definition, or at a declaration qualified for the compile profile that took its
  // place, which may be a prototype itself (Scopes.cpp): chains are short and end at a definition or nullptr.
  while (fn->semaDefinition != nullptr) fn = fn->semaDefinition;
  return fn;
}

bool sameParamTypes(const ast::FunctionDecl* a, const ast::FunctionDecl* b) {
  if (a->params.size() != b->params.size()) return false;
  for (std::size_t i = 0; i < a->params.size(); ++i)
    if (a->params[i]->semaType != b->params[i]->semaType) return false;
  return true;
}

}  // namespace

std::vector<ast::FunctionDecl*> Analyzer::finishCallGraph(ast::FunctionDecl* entry) {
  struct Edge {
    ast::CallExpr* call;
    ast::FunctionDecl* callee;
  };
  std::unordered_map<ast::FunctionDecl*, std::vector<Edge>> callsIn;
  for (auto& [caller, call] : calls_) {
    if (call->semaFunction == nullptr) continue;
    call->semaFunction = definitionOf(call->semaFunction);
    callsIn[caller].push_back(Edge{call, call->semaFunction});
    bool throughInterface = call->callee != nullptr && call->callee->kind == ast::ExprKind::Member &&
                            types_.get(static_cast<ast::MemberExpr*>(call->callee)->base->semaType).kind ==
                                ir::TypeKind::Interface;
    if (!throughInterface) continue;
    TypeId iface = static_cast<ast::MemberExpr*>(call->callee)->base->semaType;
    for (ast::FunctionDecl* fn : definitions_)
      if (fn->semaOwner != nullptr && types_.record(fn->semaOwner->semaType).implements == iface &&
          fn->name == call->semaFunction->name && sameParamTypes(fn, call->semaFunction))
        callsIn[caller].push_back(Edge{call, fn});
  }

  // Iterative DFS with colours; a grey callee is a cycle. Stdlib functions are acyclic by construction but
  // are walked too, so that their own callees are listed.
  enum class Colour : std::uint8_t { White, Grey, Black };
  std::unordered_map<ast::FunctionDecl*, Colour> colour;
  std::unordered_set<ast::FunctionDecl*> reached;
  std::vector<ast::FunctionDecl*> roots;
  if (entry != nullptr) roots.push_back(entry);
  else roots = definitions_;
  struct Frame {
    ast::FunctionDecl* fn;
    std::size_t next;
  };
  for (ast::FunctionDecl* root : roots) {
    if (colour[root] != Colour::White) continue;
    std::vector<Frame> stack{{root, 0}};
    colour[root] = Colour::Grey;
    reached.insert(root);
    while (!stack.empty()) {
      Frame& frame = stack.back();
      std::vector<Edge>& calls = callsIn[frame.fn];
      if (frame.next == calls.size()) {
        colour[frame.fn] = Colour::Black;
        stack.pop_back();
        continue;
      }
      auto [call, callee] = calls[frame.next++];
      // cgc reports it when generating code, which a program with errors never reaches.
      if (entry != nullptr && !callee->semaFromStdlib && profileFit(callee) == ProfileFit::Other &&
          sink_.errorCount() == 0)
        reportOtherProfileCall(call, callee);
      if (callee->body == nullptr) {
        bool throughInterface = call->callee != nullptr && call->callee->kind == ast::ExprKind::Member &&
                                types_.get(static_cast<ast::MemberExpr*>(call->callee)->base->semaType).kind ==
                                    ir::TypeKind::Interface;
        if (entry != nullptr && !callee->semaFromStdlib && callee->semaOwner == nullptr && !throughInterface) {
          Diagnostic& d = error(DiagCode::FunctionWithoutBody, call->span,
                                "function " + quoted(callee->name) + " is called but never defined");
          noteDeclaredAt(d, callee, "declared here");
        }
        continue;
      }
      Colour& c = colour[callee];
      if (c == Colour::Grey) {
        Diagnostic& d = error(DiagCode::Recursion, call->span, "recursive call to function " + quoted(callee->name));
        noteDeclaredAt(d, callee, "function defined here");
        continue;
      }
      if (c == Colour::White) {
        c = Colour::Grey;
        reached.insert(callee);
        stack.push_back(Frame{callee, 0});
      }
    }
  }

  // Stdlib functions call each other; their call graph was built when the stdlib was analysed.
  if (!isStdlib_) {
    std::vector<ast::FunctionDecl*> pending(reached.begin(), reached.end());
    while (!pending.empty()) {
      ast::FunctionDecl* fn = pending.back();
      pending.pop_back();
      if (!fn->semaFromStdlib) continue;
      for (ast::FunctionDecl* callee : stdlibCallees(fn))
        if (reached.insert(callee).second) pending.push_back(callee);
    }
  }

  std::vector<ast::FunctionDecl*> used;
  for (ast::FunctionDecl* fn : definitions_)
    if (entry == nullptr || reached.count(fn) != 0) used.push_back(fn);
  std::vector<ast::FunctionDecl*> library;
  for (ast::FunctionDecl* fn : reached)
    if (fn->semaFromStdlib && !isStdlib_) library.push_back(fn);
  // Deterministic order for the stdlib functions: by name, then by parameter types.
  std::sort(library.begin(), library.end(), [](const ast::FunctionDecl* a, const ast::FunctionDecl* b) {
    if (a->name != b->name) return a->name < b->name;
    for (std::size_t i = 0; i < a->params.size() && i < b->params.size(); ++i)
      if (a->params[i]->semaType != b->params[i]->semaType) return a->params[i]->semaType < b->params[i]->semaType;
    return a->params.size() < b->params.size();
  });
  used.insert(used.end(), library.begin(), library.end());
  return used;
}

}  // namespace cgx::sema
