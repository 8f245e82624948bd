// The compiler's virtual include files (cgSetCompilerIncludeString/File, the include callback): how an
// #include finds them (by -I and by the including file's folder, as on disk), the name the callback gets,
// removing and clearing, a missing file (ignored with a warning, as NVIDIA's libCg ignores it), and the
// documented errors. tests/libcg/oracle/include.c compares the same with NVIDIA's libCg where installed.
#include "LibCgTest.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

using cgx::test::bogus;
using cgx::test::LibCg;

class Include : public LibCg {
 protected:
  CGprogram compile(const std::string& source, const char** args = nullptr) {
    return cgCreateProgram(context, CG_SOURCE, source.c_str(), CG_PROFILE_ARBVP1, "main", args);
  }
  std::string listing() { return cgGetLastListing(context) ? cgGetLastListing(context) : ""; }
};

std::vector<std::string> asked;
CGcontext askedContext = nullptr;

void provideLate(CGcontext context, const char* name) {
  asked.push_back(name);
  askedContext = context;
  if (std::string(name) == "/late.cg") cgSetCompilerIncludeString(context, name, "float4 late() { return 3; }\n");
}

void destroyContext(CGcontext context, const char*) { cgDestroyContext(context); }

TEST_F(Include, VirtualFilesAreFoundAsFilesOnDiskWouldBe) {
  cgSetCompilerIncludeString(context, "shader/inner.cg", "float4 inner() { return 1; }\n");
  cgSetCompilerIncludeString(context, "/shader/./outer.cg", "#include \"inner.cg\"\nfloat4 outer() { return inner(); }\n");
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  const char* args[] = {"-I", "shader", nullptr};
  const std::string program = "#include \"outer.cg\"\nfloat4 main() : POSITION { return outer(); }\n";
  EXPECT_NE(compile(program, args), nullptr) << listing();  // by -I, then inner.cg by outer.cg's folder
  EXPECT_NE(compile("#include <outer.cg>\nfloat4 main() : POSITION { return outer(); }\n", args), nullptr);
  EXPECT_NE(compile("#include \"shader/outer.cg\"\nfloat4 main() : POSITION { return outer(); }\n"), nullptr);
  // Without -I outer.cg is not found: it is compiled on without (a warning), and outer() is undefined.
  EXPECT_EQ(compile(program), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_NE(listing().find("C0167"), std::string::npos) << listing();
  EXPECT_NE(listing().find("C1008"), std::string::npos) << listing();
}

TEST_F(Include, ReplacingRemovingAndClearing) {
  cgSetCompilerIncludeString(context, "a.cg", "float4 a() { return 1; }\n");
  cgSetCompilerIncludeString(context, "a.cg", "float4 a2() { return 2; }\n");
  EXPECT_NE(compile("#include \"a.cg\"\nfloat4 main() : POSITION { return a2(); }\n"), nullptr) << listing();
  cgSetCompilerIncludeString(context, "a.cg", nullptr);
  EXPECT_EQ(compile("#include \"a.cg\"\nfloat4 main() : POSITION { return a2(); }\n"), nullptr);
  cgSetCompilerIncludeString(context, "b.cg", "float4 b() { return 1; }\n");
  cgSetCompilerIncludeString(context, nullptr, nullptr);
  EXPECT_EQ(compile("#include \"b.cg\"\nfloat4 main() : POSITION { return b(); }\n"), nullptr);
  // A missing file that nothing needs is only a warning, as with NVIDIA's libCg.
  CGprogram program = compile("#include \"b.cg\"\nfloat4 main() : POSITION { return 1; }\n");
  EXPECT_NE(program, nullptr);
  EXPECT_NE(listing().find("warning C0167"), std::string::npos) << listing();
  cgGetError();
}

TEST_F(Include, FilesAreReadWhenNamed) {
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("cgx_include_" + std::to_string(getpid()) + ".cg");
  std::ofstream(file) << "float4 fromDisk() { return 4; }\n";
  cgSetCompilerIncludeFile(context, "lib/disk.cg", file.c_str());
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  std::filesystem::remove(file);  // read already
  EXPECT_NE(compile("#include \"lib/disk.cg\"\nfloat4 main() : POSITION { return fromDisk(); }\n"), nullptr) << listing();
  cgSetCompilerIncludeFile(context, "lib/disk.cg", nullptr);
  EXPECT_EQ(compile("#include \"lib/disk.cg\"\nfloat4 main() : POSITION { return fromDisk(); }\n"), nullptr);
  cgGetError();
  cgSetCompilerIncludeFile(context, "x.cg", "/nonexistent/cgx/x.cg");
  EXPECT_EQ(cgGetError(), CG_FILE_READ_ERROR);
}

// The callback runs when no virtual file matches, with the name NVIDIA's libCg gives (rooted at "/");
// what it registers is found; it is not asked again once the file is there.
TEST_F(Include, TheCallbackProvidesMissingFiles) {
  asked.clear();
  EXPECT_EQ(cgGetCompilerIncludeCallback(context), nullptr);
  cgSetCompilerIncludeCallback(context, provideLate);
  EXPECT_EQ(cgGetCompilerIncludeCallback(context), provideLate);
  EXPECT_NE(compile("#include \"late.cg\"\nfloat4 main() : POSITION { return late(); }\n"), nullptr) << listing();
  EXPECT_EQ(asked, (std::vector<std::string>{"/late.cg"}));
  EXPECT_EQ(askedContext, context);
  EXPECT_NE(compile("#include \"late.cg\"\nfloat4 main() : POSITION { return late(); }\n"), nullptr);
  EXPECT_EQ(asked.size(), 1u);
  const char* args[] = {"-I", "shader", nullptr};
  compile("#include \"sub/x.cg\"\n#include <y/z.cg>\nfloat4 main() : POSITION { return 1; }\n", args);
  EXPECT_EQ(asked, (std::vector<std::string>{"/late.cg", "/sub/x.cg", "/y/z.cg"}));
  cgSetCompilerIncludeCallback(context, nullptr);
  EXPECT_EQ(cgGetCompilerIncludeCallback(context), nullptr);
  cgGetError();
}

// A callback that destroys the context mid-compile: the compile ends, nothing is touched afterwards.
TEST_F(Include, ACallbackThatDestroysTheContext) {
  CGcontext doomed = cgCreateContext();
  cgSetCompilerIncludeCallback(doomed, destroyContext);
  cgCreateProgram(doomed, CG_SOURCE, "#include \"gone.cg\"\nfloat4 main() : POSITION { return 1; }\n",
                  CG_PROFILE_ARBVP1, "main", nullptr);
  EXPECT_FALSE(cgIsContext(doomed));
  cgGetError();
}

TEST_F(Include, Misuses) {
  cgSetCompilerIncludeString(nullptr, "a.cg", "x");
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  cgSetCompilerIncludeFile(bogus<CGcontext>(), "a.cg", "a");
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  cgSetCompilerIncludeCallback(nullptr, provideLate);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  EXPECT_EQ(cgGetCompilerIncludeCallback(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
}

}  // namespace
