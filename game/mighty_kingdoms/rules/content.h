#pragma once
// Loading content/mighty_kingdoms/ into a validated Content (strict; all errors collected).
#include <filesystem>
#include <memory>

#include "engine/content/errors.h"
#include "game/mighty_kingdoms/rules/types.h"

namespace sb::mk {
// nullptr when anything was wrong (errors say what, as file:line:col: field: message).
std::shared_ptr<const Content> load_mk_content(const std::filesystem::path& dir, engine::ErrorList& errors);
}  // namespace sb::mk
