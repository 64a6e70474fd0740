#include "game/app/screen/match_files.h"

#include <algorithm>
#include <ostream>

#include "engine/content/yaml_reader.h"
#include "engine/save/autosave.h"
#include "engine/save/save_file.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

namespace sb::app {

namespace {

// An autosave's journal beside `file` (`NAME.journal` next to `NAME.save`) that carries this game
// further: the position on the table is the snapshot plus that journal.
bool journal_extends(const std::filesystem::path& file, const engine::SaveData& save) {
  std::filesystem::path journal = file;
  journal.replace_extension(".journal");
  std::error_code ec;
  if (file.extension() != ".save" || !std::filesystem::exists(journal, ec)) return false;
  engine::ErrorList ignored;
  engine::JournalRead read = engine::read_journal_lines(journal, ignored);
  if (!read.data || !engine::same_game(*read.data, save)) return false;
  // Its entries go beyond the save's actions (damaged lines included: resume sorts them out).
  return read.entries.size() > save.actions.size() || read.damaged_line != 0;
}

OpenedMatch open_autosave(const std::filesystem::path& file, const std::string& title_id, const std::string& content_root,
                          std::ostream& err) {
  OpenedMatch out;
  out.title = load_title(title_id, content_root, err);
  if (!out.title) {
    out.exit_code = find_title(title_id) ? kExitProblem : kExitUsage;
    return out;
  }
  std::filesystem::path dir = file.parent_path().empty() ? std::filesystem::path(".") : file.parent_path();
  engine::Autosave slot(dir, file.stem().string());
  engine::ErrorList errors;
  std::string note;
  auto resumed = slot.resume(*out.title, errors, note);
  if (!resumed.ok()) {
    err << errors.format_all() << file.string() << ": " << resumed.error().message << "\n";
    out.exit_code = kExitProblem;
    return out;
  }
  if (!note.empty()) err << file.string() << ": " << note << "\n";
  out.note = note;
  out.match = std::move(resumed.value());
  return out;
}

OpenedMatch open_save(const std::filesystem::path& file, const std::string& content_root, std::ostream& err) {
  OpenedMatch out;
  engine::ErrorList errors;
  auto save = engine::load_save_file(file, errors);
  if (!save) {
    err << errors.format_all();
    out.exit_code = kExitUsage;
    return out;
  }
  if (journal_extends(file, *save)) return open_autosave(file, save->title, content_root, err);
  out.title = load_title(save->title, content_root, err);
  if (!out.title) {
    out.exit_code = find_title(save->title) ? kExitProblem : kExitUsage;
    return out;
  }
  engine::ReadContext ctx{file.string(), &errors};
  // Saved with other content (a designer's edit since): played on as the content is now.
  auto loaded = out.title->load_match(*save, ctx, engine::AnyTitle::Verify::playable);
  if (!loaded.ok()) {
    err << errors.format_all() << file.string() << ": " << loaded.error().message << "\n";
    out.exit_code = kExitProblem;
    return out;
  }
  out.match = std::move(loaded.value());
  return out;
}

OpenedMatch open_scenario(const YAML::Node& root, const std::string& file, const std::string& content_root,
                          std::ostream& err) {
  OpenedMatch out;
  engine::ErrorList errors;
  engine::ReadContext ctx{file, &errors};
  engine::MapReader map(root, "", ctx);
  const std::string title_id = map.string("title");
  const auto seed = static_cast<uint64_t>(map.integer_or("seed", 0, INT64_MAX, 1));
  const int seats = static_cast<int>(map.integer_or("seats", 1, 8, 0));
  YAML::Node setup = map.child_or_null("setup");
  YAML::Node state = map.child_or_null("state");
  YAML::Node actions = map.child_or_null("actions");
  map.child_or_null("expect");  // allowed (script files), not used for a picture
  map.finish();
  if (!errors.empty()) {
    err << errors.format_all();
    out.exit_code = kExitUsage;
    return out;
  }
  out.title = load_title(title_id, content_root, err);
  if (!out.title) {
    out.exit_code = find_title(title_id) ? kExitProblem : kExitUsage;
    return out;
  }
  auto started = state.IsDefined() && !state.IsNull() ? out.title->match_from_state(setup, state, seed, ctx)
                                                      : out.title->new_match(setup, seats, seed, ctx);
  if (!started.ok()) {
    err << errors.format_all() << file << ": " << started.error().message << "\n";
    out.exit_code = kExitProblem;
    return out;
  }
  out.match = std::move(started.value());
  engine::Rng bot_rng(seed ^ 0x9e3779b97f4a7c15ULL, 7);  // the same bot stream as `script`
  auto items = actions.IsDefined() && !actions.IsNull() ? engine::read_sequence(actions, "actions", ctx)
                                                        : std::vector<YAML::Node>{};
  for (size_t i = 0; i < items.size() && errors.empty(); ++i) {
    const YAML::Node& item = items[i];
    const std::string where = file + ":" + std::to_string(item.Mark().line + 1) + ":" +
                              std::to_string(item.Mark().column + 1) + ": " + engine::index_field("actions", i);
    if (item.IsMap() && item["bot"].IsDefined()) {
      engine::MapReader bot(item, engine::index_field("actions", i), ctx);
      const std::string kind = bot.string("bot");
      const std::string count_text = bot.string_or("count", "1");
      bot.finish();
      const long count = count_text == "all" ? -1 : std::atol(count_text.c_str());
      auto kinds = out.match->bot_kinds();
      if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) bot.error("bot", "unknown bot kind '" + kind + "'");
      if (count_text != "all" && count <= 0) bot.error("count", "expected a positive number or 'all'");
      if (!errors.empty()) break;
      for (long n = 0; (count < 0 || n < count) && !out.match->prompt().game_over; ++n) {
        engine::ApplyResult r = out.match->apply_bot(kind, bot_rng);
        if (!r.ok()) {
          err << where << ": the " << kind << " bot's move was rejected: " << r.rejection().message << "\n";
          out.exit_code = kExitProblem;
          return out;
        }
      }
      continue;
    }
    YAML::Node action = item;
    if (item.IsMap() && item["action"].IsDefined()) {
      // An action that must be rejected (script files): it changes nothing, skip it.
      continue;
    }
    engine::ApplyResult r = out.match->apply_yaml(action, ctx);
    if (!errors.empty()) break;
    if (!r.ok()) {
      err << where << ": rejected (" << r.rejection().code << "): " << r.rejection().message << "\n";
      out.exit_code = kExitProblem;
      return out;
    }
  }
  if (!errors.empty()) {
    err << errors.format_all();
    out.exit_code = kExitUsage;
    out.match.reset();
  }
  return out;
}

}  // namespace

