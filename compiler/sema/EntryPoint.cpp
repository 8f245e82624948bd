// The entry function's interface: parameters are varying unless `uniform`; varying semantics must be ones
// the stage knows in that direction (C5108, C5109, C5102); a uniform given a varying semantic is warned
// about (C7021); the program must produce a varying output (C5029); assembly profiles bind each output
// semantic once (C5121; cgc's GLSL profiles accept duplicates). As cgc 3.1 measures: a sampler parameter
// is a uniform without the word (`in sampler2D s : TEXUNIT0`), and so is a struct member declared `uniform`
// inside a varying struct parameter; neither takes the struct's semantic.
#include <algorithm>
#include <map>
#include <optional>

#include "sema/Analyzer.h"
#include "semantic/Semantics.h"

namespace cgx::sema {

namespace {

// The semantic table's stage; geometry and unknown stages have no table yet (every semantic passes).
std::optional<semantic::Stage> tableStage(Stage stage) {
  if (stage == Stage::Vertex) return semantic::Stage::Vertex;
  if (stage == Stage::Fragment) return semantic::Stage::Fragment;
  return std::nullopt;
}

// A semantic as cgc quotes it in C5108: as written, without its index and modifier (texcord3.FLAT -> texcord).
std::string writtenName(std::string_view text) {
  std::string_view name = text.substr(0, text.find('.'));
  while (!name.empty() && name.back() >= '0' && name.back() <= '9') name.remove_suffix(1);
  return std::string(name);
}

// `; did you mean "TEXCOORD0"?` for a semantic the stage does not know: the nearest name the stage takes in
// that direction, with the index as written (TEXCORD0 -> TEXCOORD0).
std::string suggestSemantic(Analyzer& analyzer, Stage stage, bool isOutput, const semantic::Semantic& parsed) {
  std::optional<semantic::Stage> table = tableStage(stage);
  if (!table) return "";
  std::vector<std::string_view> names;
  for (const semantic::Spelling& s : semantic::spellings()) {
    bool vertex = *table == semantic::Stage::Vertex;
    int highest = vertex ? (isOutput ? s.vertexOut : s.vertexIn) : (isOutput ? s.fragmentOut : s.fragmentIn);
    if (highest != semantic::kNo) names.push_back(s.name);
  }
  std::sort(names.begin(), names.end());  // ties go to the first listed: the same one on every run
  std::string suggestion = analyzer.suggestAmong(parsed.base, names);
  if (suggestion.empty() || parsed.digits.empty()) return suggestion;
  // suggestAmong ends with `"?`: put the written index inside the quotes.
  return suggestion.insert(suggestion.size() - 2, parsed.digits);
}

semantic::Verdict checkSemantic(Stage stage, bool isOutput, const semantic::Semantic& parsed,
                                unsigned vertexTexcoordOutputs = 8) {
  std::optional<semantic::Stage> table = tableStage(stage);
  if (!table) return semantic::Verdict::Ok;
  return semantic::check(*table, isOutput ? semantic::Direction::Out : semantic::Direction::In, parsed,
                         vertexTexcoordOutputs);
}

struct EntryChecker {
  Analyzer& analyzer;
  const SemaOptions& options;
  std::map<std::string, const ast::Semantic*> outputs;  // canonical semantic -> first binding

  bool checkOutputsUnique() const { return options.profile.rfind("glsl", 0) != 0; }

  void checkVarying(const ast::Semantic* semantic, const std::string& name, bool isOutput) {
    if (semantic == nullptr || semantic->isRegister) return;
    semantic::Semantic parsed = semantic::parse(semantic->text);
    switch (checkSemantic(options.stage, isOutput, parsed, options.vertexTexcoordOutputs)) {
      case semantic::Verdict::Ok: break;
      case semantic::Verdict::Unknown:
        analyzer.error(DiagCode::UnknownSemantic, semantic->span,
                       "unknown semantics " + analyzer.quoted(writtenName(semantic->text)) + " specified for " + analyzer.quoted(name) +
                           suggestSemantic(analyzer, options.stage, isOutput, parsed));
        return;
      case semantic::Verdict::WrongDirection:
        analyzer.error(DiagCode::SemanticDomainConflict, semantic->span,
                       "variable " + analyzer.quoted(name) + " domain conflicts with semantics " +
                           analyzer.quoted(parsed.base));
        return;
      case semantic::Verdict::IndexTooBig:
        // An index past 32 bits is quoted as written (cgc's wraps: TEXCOORD4294967297 passes as TEXCOORD1).
        analyzer.error(DiagCode::SemanticIndexTooBig, semantic->span,
                       std::string(isOutput ? "output" : "input") + " semantic attribute " +
                           analyzer.quoted(parsed.base) + " has too big of a numeric index (" +
                           (parsed.indexOverflow ? parsed.digits : std::to_string(parsed.writtenIndex)) + ")");
        return;
    }
    if (!isOutput || !checkOutputsUnique()) return;
    auto [it, inserted] = outputs.emplace(parsed.canonical, semantic);
    if (!inserted) {
      Diagnostic& d = analyzer.error(DiagCode::DuplicateOutputSemantic, semantic->span,
                                     "multiple bindings to output semantic " + analyzer.quoted(parsed.canonical));
      d.notes.push_back(DiagNote{it->second->span, "first bound here"});
    }
  }

