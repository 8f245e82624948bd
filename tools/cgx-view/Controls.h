// What the viewer's keys do, apart from GLFW: a key becomes a Control (Viewer.cpp maps GLFW's key codes,
// `--keys` names them), and apply() turns the viewer's state into the next one. Kept pure so that the
// tests can check every key, and a scripted run (`--frames N --keys 1:c,2:tab`) presses them headless.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "Renderer.h"

namespace cgx::view {

enum class Control { NextProgram, PreviousProgram, TogglePath, TogglePause, Quit };

struct ViewState {
  std::size_t scene = 0;  // index into scenes()
  RenderPath path = RenderPath::Gpu;
  bool paused = false;
  bool quit = false;
};

// The state after `control`, with `sceneCount` programs to cycle through (both ways, wrapping).
ViewState apply(ViewState state, Control control, std::size_t sceneCount);

// A key by the name `--keys` uses: tab, shift+tab, n, p, c, space, esc (what the keys are in the window).
std::optional<Control> controlNamed(const std::string& name);

}  // namespace cgx::view
