// The viewer's keys (tools/cgx-view/Controls.h): every control's effect on the state, cycling through the
// programs both ways, and the names `--keys` accepts.
#include <gtest/gtest.h>

#include "Controls.h"

namespace cgx::view {
namespace {

TEST(Controls, ProgramsCycleBothWaysAndWrap) {
  ViewState s;
  s = apply(s, Control::NextProgram, 3);
  EXPECT_EQ(s.scene, 1u);
  s = apply(apply(s, Control::NextProgram, 3), Control::NextProgram, 3);
  EXPECT_EQ(s.scene, 0u) << "past the last program comes the first";
  s = apply(s, Control::PreviousProgram, 3);
  EXPECT_EQ(s.scene, 2u) << "before the first program comes the last";
  EXPECT_EQ(s.path, RenderPath::Gpu) << "switching programs keeps the path";
}

TEST(Controls, PathPauseAndQuit) {
  ViewState s;
  s = apply(s, Control::TogglePath, 7);
  EXPECT_EQ(s.path, RenderPath::Cpu);
  s = apply(s, Control::TogglePath, 7);
  EXPECT_EQ(s.path, RenderPath::Gpu);
  s = apply(s, Control::TogglePause, 7);
  EXPECT_TRUE(s.paused);
  EXPECT_FALSE(s.quit);
  s = apply(s, Control::Quit, 7);
  EXPECT_TRUE(s.quit);
  EXPECT_EQ(s.scene, 0u);
}

TEST(Controls, KeyNames) {
  EXPECT_EQ(controlNamed("tab"), Control::NextProgram);
  EXPECT_EQ(controlNamed("n"), Control::NextProgram);
  EXPECT_EQ(controlNamed("shift+tab"), Control::PreviousProgram);
  EXPECT_EQ(controlNamed("p"), Control::PreviousProgram);
  EXPECT_EQ(controlNamed("c"), Control::TogglePath);
  EXPECT_EQ(controlNamed("space"), Control::TogglePause);
  EXPECT_EQ(controlNamed("esc"), Control::Quit);
  EXPECT_EQ(controlNamed("q"), std::nullopt);
  EXPECT_EQ(controlNamed(""), std::nullopt);
}

}  // namespace
}  // namespace cgx::view