  // A varying of struct type binds its fields (recursively); otherwise the value's own semantic.
  void checkValue(ir::TypeId type, const ast::Semantic* semantic, const std::string& name, bool isOutput) {
    ir::TypeTable& types = analyzer.types();
    ir::TypeId element = type;
    while (types.isArray(element)) element = types.get(element).element;
    if (types.isStruct(element) && semantic == nullptr) {
      ast::Decl* record = analyzer.recordDecl(element);
      if (record == nullptr || record->kind != ast::DeclKind::Struct) return;
      for (ast::Decl* member : static_cast<ast::StructDecl*>(record)->members) {
        if (member->kind != ast::DeclKind::Var) continue;
        auto* field = static_cast<ast::VarDecl*>(member);
        if ((field->qualifiers & ast::QualUniform) != 0) {
          analyzer.warnUniformSemantic(field);
          continue;
        }
        checkValue(field->semaType, field->semantic, field->name, isOutput);
      }
      return;
    }
    checkVarying(semantic, name, isOutput);
  }
};

}  // namespace

void Analyzer::warnUniformSemantic(ast::VarDecl* uniform) {
  const ast::Semantic* semantic = uniform->semantic;
  if (semantic == nullptr || semantic->isRegister || options_.stage == Stage::Geometry ||
      options_.stage == Stage::Unknown)
    return;
  semantic::Semantic parsed = semantic::parse(semantic->text);
  if (checkSemantic(options_.stage, false, parsed) != semantic::Verdict::Ok) return;
  sink_.report(DiagCode::SemanticDomainWarning, semantic->span,
               "variable " + quoted(uniform->name) + " domain conflicts with semantics " + quoted(parsed.base));
}

bool Analyzer::isUniformOnlyValue(ir::TypeId type) const {
  while (types_.isArray(type)) type = types_.get(type).element;
  return types_.isSampler(type) || types_.isTexture(type);
}

void Analyzer::checkEntry(ast::FunctionDecl* entry) {
  entry->semaIsEntry = true;
  EntryChecker checker{*this, options_, {}};
  bool hasOutput = false;
  for (ast::VarDecl* param : entry->params) {
    bool out = (param->qualifiers & (ast::QualOut | ast::QualInOut)) != 0;
    if ((param->qualifiers & ast::QualUniform) != 0 || (!out && isUniformOnlyValue(param->semaType))) {
      param->semaStorage = ast::VarStorage::Uniform;
      warnUniformSemantic(param);
      checkBufferSemantic(param);
      continue;
    }
    param->semaStorage = ast::VarStorage::EntryVarying;
    bool in = (param->qualifiers & ast::QualOut) == 0;  // in, inout, or unqualified
    if (in) checker.checkValue(param->semaType, param->semantic, param->name, false);
    if (out) {
      checker.checkValue(param->semaType, param->semantic, param->name, true);
      hasOutput = true;
    }
  }
  if (entry->semaType != ir::TypeTable::kVoid && !types_.isError(entry->semaType)) {
    checker.checkValue(entry->semaType, entry->semantic, entry->name, true);
    if (entry->semantic != nullptr || types_.isStruct(entry->semaType)) hasOutput = true;
  }
  if (!hasOutput && !types_.isError(entry->semaType) && options_.stage != Stage::Geometry)
    error(DiagCode::NoVaryingOutput, entry->nameSpan,
          "program " + quoted(entry->name) + " must return a struct or have a varying output semantic");
}

}  // namespace cgx::sema
