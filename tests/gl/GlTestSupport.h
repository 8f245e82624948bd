// The fixture every GL harness test uses: a headless context made in SetUp, or the test skipped with the
// reason when the machine cannot make one (no Mesa EGL). Plus small helpers the suites share.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "gl/HeadlessContext.h"
#include "gl/Program.h"
#include "gl/TransformFeedback.h"

namespace cgx::gl::test {

class GlTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    context_ = HeadlessContext::create(&error);
    if (context_ == nullptr) GTEST_SKIP() << "no headless GL context: " << error;
  }
  // Programs and textures made in the test body are gone by now, deleted while the context was current.
  void TearDown() override { context_.reset(); }

  // The linked program; a failed link fails the test (check with `if (!p) return;` or ASSERT_TRUE).
  std::unique_ptr<Program> link(const ProgramSource& source) {
    std::string error;
    std::unique_ptr<Program> program = Program::create(source, &error);
    EXPECT_NE(program, nullptr) << error;
    return program;
  }

  // Captures the program's feedback varyings for count vertices; an empty result after a failed expectation
  // when the run fails.
  std::vector<std::vector<float>> capture(const Program& program, const std::vector<VertexStream>& streams,
                                          const std::vector<Capture>& captures, int count) {
    std::vector<std::vector<float>> values;
    std::string error;
    EXPECT_TRUE(runTransformFeedback(program, streams, captures, count, &values, &error)) << error;
    return values;
  }

  std::unique_ptr<HeadlessContext> context_;
};

}  // namespace cgx::gl::test
