#pragma once
// The shipped Six Winters content, loaded once for the tests that build States and matches by hand.
#include <doctest/doctest.h>

#include <memory>

#include "game/six_winters/rules/title.h"

namespace sb::sw::view::test {

inline std::shared_ptr<const Content> content() {
  static std::shared_ptr<const Content> loaded = [] {
    engine::ErrorList errors;
    auto c = Title::load_content("content/six_winters", errors);
    REQUIRE_MESSAGE(c, errors.format_all());
    return c;
  }();
  return loaded;
}

}  // namespace sb::sw::view::test
