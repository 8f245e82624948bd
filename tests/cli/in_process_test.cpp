// The in-process stand-ins the GLSL and corpus tests use for processes: cgxc run in process must give what the
// executable gives (status, stdout, stderr), and glslang in process must accept and refuse what
// glslangValidator does (and, linking, refuse a shader without main as a driver would).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "GlslangCheck.h"
#include "InProcessCgxc.h"
#include "Subprocess.h"

namespace cgx::test {
namespace {

const std::string kVertex = "float4 main(float4 p : POSITION, uniform float4x4 m) : POSITION { return mul(m, p); }\n";

TEST(InProcessCgxc, GivesWhatTheExecutableGives) {
  ProcessOptions options;
  options.stdinText = kVertex;
  for (const std::vector<std::string>& argv : std::vector<std::vector<std::string>>{
           {CGXC_PATH, "-q", "-profile", "glslv", "-"},         // GLSL on stdout
           {CGXC_PATH, "-q", "-profile", "arbvp1", "-"},        // an assembly listing
           {CGXC_PATH, "-q", "-profile", "glslf", "-"},         // errors: POSITION is no fragment output
           {CGXC_PATH, "-profile", "nosuchprofile", "-"},       // a usage error, exit status 2
           {CGXC_PATH, "-v"}}) {
    SCOPED_TRACE(argv[1] + " " + argv[argv.size() - 2]);
    ProcessResult process = runProcess(argv, options);
    ProcessResult inProcess = runCgxcInProcess(argv, options);
    ASSERT_FALSE(process.abnormal()) << process.describe();
    EXPECT_EQ(inProcess.exitCode, process.exitCode);
    EXPECT_EQ(inProcess.out, process.out);
    EXPECT_EQ(inProcess.err, process.err);
  }
}

TEST(InProcessCgxc, ManyOnThreadsKeepTheirOrder) {
  std::vector<std::vector<std::string>> commands;
  for (const char* profile : {"glslv", "glslf", "arbvp1", "vp40", "glslv", "glslf"})
    commands.push_back({CGXC_PATH, "-q", "-profile", profile, "-"});
  ProcessOptions options;
  options.stdinText = kVertex;
  std::vector<ProcessResult> results =
      runCgxcAllInProcess(commands, 3, std::vector<std::string>(commands.size(), kVertex));
  ASSERT_EQ(results.size(), commands.size());
  for (std::size_t i = 0; i < commands.size(); ++i) {
    ProcessResult alone = runCgxcInProcess(commands[i], options);
    EXPECT_EQ(results[i].exitCode, alone.exitCode) << i;
    EXPECT_EQ(results[i].out, alone.out) << i;
  }
  EXPECT_TRUE(results[0].exitedWith(0));
  EXPECT_TRUE(results[1].exitedWith(1));  // glslf: POSITION is no fragment output
}

TEST(InProcessCgxc, RefusesAnotherWorkingDirectory) {
  ProcessOptions options;
  options.workingDirectory = "/";
  ProcessResult r = runCgxcInProcess({CGXC_PATH, "-v"}, options);
  EXPECT_TRUE(r.spawnFailed);
  EXPECT_FALSE(r.exitedWith(0));
}

TEST(GlslangCheck, AcceptsAndRefusesAsGlslangValidator) {
  const std::string valid = "#version 110\nuniform vec4 c;\nvoid main() { gl_FragColor = c; }\n";
  const std::string typeError = "#version 110\nvoid main() { gl_FragColor = 1.0; }\n";
  const std::string noMain = "#version 110\nuniform vec4 c;\nvec4 f() { return c; }\n";
  const std::string esWithoutPrecision = "#version 100\nvarying vec4 c;\nvoid main() { gl_FragColor = c; }\n";
  EXPECT_EQ(glslangLog(valid, "frag"), "");
  EXPECT_NE(glslangLog(typeError, "frag").find("ERROR"), std::string::npos);
  // The link's verdict, as a GL driver's link: glslangValidator without -l does not report it.
  EXPECT_NE(glslangLog(noMain, "frag").find("ERROR"), std::string::npos);
  EXPECT_NE(glslangLog(esWithoutPrecision, "frag").find("ERROR"), std::string::npos);
  EXPECT_NE(glslangLog(valid, "vert").find("ERROR"), std::string::npos);   // gl_FragColor in a vertex shader
  EXPECT_NE(glslangErrors(typeError, "frag").find("--- GLSL ---\n" + typeError), std::string::npos);
  EXPECT_THROW(glslangLog(valid, "comp"), std::invalid_argument);

  const std::string validator = findExecutable("glslangValidator");
  if (validator.empty()) GTEST_SKIP() << "glslangValidator is not installed (the comparison with it)";
  for (const std::string* shader : {&valid, &typeError, &esWithoutPrecision}) {
    ProcessOptions options;
    options.stdinText = *shader;
    ProcessResult v = runProcess({validator, "--stdin", "-S", "frag"}, options);
    EXPECT_EQ(v.exitedWith(0), glslangLog(*shader, "frag").empty()) << *shader;
  }
}

}  // namespace
}  // namespace cgx::test
