#include "Scenes.h"

namespace cgx::view {

const std::vector<SceneInfo>& scenes() {
  static const std::vector<SceneInfo> all = {
      {"bulge", "C6E1v_bulge: a sphere pulsating along its normals (time, frequency, scale factor)", "C6E1v_bulge",
       makeBulgeScene},
      {"particle", "C6E2v_particle: a fountain of PSIZE points under gravity, re-emitted as they die",
       "C6E2v_particle", makeParticleScene},
      {"keyframe", "C6E3v_keyFrame: a sphere and a six-lobed blob blended by a sine", "C6E3v_keyFrame",
       makeKeyFrameScene},
      {"litkeyframe", "C6E4v_litKeyFrame: the same poses with their normals blended and lit per vertex",
       "C6E4v_litKeyFrame", makeLitKeyFrameScene},
      {"skin", "C6E5v_skin4m: a tentacle skinned to a swaying chain of six bones", "C6E5v_skin4m", makeSkinScene},
      {"morph", "morph_dawn: a head with 11 blend shapes; the five heaviest bound to ATTR6-15 each frame",
       "morph_dawn", makeMorphScene},
      {"dqskin", "C6E5v_skin4m (left) vs skin_dualquat (right): a twisted bar, the candy-wrapper collapse and its fix",
       "skin_dualquat", makeDualQuatScene},
  };
  return all;
}

const SceneInfo* findScene(const std::string& name) {
  for (const SceneInfo& info : scenes())
    if (info.name == name) return &info;
  return nullptr;
}

}  // namespace cgx::view
