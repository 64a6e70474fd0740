#pragma once
// A title's shipped content (`dir`, from the source tree), loaded once for the tests that build
// States and matches by hand; a load error fails the test with every message.
#include <doctest/doctest.h>

#include <memory>

#include "engine/content/errors.h"

namespace sb::test {

template <class Title>
std::shared_ptr<const typename Title::Content> shipped_content(const char* dir) {
  static const std::shared_ptr<const typename Title::Content> loaded = [dir] {
    engine::ErrorList errors;
    auto c = Title::load_content(dir, errors);
    REQUIRE_MESSAGE(c, errors.format_all());
    return c;
  }();
  return loaded;
}

}  // namespace sb::test
