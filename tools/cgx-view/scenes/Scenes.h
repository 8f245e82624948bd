// One factory per --program; SceneRegistry.cpp lists them with their names and descriptions.
#pragma once

#include <memory>

#include "../Scene.h"

namespace cgx::view {

std::unique_ptr<Scene> makeBulgeScene();
std::unique_ptr<Scene> makeParticleScene();
std::unique_ptr<Scene> makeKeyFrameScene();
std::unique_ptr<Scene> makeLitKeyFrameScene();
std::unique_ptr<Scene> makeSkinScene();
std::unique_ptr<Scene> makeMorphScene();
std::unique_ptr<Scene> makeDualQuatScene();

}  // namespace cgx::view
