#pragma once
// The shipped Six Winters content, loaded once for the tests that build States and matches by hand.
#include <doctest/doctest.h>

#include <memory>

#include "game/six_winters/rules/title.h"
#include "tests/support/shipped_content.h"

namespace sb::sw::view::test {

inline std::shared_ptr<const Content> content() { return sb::test::shipped_content<Title>("content/six_winters"); }

}  // namespace sb::sw::view::test
