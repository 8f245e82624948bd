// The GLSL file, top to bottom: header comment, #version, extensions, precision (ES), structs, the
// interface (uniforms, attributes, varyings, outputs), functions in call order (callees first), main().
#include "glsl/Writer.h"

#include <functional>
#include <variant>

#include "glsl/WriterImpl.h"
#include "passes/PassUtil.h"
#include "support/InternalError.h"

namespace cgx::glsl {

using namespace ir;

Writer::Writer(const Module& module, const GlslOptions& options, DiagnosticSink& sink)
    : module_(module), options_(options), sink_(sink) {}

void Writer::unavailable(SourceSpan span, const std::string& what) {
  ok_ = false;
  sink_.report(DiagCode::GlslFeatureUnavailable, span, "GLSL " + dialect().name() + " cannot express " + what);
}

void Writer::internal(SourceSpan span, const std::string& what, CodeLocation where) {
  ice(CompilerStage::Glsl, span, what, where);  // the driver reports it as C1602
}

std::vector<FuncId> Writer::callOrder() const {
  std::vector<FuncId> order;
  std::vector<bool> visited(module_.functions.size(), false);
  std::function<void(FuncId)> visit = [&](FuncId f) {
    if (visited[f.value]) return;
    visited[f.value] = true;
    auto& fn = const_cast<Function&>(module_.function(f));  // the walker takes mutable blocks; nothing changes
    passes::forEachStmt(fn.body, [&](Stmt& s) {
      if (const auto* c = std::get_if<CallStmt>(&s.node)) visit(c->callee);
    });
    order.push_back(f);
  };
  if (module_.entry.valid()) visit(module_.entry);
  return order;
}

void Writer::nameFunctions(const std::vector<FuncId>& order) {
  std::map<std::string, std::string> nameOfBase;    // Cg name -> GLSL name of its first overload
  std::set<std::string> signatures;                 // "name(vec3,float)" already defined
  for (FuncId f : order) {
    const Function& fn = module_.function(f);
    if (fn.isEntry) {
      functionNames_[f.value] = "main";
      continue;
    }
    std::vector<std::string> dummy;
    std::vector<TypeId> paramTypes;
    for (std::size_t i = 0; i < fn.params.size(); ++i) {
      dummy.push_back("a" + std::to_string(i));
      paramTypes.push_back(fn.params[i].type);
    }
    if (fn.fromStdlib && !builtinFor(fn, dummy, paramTypes).empty()) {
      functionNames_[f.value] = "";  // a GLSL built-in: calls are spelled by builtinFor
      continue;
    }
    std::string base = fn.fromStdlib ? "cg_" + fn.name : fn.name;
    std::string key;
    for (const Param& p : fn.params) key += "," + typeName(p.type);
    auto it = nameOfBase.find(base);
    std::string name = it != nameOfBase.end() ? it->second : globalScope_.legal(base);
    if (it == nameOfBase.end()) nameOfBase[base] = name;
    if (!signatures.insert(name + "(" + key + ")").second) {  // float and half overloads are one GLSL signature
      name = globalScope_.legal(base);
      signatures.insert(name + "(" + key + ")");
    }
    calleeScope_.reserve(name);
    functionNames_[f.value] = name;
  }
}

void Writer::functionSignature(FuncId id, std::string& out) {
  const Function& fn = module_.function(id);
  out += fn.isEntry ? "void" : typeName(fn.returnType);
  out += " " + functionNames_.at(id.value) + "(";
  for (std::size_t i = 0; i < fn.params.size(); ++i) {
    const Param& p = fn.params[i];
    if (i) out += ", ";
    if (p.dir == ParamDir::Out) out += "out ";
    if (p.dir == ParamDir::InOut) out += "inout ";
    if (p.dir != ParamDir::In && types().isArray(p.type) && dialect().version == Version::V110)
      unavailable(fn.span, "an array as an out or inout parameter (GLSL 120 and ES 100 have it)");
    std::string decl = declare(p.type, paramNames_[i]);
    if (types().isSampler(p.type) && shadowParams_.count({id.value, static_cast<std::uint32_t>(i)})) {
      std::string plain = typeName(p.type);
      decl.replace(decl.find(plain), plain.size(), plain + "Shadow");
    }
    out += decl;
  }
  out += ")";
}

void Writer::functionBody(FuncId id) {
  const Function& fn = module_.function(id);
  fn_ = &fn;
  fnId_ = id.value;
  NameScope scope(fn.isEntry ? &globalScope_ : &calleeScope_);
  paramNames_.clear();
  localNames_.clear();
  for (const Param& p : fn.params) paramNames_.push_back(scope.legal(p.name == "this" ? "self" : p.name));
  for (const Local& l : fn.locals) {
    std::string wanted = l.name;
    if (!wanted.empty() && wanted.front() == '$') wanted = wanted.substr(1);  // lowering's temporaries
    localNames_.push_back(scope.legal(wanted));
  }
  std::string signature;
  functionSignature(id, signature);
  line(signature);
  line("{");
  ++indent_;
  findFoldableCalls(fn);
  pendingCalls_.clear();
  for (std::size_t i = 0; i < fn.locals.size(); ++i)
    if (!foldable_.count(static_cast<std::uint32_t>(i))) line(declare(fn.locals[i].type, localNames_[i]) + ";");
  if (fn.isEntry) {
    for (std::size_t g = 0; g < forms_.size(); ++g) {
      // A geometry shader's outputs get theirs at each EmitVertex() (Statements.cpp).
      if (!forms_[g].initialValue.empty() && options_.stage != Stage::Geometry) line(forms_[g].initialValue);
      if (module_.globals[g].referenced)
        for (const std::string& copy : forms_[g].elementCopies) line(copy);
      const Global& global = module_.globals[g];
      bool arrayConstant = types().isArray(global.type) && !dialect().arrayConstructors();
      if (global.init && forms_[g].declared && (global.kind == GlobalKind::Static || (global.kind == GlobalKind::Const && arrayConstant))) {
        const Constant& c = module_.constant(*global.init);
        if (types().isArray(global.type) && !dialect().arrayConstructors()) {
          TypeId element = types().get(global.type).element;
          unsigned step = types().flatComponentCount(element);
          for (std::int32_t i = 0; i < types().get(global.type).length; ++i)
            line(forms_[g].name + "[" + std::to_string(i) + "] = " +
                 constantValue(element, c.values.data() + static_cast<std::size_t>(i) * step) + ";");
        } else {
          line(forms_[g].name + " = " + constant(*global.init) + ";");
        }
      }
    }
  }
  for (std::size_t i = 0; i < fn.body.stmts.size(); ++i) {
    const Stmt& s = fn.body.stmts[i];
    bool trailingReturn = i + 1 == fn.body.stmts.size() && std::holds_alternative<ReturnStmt>(s.node) &&
                          !std::get<ReturnStmt>(s.node).value;
    if (!trailingReturn) statement(s);  // `return;` at the end of a void function says nothing
  }
  --indent_;
  line("}");
  line("");
}

// The varying's interpolation qualifier with its space ("flat "): planGlobals kept only one the version
// declares (Interpolation.cpp).
std::string Writer::interpolation(const GlobalForm& f) const { return f.qualifier.empty() ? "" : f.qualifier + " "; }

GlslResult Writer::run() {
  GlslResult result;
  if (!module_.entry.valid()) {
    internal(SourceSpan{}, "no entry function");
    return result;
  }
  if (options_.stage == Stage::Geometry && !dialect().geometryShaders()) {  // one error, not one per input
    unavailable(module_.function(module_.entry).span, "a geometry program (cgx writes geometry shaders in GLSL 150)");
    return result;
  }
  for (const char* helper : kHelperNames) globalScope_.reserve(helper);
  globalScope_.reserve(kQualifiedInputs);
  findShadowSamplers();
  planGlobals();
  std::vector<FuncId> order = callOrder();
  nameFunctions(order);
  for (FuncId f : order)
    if (!functionNames_.at(f.value).empty()) functionBody(f);
  std::string functions;
  functions.swap(out_);

  // The interface, in module order.
  bool modern = dialect().modern();
  bool vertex = options_.stage == Stage::Vertex;
  std::string interface = geometryLayout();
  bool switched = false;  // a referenced qualified input reads kQualifiedInputs
  for (std::size_t g = 0; g < module_.globals.size(); ++g) {
    const Global& global = module_.globals[g];
    const GlobalForm& f = forms_[g];
    GlslVariable& v = variables_[g];
    auto emit = [&](const std::string& text) { interface += text + ";\n"; };
    switch (global.kind) {
      case GlobalKind::Uniform: {
        if (!f.declared) {
          v.glslName.clear();
          break;
        }
        std::string decl = declare(global.type, f.name);
        if (types().isSampler(global.type)) {
          if (shadowGlobals_.count(static_cast<std::uint32_t>(g))) {
            std::string plain = typeName(global.type);
            decl.replace(decl.find(plain), plain.size(), plain + "Shadow");
            v.note = "shadow sampler: set GL_TEXTURE_COMPARE_MODE";
          }
          if (types().get(global.type).sampler == SamplerDim::D1 && !dialect().sampler1D())
            v.note = "sampler1D emulated: bind a 2D texture of height 1";
        }
        emit("uniform " + decl);
        leafNames(global.type, "", f.name, v.leaves, v.leafNotes);
        break;
      }
      case GlobalKind::Static:
      case GlobalKind::Const: {
        if (!f.declared) {
          v.glslName.clear();
          break;
        }
        bool arrayConstant = types().isArray(global.type) && !dialect().arrayConstructors();
        if (global.kind == GlobalKind::Const && global.init && !arrayConstant)
          emit("const " + declare(global.type, f.name) + " = " + constant(*global.init));
        else
          emit(declare(global.type, f.name));
        break;
      }
      case GlobalKind::VaryingIn: {
        if (!global.referenced || v.kind == "builtin") {
          if (!global.referenced) v.glslName.clear();
          break;
        }
        if (vertex) {
          TypeId declared = f.integralAttribute ? types().withScalar(global.type, Scalar::Float) : global.type;
          if (dialect().layoutLocations())
            emit("layout(location = " + std::to_string(v.location) + ") in " + declare(declared, f.name));
          else emit((modern ? "in " : "attribute ") + declare(declared, f.name));
        } else if (!f.vertexArray.empty()) {
          emit("in vec4 " + f.name + "[]");  // sized by the input primitive's layout
        } else if (!f.elementCopies.empty()) {
          emit(declare(global.type, f.name));
          for (const auto& [qualifier, name] : f.elementVaryings)
            if (std::string text = varyingInput(qualifier, name, global.span); !text.empty()) emit(text);
          switched = switched || f.switched;
        } else if (std::string text = varyingInput(f.qualifier, f.name, global.span); !text.empty()) {
          emit(text);
        }
        break;
      }
      case GlobalKind::VaryingOut: {
        if (v.kind == "builtin") break;
        if (vertex || v.kind == "varying") emit(interpolation(f) + (modern ? "out" : "varying") + " vec4 " + f.name);
        else emit("layout(location = " + std::to_string(v.location) + ") out vec4 " + f.name);
        break;
      }
    }
  }
  for (const GlobalForm& f : forms_)
    if (f.name == "gl_FragDepthEXT") extensions_.insert("GL_EXT_frag_depth");
  if (switched) interface.insert(0, "uniform bool " + std::string(kQualifiedInputs) + ";\n");  // never in a geometry shader

  // ES wants #version before anything, comments included.
  std::string text = dialect().versionLine(options_.builtinVaryings || options_.stage == Stage::Geometry) + "\n";
  for (const std::string& l : options_.headerLines) text += "// " + l + "\n";
  for (const std::string& e : extensions_) text += "#extension " + e + " : require\n";
  if (dialect().es()) {
    // Samplers default to lowp in ES: texel values would come back rounded to 10 bits.
    text += "precision highp float;\nprecision highp int;\nprecision highp sampler2D;\nprecision highp samplerCube;\n";
    if (dialect().version == Version::Es300)
      text += "precision highp sampler3D;\nprecision highp sampler2DShadow;\nprecision highp sampler2DArray;\n";
    if (extensions_.count("GL_EXT_shadow_samplers")) text += "precision highp sampler2DShadow;\n";
  }
  text += "\n" + declarations_;
  if (!interface.empty()) text += interface + "\n";
  text += functions;
  result.source = std::move(text);
  result.variables = std::move(variables_);
  result.ok = ok_;
  return result;
}

// A geometry shader's layout qualifiers, "" for the other stages.
std::string Writer::geometryLayout() {
  if (options_.stage != Stage::Geometry) return "";
  if (!options_.geometry) internal(module_.function(module_.entry).span, "a geometry program without its layout");
  const GeometryShape& shape = *options_.geometry;
  const char* input = "triangles";
  switch (shape.input) {
    case Primitive::Points: input = "points"; break;
    case Primitive::Lines: input = "lines"; break;
    case Primitive::LinesAdjacency: input = "lines_adjacency"; break;
    case Primitive::TrianglesAdjacency: input = "triangles_adjacency"; break;
    case Primitive::Triangles: case Primitive::None: break;
  }
  return std::string("layout(") + input + ") in;\nlayout(" + shape.output +
         ", max_vertices = " + std::to_string(shape.maxVertices) + ") out;\n";
}

GlslResult writeGlsl(const Module& module, const GlslOptions& options, DiagnosticSink& sink) {
  return Writer(module, options, sink).run();
}

}  // namespace cgx::glsl
