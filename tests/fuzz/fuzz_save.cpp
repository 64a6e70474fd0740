// Fuzzes save loading end to end: read the save text strictly, then replay its journal against
// Tiny Harvest's content (hash checks included). Bad saves must yield messages, never crashes.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "engine/save/any_match.h"
#include "engine/save/save_file.h"
#include "game/tiny/rules/tiny.h"

namespace {
sb::engine::TitleAdapter<sb::tiny::Title>& title() {
  static auto* adapter = [] {
    auto* t = new sb::engine::TitleAdapter<sb::tiny::Title>();
    sb::engine::ErrorList errors;
    if (!t->load_content(std::string(SB_SOURCE_DIR) + "/content/tiny", errors)) __builtin_trap();
    return t;
  }();
  return *adapter;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 64 * 1024) return 0;
  std::string text(reinterpret_cast<const char*>(data), size);
  sb::engine::ErrorList errors;
  auto save = sb::engine::save_from_text(text, "fuzz.save", errors);
  if (!save || save->title != "tiny" || save->actions.size() > 500) return 0;
  sb::engine::ReadContext ctx{"fuzz.save", &errors};
  auto match = title().load_match(*save, ctx);
  if (match.ok()) (void)match.value()->state_hash();
  return 0;
}
