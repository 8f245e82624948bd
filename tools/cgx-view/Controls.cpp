#include "Controls.h"

namespace cgx::view {

ViewState apply(ViewState state, Control control, std::size_t sceneCount) {
  switch (control) {
    case Control::NextProgram:
      if (sceneCount > 0) state.scene = (state.scene + 1) % sceneCount;
      break;
    case Control::PreviousProgram:
      if (sceneCount > 0) state.scene = (state.scene + sceneCount - 1) % sceneCount;
      break;
    case Control::TogglePath: state.path = state.path == RenderPath::Gpu ? RenderPath::Cpu : RenderPath::Gpu; break;
    case Control::TogglePause: state.paused = !state.paused; break;
    case Control::Quit: state.quit = true; break;
  }
  return state;
}

std::optional<Control> controlNamed(const std::string& name) {
  if (name == "tab" || name == "n") return Control::NextProgram;
  if (name == "shift+tab" || name == "p") return Control::PreviousProgram;
  if (name == "c") return Control::TogglePath;
  if (name == "space") return Control::TogglePause;
  if (name == "esc") return Control::Quit;
  return std::nullopt;
}

}  // namespace cgx::view
