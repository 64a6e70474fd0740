#pragma once
// Pictures a designer names in content YAML: `icon: grain` picks one of the project's icon set
// (assets/icons/*.svg, compiled in), `art: art/forge.svg` names a PNG or SVG file under the
// title's content folder. Both are read strictly: an unknown icon, a path that is absolute or
// leaves the folder, a missing file and an image that does not decode are errors at the value.
// Headless (no SDL): decoding is checked from the file's structure (a PNG's chunks and their
// CRCs, an SVG's root element and size); the screen decodes with SDL_image and falls back to an
// emblem when that still fails.
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

#include "engine/content/yaml_reader.h"

namespace sb::engine {

struct BuiltinIcon {
  std::string_view name;  // the file name without .svg
  std::string_view svg;   // the file's text
};
// Every icon of assets/icons/, sorted by name.
std::span<const BuiltinIcon> builtin_icons();
const BuiltinIcon* find_icon(std::string_view name);
std::string icon_names();  // "ale, army, ..." for messages

// A picture a content item names: the path as written and where it resolved, and a hash of the
// file's bytes when it was read (a changed file reads as a different picture after a reload).
struct ArtRef {
  std::string written;             // "art/forge.svg"
  std::filesystem::path file;      // absolute, inside the content folder; empty: none
  uint64_t bytes_hash = 0;
  bool empty() const { return file.empty(); }
};

// An optional `icon:` naming one of builtin_icons(): its name, or `fallback` when absent or
// unknown (the error names the known icons).
std::string read_icon_or(MapReader& m, const std::string& key, const std::string& fallback);
// An optional `art:` under `content_dir`: empty when absent or refused (the error says why).
ArtRef read_art_or_none(MapReader& m, const std::filesystem::path& content_dir, const std::string& key = "art");

// Why `bytes` do not decode as the image their extension (".png", ".svg") says, "" when they do.
std::string image_problem(std::string_view bytes, const std::string& extension);

}  // namespace sb::engine
