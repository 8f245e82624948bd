// "Did you mean": the nearest known name to a misspelt one, within the edits a typo makes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/Spelling.h"

namespace cgx {
namespace {

const std::vector<std::string_view> kNames = {"normalize", "position", "color", "modelViewProj", "lerp", "tex2D",
                                              "texCUBE", "saturate", "dot", "mul"};

std::string nearest(std::string_view wanted) { return closestSpelling(wanted, kNames).value_or("(none)"); }

TEST(Spelling, OneEditOfEachKind) {
  EXPECT_EQ(nearest("normlize"), "normalize");   // a letter left out
  EXPECT_EQ(nearest("positoin"), "position");    // two neighbours swapped
  EXPECT_EQ(nearest("colour"), "color");         // one added
  EXPECT_EQ(nearest("satirate"), "saturate");    // one changed
  EXPECT_EQ(nearest("ModelViewProj"), "modelViewProj");  // letter case
  EXPECT_EQ(nearest("tex2d"), "tex2D");
}

TEST(Spelling, FarNamesAreNotOffered) {
  EXPECT_EQ(nearest("brightness"), "(none)");
  EXPECT_EQ(nearest("dt"), "dot");    // 1 edit in a short name
  EXPECT_EQ(nearest("d"), "(none)");  // but never every character replaced
  EXPECT_EQ(nearest("mat"), "(none)");  // 2 edits from "mul" and "dot": too many for 3 characters
  EXPECT_EQ(nearest("texCUBEARRAY"), "(none)");
  EXPECT_EQ(nearest(""), "(none)");
  EXPECT_EQ(nearest(std::string(1000, 'x')), "(none)");  // long names are not compared
}

TEST(Spelling, TheNameItselfAndTies) {
  EXPECT_EQ(nearest("lerp"), "(none)");  // not a misspelling
  // Equally near: the first listed wins, so callers list in a fixed order.
  EXPECT_EQ(closestSpelling("cat", {"bat", "cap"}).value_or(""), "bat");
  EXPECT_EQ(closestSpelling("cat", {"cap", "bat"}).value_or(""), "cap");
  // A case-only difference beats a real edit.
  EXPECT_EQ(closestSpelling("Color", {"colon", "color"}).value_or(""), "color");
}

TEST(Spelling, MessageSuffix) {
  EXPECT_EQ(didYouMean("normlize", kNames), "; did you mean \"normalize\"?");
  EXPECT_EQ(didYouMean("brightness", kNames), "");
}

}  // namespace
}  // namespace cgx
