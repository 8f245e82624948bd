// The profiles cgxc knows: every profiles/*.json, parsed once per process from the copies embedded at build
// time. A malformed data file is a build defect, not user input: parsing it throws std::runtime_error naming
// the file and the field, and tests/profiles/ProfileTableTest.cpp parses every file in CI.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "profile/Profile.h"

namespace cgx::profile {

// All profiles, in name order.
std::span<const Profile> allProfiles();

// nullptr when cgxc has no data file for `name`.
const Profile* findProfile(std::string_view name);

// Parses one profile data file (exposed for tests). Throws std::runtime_error("<file>: <what>").
Profile parseProfile(std::string_view fileName, std::string_view jsonText);

// Applies one `-po Name=value` limit override (one of the profile's poOptions). What the option is:
enum class PoOutcome {
  NotALimit,      // not one of the profile's limit options: left to the caller (driver/Request.cpp)
  Applied,
  ConstantLimit,  // applied, and it was the constant-register limit (MaxLocalParams): the user states what
                  // their driver has, so the checks enforce it on relatively addressed arrays too
  InvalidValue,   // a limit option whose value is not a non-negative integer ("MaxLocalParams=x"); unchanged
};
PoOutcome applyProfileOption(Profile& profile, const std::string& option);
// The value of `Name=value` as a non-negative 32-bit integer; nullopt when there is none or it is not one.
std::optional<std::uint32_t> profileOptionCount(const std::string& option);

}  // namespace cgx::profile
