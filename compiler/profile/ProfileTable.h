// The profiles cgxc knows: every profiles/*.json, parsed once per process from the copies embedded at build
// time. A malformed data file is a build defect, not user input: parsing it throws std::runtime_error naming
// the file and the field, and tests/profiles/ProfileTableTest.cpp parses every file in CI.
#pragma once

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

// Applies `-po Name=value` limit overrides (the options listed in the profile's poOptions). Options that
// are not limit overrides (cgc has many) are left alone and returned in `ignored`; a limit option with a
// value that is not a non-negative integer is returned in `invalid` ("MaxLocalParams=x").
struct PoResult {
  std::vector<std::string> ignored;
  std::vector<std::string> invalid;
  // The constant-register limit was given explicitly (MaxLocalParams): the user states what their driver
  // has, so the checks enforce it on relatively addressed arrays too (as -strict-limits does).
  bool constantLimitSet = false;
};
PoResult applyProfileOptions(Profile& profile, const std::vector<std::string>& options);

}  // namespace cgx::profile
