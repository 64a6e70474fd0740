// Fuzzes the strict YAML path content takes: parse with caps, then read the bytes as a calendar
// and as Tiny Harvest's numbers file, and walk dotted paths into it as script expectations do. Any input must end in values or error messages, never a
// crash, hang or unbounded memory.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/content/core_yaml.h"
#include "engine/content/yaml_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  sb::engine::ErrorList errors;
  sb::engine::LoadLimits limits;
  limits.max_nodes = 20000;
  auto root = sb::engine::parse_yaml(text, "fuzz.yaml", errors, limits);
  if (!root) return 0;
  sb::engine::ReadContext ctx{"fuzz.yaml", &errors};
  sb::engine::calendar_from_yaml(*root, ctx, {"sow", "reap", "tally"});
  sb::engine::MapReader map(*root, "", ctx);
  map.integer_or("starting_seeds", 0, 20, 3);
  for (const auto& item : sb::engine::read_sequence(map.child_or_null("weather"), "weather", ctx)) {
    sb::engine::MapReader card(item, "weather[]", ctx);
    card.string("id");
    card.integer("multiplier", 0, 5);
    card.string_list_or("tags");
    card.finish();
  }
  sb::engine::deck_from_yaml(map.child_or_null("deck"), "deck", ctx);
  sb::engine::rng_from_yaml(map.child_or_null("rng"), "rng", ctx);
  // The dotted paths `seasonboard script` expectations walk: the document's own `path`, and every
  // top-level key one and two steps down.
  sb::engine::DefaultsSeen defaults;
  YAML::Node path = map.child_or_null("path");
  if (path.IsScalar()) (void)sb::engine::yaml_at_path(*root, path.Scalar(), defaults);
  if (root->IsMap())
    for (const auto& pair : *root)
      if (pair.first.IsScalar()) {
        (void)sb::engine::yaml_at_path(*root, pair.first.Scalar() + ".0", defaults);
        (void)sb::engine::yaml_at_path(*root, pair.first.Scalar() + ".x.1", defaults);
      }
  map.finish();
  (void)errors.format_all();
  return 0;
}
