#pragma once
// The shipped tiny content, loaded for a test (which fails with the loader's errors otherwise).
#include <doctest/doctest.h>

#include <memory>

#include "game/tiny/rules/tiny.h"

namespace sb::tiny::test {

inline std::shared_ptr<const Content> load() {
  engine::ErrorList errors;
  auto content = Title::load_content("content/tiny", errors);
  REQUIRE_MESSAGE(errors.empty(), errors.format_all());
  return content;
}

}  // namespace sb::tiny::test
