// particle: C6E2v_particle, a fountain. The program is stateless (position from the initial position and
// velocity and the particle's age under constant acceleration), so the application's only work is to
// re-emit a particle when it dies: particle i is reborn every kLifetime seconds, at its own phase, by
// moving its time of creation (TEXCOORD1). Ages grow from 0 to kLifetime, so colours go from black to
// white and sizes (PSIZE, -8a^2 + 8a + 0.1y + 1 pixels) grow and shrink, as the program says.
#include <cmath>

#include "Scenes.h"
#include "SceneSupport.h"

namespace cgx::view {

namespace {

constexpr int kParticles = 6000;
constexpr float kLifetime = 1.0f;  // the program's size formula reaches 1 pixel again at age 1

// A deterministic value in [0, 1) per particle and purpose (the low bits of a multiplicative hash).
float hash01(std::uint32_t i, std::uint32_t salt) {
  std::uint32_t h = (i + 1) * 2654435761u ^ (salt + 1) * 2246822519u;
  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  return static_cast<float>(h & 0xffffffu) / static_cast<float>(1u << 24);
}

class ParticleScene final : public Scene {
 public:
  ParticleScene() {
    std::vector<float> positions, velocities;
    for (std::uint32_t i = 0; i < kParticles; ++i) {
      float angle = 2 * kPi * hash01(i, 0);
      float spread = 1.4f * std::sqrt(hash01(i, 1));
      float jitter = 0.05f * hash01(i, 2);
      positions.insert(positions.end(), {jitter * std::cos(angle), 0, jitter * std::sin(angle)});
      // w = 0: a velocity is a direction. A three-component stream would fill w with 1, and then
      // vInitial * t would drift the clip-space w of every particle.
      velocities.insert(velocities.end(),
                        {spread * std::cos(angle), 3.4f + 1.0f * hash01(i, 3), spread * std::sin(angle), 0});
      phases_.push_back(hash01(i, 4));
    }
    initialPositions_ = vertexArray(std::move(positions), 3);
    initialVelocities_ = vertexArray(std::move(velocities), 4);
    creationTimes_ = vertexArray(std::vector<float>(kParticles, 0.0f), 1);
  }

  Frame frame(double t, float aspect) override {
    // Creation times are kept relative to the frame's time in double so that long sessions stay exact.
    for (std::size_t i = 0; i < phases_.size(); ++i) {
      double age = std::fmod(t + phases_[i] * kLifetime, static_cast<double>(kLifetime));
      creationTimes_.values[i] = static_cast<float>(t - age);
    }
    ++creationTimes_.revision;

    auto time = static_cast<float>(t);
    DrawItem item;
    item.vertex = {"C6E2v_particle.cg", "C6E2v_particle"};
    item.fragment = {"C2E2f_passthru.cg", "C2E2f_passthru"};
    Vec3 eye = orbit(4.8f, 1.4f, 0.25f * time);
    item.vertexUniforms = {
        uniform("globalTime", {time}),
        uniform("acceleration", {0.0f, -9.8f, 0.0f, 0.0f}),
        uniform("modelViewProj", viewProjection(eye, {0, 0.1f, 0}, aspect)),
    };
    item.inputs = {{"POSITION", &initialPositions_}, {"TEXCOORD0", &initialVelocities_}, {"TEXCOORD1", &creationTimes_}};
    item.vertexCount = kParticles;
    item.primitive = Primitive::Points;
    Frame frame;
    frame.items.push_back(std::move(item));
    // Mid blue: newborn particles are black and old ones white, and both must show.
    frame.clearColor = {0.22f, 0.30f, 0.45f};
    return frame;
  }

 private:
  VertexArray initialPositions_, initialVelocities_, creationTimes_;
  std::vector<float> phases_;
};

}  // namespace

std::unique_ptr<Scene> makeParticleScene() { return std::make_unique<ParticleScene>(); }

}  // namespace cgx::view
