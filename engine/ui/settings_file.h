#pragma once
// The player's table settings (text size, colours, animation speed, handedness), kept between runs
// as settings.yaml in the user's save folder (SDL's preference path), never beside the program.
#include <filesystem>
#include <string>

#include "engine/content/errors.h"
#include "engine/ui/table_host.h"

namespace sb::ui {

std::filesystem::path settings_path(const std::filesystem::path& save_dir);

// Reads `file` into `settings`. A missing file leaves them as they are (the defaults on a first
// run). A bad one keeps the current value of every field it gets wrong and lists each problem in
// `errors` as file:line:col; returns false then.
bool read_settings(const std::filesystem::path& file, TableSettings& settings, engine::ErrorList& errors);

// Writes `settings` atomically (the old file or the new one, never half).
bool write_settings(const std::filesystem::path& file, const TableSettings& settings, std::string& error);

}  // namespace sb::ui
