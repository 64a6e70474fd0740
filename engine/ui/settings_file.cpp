#include "engine/ui/settings_file.h"

#include "engine/content/yaml_reader.h"
#include "engine/save/atomic_file.h"

namespace sb::ui {

namespace {
// The ranges the Settings tab offers.
constexpr double kMinScale = 0.75, kMaxScale = 2.5, kMaxAnimationSpeed = 3.0;
}  // namespace

std::filesystem::path settings_path(const std::filesystem::path& save_dir) { return save_dir / "settings.yaml"; }

bool read_settings(const std::filesystem::path& file, TableSettings& settings, engine::ErrorList& errors) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return true;
  const size_t before = errors.size();
  auto root = engine::load_yaml_file(file, errors, "", engine::LoadLimits{64u << 10, 1000, 8});
  if (!root) return false;
  engine::ReadContext ctx{file.string(), &errors};
  engine::MapReader map(*root, "", ctx);
  if (map.valid()) {
    TableSettings read = settings;
    read.ui_scale = static_cast<float>(map.number_or("text_and_button_size", kMinScale, kMaxScale, settings.ui_scale));
    read.colour_blind_safe = map.boolean_or("colour_blind_safe_colours", settings.colour_blind_safe);
    read.animation_speed =
        static_cast<float>(map.number_or("animation_speed", 0.0, kMaxAnimationSpeed, settings.animation_speed));
    read.left_handed = map.boolean_or("left_handed", settings.left_handed);
    read.sound_volume = static_cast<float>(map.number_or("sound_volume", 0.0, 1.0, settings.sound_volume));
    read.sound_muted = map.boolean_or("sound_muted", settings.sound_muted);
    map.finish();
    settings = read;
  }
  return errors.size() == before;
}

bool write_settings(const std::filesystem::path& file, const TableSettings& settings, std::string& error) {
  YAML::Node node;
  node["text_and_button_size"] = settings.ui_scale;
  node["colour_blind_safe_colours"] = settings.colour_blind_safe;
  node["animation_speed"] = settings.animation_speed;
  node["left_handed"] = settings.left_handed;
  node["sound_volume"] = settings.sound_volume;
  node["sound_muted"] = settings.sound_muted;
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  return engine::atomic_write_file(file, "# Seasonboard settings (the launcher's Settings tab)\n" + engine::dump_yaml(node),
                                   error);
}

}  // namespace sb::ui