OpenedMatch open_match_file(const std::filesystem::path& file, const std::string& content_root, std::ostream& err) {
  engine::ErrorList errors;
  if (file.extension() == ".journal") {
    // An autosave's journal: its header names the title; the snapshot beside it fills any gap.
    engine::JournalRead read = engine::read_journal_lines(file, errors);
    std::string title_id = read.data ? read.data->title : std::string();
    if (title_id.empty()) {
      std::filesystem::path save = file;
      save.replace_extension(".save");
      engine::ErrorList save_errors;
      if (auto snapshot = engine::load_save_file(save, save_errors)) title_id = snapshot->title;
    }
    if (title_id.empty()) {
      err << errors.format_all() << file.string() << ": no readable header, and no snapshot beside it\n";
      OpenedMatch out;
      out.exit_code = kExitUsage;
      return out;
    }
    return open_autosave(file, title_id, content_root, err);
  }
  auto root = engine::load_yaml_file(file, errors, file.string());
  if (!root) {
    err << errors.format_all();
    OpenedMatch out;
    out.exit_code = kExitUsage;
    return out;
  }
  if (root->IsMap() && (*root)["format_version"].IsDefined()) return open_save(file, content_root, err);
  return open_scenario(*root, file.string(), content_root, err);
}

}  // namespace sb::app
