// A handle to one parameter of a Program: a whole uniform ("light", "boneMatrix"), a part of one
// ("light.lightColor", "boneMatrix[5]", "lights[1].color"), or a varying ("IN.position"). Obtained from
// Program::parameter(path); resolving a path once and keeping the handle saves the lookup on every set.
//
// A handle stays usable with every Program compiled from the same source and options (they share one
// compiled state, see Context); given to any other Program it is an InvalidArgument error, not a crash.
#pragma once

#include <cstdint>
#include <string>

namespace cgx {

namespace detail {
class CompiledProgram;
struct ParameterAccess;
}  // namespace detail

class Parameter {
 public:
  Parameter() = default;  // an invalid handle; every use is an InvalidArgument error

  bool valid() const { return owner_ != nullptr; }
  const std::string& name() const { return path_; }  // normalized: "boneMatrix[5]", "light.lightColor"
  bool isUniform() const { return uniform_; }

 private:
  friend struct detail::ParameterAccess;
  const detail::CompiledProgram* owner_ = nullptr;
  std::uint32_t global_ = 0;       // ir::GlobalId
  std::uint32_t type_ = 0;         // ir::TypeId
  std::uint32_t wordOffset_ = 0;   // uniforms: first word in the uniform block
  bool uniform_ = false;
  std::string path_;
};

}  // namespace cgx
