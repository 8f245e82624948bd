// Program: construction and reflection. Values are in ProgramValues.cpp, streams in ProgramStreams.cpp,
// running in ProgramRun.cpp.
#include <cgx/Program.h>

#include "cpu/CompiledProgram.h"
#include "cpu/ContextState.h"
#include "cpu/ProgramAccess.h"
#include "cpu/Reflection.h"

namespace cgx {

Program::Program(std::shared_ptr<detail::ContextState> context, std::shared_ptr<const detail::CompiledProgram> compiled)
    : context_(std::move(context)),
      compiled_(std::move(compiled)),
      uniforms_(compiled_->defaultUniforms()),
      inputs_(compiled_->layout().inputs.size()),
      outputs_(compiled_->layout().outputs.size()) {}

Stage Program::stage() const { return compiled_->stage(); }
const std::string& Program::entry() const { return compiled_->entry(); }
const std::string& Program::profile() const { return compiled_->profile(); }
Diagnostics Program::diagnostics() const { return compiled_->diagnostics(); }
const std::vector<ParameterInfo>& Program::parameters() const { return compiled_->parameters(); }

const reflect::ProgramReflection& Program::reflection() const { return compiled_->reflection(); }

std::vector<ParameterInfo> Program::leafParameters() const {
  return detail::leafParameters(compiled_->module(), compiled_->layout(), compiled_->reflection());
}

Result<Parameter> Program::parameter(std::string_view path) const {
  detail::ResolvedPath resolved;
  if (Status status = detail::resolvePath(compiled_->module(), compiled_->layout(), path, &resolved); !status.ok())
    return status;
  return detail::ParameterAccess::make(compiled_.get(), resolved);
}

Result<ParameterInfo> Program::parameterInfo(std::string_view path) const {
  Result<Parameter> found = parameter(path);
  if (!found.ok()) return found.status();
  return parameterInfo(found.value());
}

Result<ParameterInfo> Program::parameterInfo(const Parameter& parameter) const {
  if (Status status = resolve(parameter, false); !status.ok()) return status;
  return detail::describe(compiled_->module(), detail::ParameterAccess::resolved(parameter));
}

Status Program::resolve(const Parameter& parameter, bool needUniform) const {
  if (!parameter.valid()) return Status(ErrorCode::InvalidArgument, "an invalid (default-constructed) parameter handle");
  if (detail::ParameterAccess::owner(parameter) != compiled_.get())
    return Status(ErrorCode::InvalidArgument, "parameter '" + parameter.name() + "' belongs to another program");
  if (needUniform && !parameter.isUniform())
    return Status(ErrorCode::NotUniform, "'" + parameter.name() + "' is a varying parameter, not a uniform: bind a stream to its semantic");
  return Status::success();
}

}  // namespace cgx
