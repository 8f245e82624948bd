// The compiler's public API: a Cg program to GLSL text and its reflection, in process, as
// `cgxc -entry E -profile P -glsl N -reflect F.json` would write them. The runtime's Context compiles for
// the CPU itself; this is for applications that hand cgx's GLSL to their own GL code.
//
// Nothing throws: bad input is diagnostics and a CompileError, a bad argument InvalidArgument, an
// unknown profile InvalidProfile, an unreadable file FileError, and a bug in cgx InternalError (with its
// C1602 diagnostic).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <cgx/Reflection.h>
#include <cgx/Status.h>

namespace cgx {

struct CompiledShader {
  // Ok; CompileError (see diagnostics); InvalidProfile (a profile cgx does not know); InvalidArgument (an
  // argument not among those compileToGlsl reads, below, or a bad value for one); FileError; InternalError.
  Status status;
  std::string glsl;                       // the program's GLSL text (empty unless status is Ok)
  reflect::ProgramReflection reflection;  // what each Cg parameter became (cgxc -reflect's model)
  std::string diagnostics;                // every diagnostic, rendered as cgxc prints them (warnings too)
  bool ok() const { return status.ok(); }
};

// `arguments` are cgxc's (cgc's) spellings of what a compile reads, and only those: -DNAME[=V], -UNAME,
// -IDIR (each also with the value as the next argument), -po a,b=v, -glsl 110|120|330|100|300es and
// -fdiagnostics-format=clang|cgc; anything else (-o, -E, -reflect, -nowarn, a file name, ...) asks for
// what the call does not do and is InvalidArgument rather than ignored. The GLSL version is -glsl's, else the
// glslv/glslf profile's (-po version=N, 110 by default), else 110; the profile's limits are checked either
// way. `fileName` names the source in diagnostics and anchors its relative #includes.
CompiledShader compileToGlsl(std::string_view source, const std::string& entry, const std::string& profile,
                             const std::vector<std::string>& arguments = {}, const std::string& fileName = "<string>");
// The same for a file (FileError when it cannot be read).
CompiledShader compileFileToGlsl(const std::string& path, const std::string& entry, const std::string& profile,
                                 const std::vector<std::string>& arguments = {});

}  // namespace cgx
