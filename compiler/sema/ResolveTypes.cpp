// Types as written (TypeSpec) to TypeIds: built-ins map directly, names go through typedefs, structs and
// interfaces, array dimensions must be compile-time constants >= 1 (C1307, C1043).
#include "sema/Analyzer.h"

namespace cgx::sema {

namespace {

ir::Scalar scalarOf(ast::ScalarKind kind) {
  switch (kind) {
    case ast::ScalarKind::Float: return ir::Scalar::Float;
    case ast::ScalarKind::Half: return ir::Scalar::Half;
    case ast::ScalarKind::Fixed: return ir::Scalar::Fixed;
    case ast::ScalarKind::Int: return ir::Scalar::Int;
    case ast::ScalarKind::UInt: return ir::Scalar::UInt;
    case ast::ScalarKind::Bool: return ir::Scalar::Bool;
    case ast::ScalarKind::Double: return ir::Scalar::Double;
    case ast::ScalarKind::CInt: return ir::Scalar::CInt;
    case ast::ScalarKind::CFloat: return ir::Scalar::CFloat;
  }
  return ir::Scalar::Float;
}

TypeId builtinType(const ast::BuiltinType& b) {
  using ir::SamplerDim;
  switch (b.kind) {
    case ast::BuiltinKind::Void: return ir::TypeTable::kVoid;
    case ast::BuiltinKind::Numeric: return ir::TypeTable::numeric(scalarOf(b.scalar), b.rows, b.cols);
    case ast::BuiltinKind::Sampler: return ir::TypeTable::sampler(SamplerDim::Generic);
    case ast::BuiltinKind::Sampler1D: return ir::TypeTable::sampler(SamplerDim::D1);
    case ast::BuiltinKind::Sampler2D: return ir::TypeTable::sampler(SamplerDim::D2);
    case ast::BuiltinKind::Sampler3D: return ir::TypeTable::sampler(SamplerDim::D3);
    case ast::BuiltinKind::SamplerCube: return ir::TypeTable::sampler(SamplerDim::Cube);
    case ast::BuiltinKind::SamplerRect: return ir::TypeTable::sampler(SamplerDim::Rect);
    case ast::BuiltinKind::Sampler1DArray: return ir::TypeTable::sampler(SamplerDim::D1Array);
    case ast::BuiltinKind::Sampler2DArray: return ir::TypeTable::sampler(SamplerDim::D2Array);
    case ast::BuiltinKind::SamplerCubeArray: return ir::TypeTable::sampler(SamplerDim::CubeArray);
    case ast::BuiltinKind::SamplerBuf: return ir::TypeTable::sampler(SamplerDim::Buffer);
    case ast::BuiltinKind::String: return ir::TypeTable::kString;
    case ast::BuiltinKind::Program: return ir::TypeTable::kProgram;
    case ast::BuiltinKind::Texture: {
      ast::BuiltinType sampler = b;
      sampler.kind = b.textured;
      TypeId samplerType = sampler.kind == ast::BuiltinKind::Texture ? ir::TypeTable::kError : builtinType(sampler);
      if (samplerType < ir::TypeTable::kFirstSampler || samplerType >= ir::TypeTable::kString)
        return ir::TypeTable::kError;  // the parser makes only samplers' kinds here
      return ir::TypeTable::texture(static_cast<SamplerDim>(samplerType - ir::TypeTable::kFirstSampler));
    }
  }
  return ir::TypeTable::kError;
}

}  // namespace

TypeId Analyzer::resolveTypeSpec(ast::TypeSpec* spec, ast::Qualifiers qualifiers) {
  if (spec == nullptr) return ir::TypeTable::kError;
  TypeId type = ir::TypeTable::kError;
  switch (spec->kind) {
    case ast::TypeSpec::Kind::Builtin:
      type = builtinType(spec->builtin);
      // `unsigned int` is written as a qualifier on int.
      if ((qualifiers & ast::QualUnsigned) != 0 && types_.isNumeric(type) &&
          types_.scalarOf(type) == ir::Scalar::Int)
        type = types_.withScalar(type, ir::Scalar::UInt);
      break;
    case ast::TypeSpec::Kind::Named: {
      const Symbol* symbol = lookupType(spec->name);
      if (symbol == nullptr) {
        error(DiagCode::UndefinedType, spec->span, "undefined type " + quoted(spec->name));
        return ir::TypeTable::kError;
      }
      type = symbol->type;
      break;
    }
    case ast::TypeSpec::Kind::Struct:
      type = declareStruct(spec->structDecl);
      break;
    case ast::TypeSpec::Kind::AttribArray: {
      // Geometry programs: AttribArray<float4> is an array of one value per input vertex; its length comes
      // from the function's input primitive (unsized where it has none: C6022 is the entry's to report).
      TypeId element = resolveTypeSpec(spec->element, ast::QualNone);
      type = types_.isError(element) ? element : types_.array(element, attribArrayLength_);
      break;
    }
  }
  return type;
}

TypeId Analyzer::applyArrayDims(TypeId element, const std::vector<ast::Expr*>& dims) {
  if (types_.isError(element)) return element;
  TypeId type = element;
  // `float a[2][3]` is an array of 2 arrays of 3: wrap innermost (last written) first.
  for (auto dim = dims.rbegin(); dim != dims.rend(); ++dim) {
    if (*dim == nullptr) {
      type = types_.array(type, -1);  // unsized: parameters, uniforms, initialized declarations
      continue;
    }
    check(*dim);
    std::optional<long long> size = evalConstInt(*dim);
    if (!size) {
      if ((*dim)->semaType != 0) error(DiagCode::NonConstantArraySize, (*dim)->span,
                                       "non constant expression for array size");
      return ir::TypeTable::kError;
    }
    if (*size < 1) {
      error(DiagCode::BadArraySize, (*dim)->span, "size of dimension cannot be less than 1");
      return ir::TypeTable::kError;
    }
    if (*size > limits::kArrayDimension) {
      error(DiagCode::BadArraySize, (*dim)->span, "array dimension " + std::to_string(*size) + " is too large");
      return ir::TypeTable::kError;
    }
    type = types_.array(type, static_cast<std::int32_t>(*size));
  }
  return type;
}

TypeId Analyzer::declareStruct(ast::StructDecl* decl) {
  if (decl == nullptr) return ir::TypeTable::kError;
  auto known = structTypes_.find(decl);
  if (known != structTypes_.end()) return known->second;
  if (!decl->hasBody) {
    // `struct Light l;`: a use of a struct declared earlier.
    const Symbol* symbol = lookupType(decl->name);
    if (symbol == nullptr) {
      error(DiagCode::UndefinedType, decl->nameSpan.valid() ? decl->nameSpan : decl->span,
            "undefined struct " + quoted(decl->name));
      return ir::TypeTable::kError;
    }
    structTypes_[decl] = symbol->type;
    return symbol->type;
  }
  TypeId type = types_.newStruct(decl->name);
  decl->semaType = type;
  structTypes_[decl] = type;
  recordDecls_[type] = decl;
  declareType(decl, type);
  defineStructBody(decl);
  return type;
}

void Analyzer::defineStructBody(ast::StructDecl* decl) {
  std::vector<ir::Field> fields;
  pushScope();  // member names are unique within the struct (C1038)
  for (ast::Decl* member : decl->members) {
    if (member->kind != ast::DeclKind::Var) continue;
    auto* field = static_cast<ast::VarDecl*>(member);
    checkVarDecl(field, ast::VarStorage::Field);
    declareVar(field);
    fields.push_back(ir::Field{field->name, field->semaType, field->semantic ? field->semantic->text : "",
                               (field->qualifiers & ast::QualUniform) != 0, field->columnMajor});
  }
  popScope();
  types_.setFields(decl->semaType, std::move(fields));
  // Member functions are checked after the struct is complete, with the fields in scope.
  ast::StructDecl* saved = currentStruct_;
  currentStruct_ = decl;
  for (ast::Decl* member : decl->members)
    if (member->kind == ast::DeclKind::Function) {
      auto* method = static_cast<ast::FunctionDecl*>(member);
      method->semaOwner = decl;
      checkFunction(method);
    }
  currentStruct_ = saved;
  checkImplements(decl);
}

namespace {
// `float3 illuminate(float3 p)` in the struct for the interface's prototype: same name, return type and
// parameter types and directions (cgc 3.1 takes nothing less: float2 for float3 is C1303).
bool sameSignature(const ast::FunctionDecl* a, const ast::FunctionDecl* b) {
  if (a->name != b->name || a->semaType != b->semaType || a->params.size() != b->params.size()) return false;
  for (std::size_t i = 0; i < a->params.size(); ++i)
    if (a->params[i]->semaType != b->params[i]->semaType ||
        (a->params[i]->qualifiers & (ast::QualIn | ast::QualOut | ast::QualInOut)) !=
            (b->params[i]->qualifiers & (ast::QualIn | ast::QualOut | ast::QualInOut)))
      return false;
  return true;
}
}  // namespace

// `struct S : Light`: the name must be an interface (C1302), only one (C4003), and the struct must define
// each of its methods (C1303, reported even when nothing uses S as a Light, as cgc does). A name that is
// no type at all is an old Cg "connector", which cgc 3.1 only warns about (C7017) and ignores.
void Analyzer::checkImplements(ast::StructDecl* decl) {
  for (std::size_t i = 0; i < decl->interfaces.size(); ++i) {
    const ast::InterfaceRef& ref = decl->interfaces[i];
    if (i == 1) error(DiagCode::MultipleInheritance, ref.span, "multiple inheritance not supported");
    const Symbol* symbol = lookupType(ref.name);
    if (symbol == nullptr) {
      sink_.report(DiagCode::ConnectorDeprecated, ref.span,
                   "use of connectors such as " + quoted(ref.name) + " is deprecated");
      continue;
    }
    if (types_.get(symbol->type).kind != ir::TypeKind::Interface) {
      error(DiagCode::NotAnInterface, ref.span,
            "struct " + quoted(decl->name) + " interface specification " +
                quoted((types_.isStruct(symbol->type) ? "struct " : "") + typeName(symbol->type)) +
                " is not an interface");
      continue;
    }
    // The interface's own declaration, also when the name is a typedef of it.
    const auto* iface = static_cast<const ast::InterfaceDecl*>(recordDecl(symbol->type));
    for (const ast::FunctionDecl* wanted : iface->methods) {
      bool found = false;
      for (const ast::Decl* member : decl->members)
        if (member->kind == ast::DeclKind::Function &&
            sameSignature(static_cast<const ast::FunctionDecl*>(member), wanted))
          found = true;
      if (!found)
        error(DiagCode::InterfaceMethodMissing, decl->nameSpan.valid() ? decl->nameSpan : decl->span,
              "function " + quoted(wanted->name) + " of interface " + quoted(types_.record(symbol->type).name) +
                  " not implemented");
    }
    if (i == 0) types_.setImplements(decl->semaType, symbol->type);
  }
}

}  // namespace cgx::sema
