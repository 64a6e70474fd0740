#include "engine/save/autosave.h"

#include <cstdlib>

#include "engine/content/paths.h"

namespace sb::engine {

std::filesystem::path default_save_dir() {
  if (const char* env = std::getenv("SEASONBOARD_SAVE_DIR"); env && *env) return env;
  if (std::filesystem::path data = user_data_dir(); !data.empty()) return data;
  return std::filesystem::path(".") / "saves";
}

bool Autosave::begin(const AnyMatch& match, std::string& error) {
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  if (ec) {
    error = dir_.string() + ": cannot create the save folder: " + ec.message();
    return false;
  }
  SaveData header = match.save_data();
  if (!journal_.begin(journal_path(), header, error)) return false;
  recorded_ = match.journal_size();
  return write_snapshot(match, error);
}

bool Autosave::record(const AnyMatch& match, std::string& error) {
  if (!journal_.is_open()) return begin(match, error);
  size_t size = match.journal_size();
  if (size != recorded_ + 1) return begin(match, error);  // history changed shape: rewrite
  if (!journal_.append(match.journal_action_yaml(size - 1), match.state_hash(), error)) return false;
  recorded_ = size;
  if (snapshot_every_ > 0 && size % static_cast<size_t>(snapshot_every_) == 0) return write_snapshot(match, error);
  return true;
}

bool Autosave::write_snapshot(const AnyMatch& match, std::string& error) {
  return write_save_file(snapshot_path(), match.save_data(), error);
}

bool Autosave::exists() const {
  std::error_code ec;
  return std::filesystem::exists(journal_path(), ec) || std::filesystem::exists(snapshot_path(), ec);
}

Expected<std::unique_ptr<AnyMatch>> Autosave::resume(AnyTitle& title, ErrorList& errors, std::string& note) const {
  note.clear();
  std::error_code ec;
  if (std::filesystem::exists(journal_path(), ec)) {
    bool dropped = false;
    ErrorList journal_errors;
    if (auto data = read_journal(journal_path(), journal_errors, dropped)) {
      ReadContext ctx{journal_path().string(), &journal_errors};
      auto match = title.load_match(*data, ctx, AnyTitle::Verify::final_state);
      if (match.ok()) {
        if (dropped) note = "dropped a half-written last action";
        return match;
      }
      journal_errors.add(journal_path().string(), 0, 0, "", match.error().message);
    }
    errors.append(journal_errors);
    note = "journal unreadable; resumed from the last snapshot";
  }
  auto snapshot = load_save_file(snapshot_path(), errors);
  if (!snapshot) return Rejection{"no_save", "no usable autosave in " + dir_.string()};
  ReadContext ctx{snapshot_path().string(), &errors};
  return title.load_match(*snapshot, ctx, AnyTitle::Verify::final_state);
}

}  // namespace sb::engine
