#include "game/six_winters/rules/campaign_file.h"

#include <fstream>
#include <sstream>

#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/yaml_io.h"

namespace sb::sw {

std::string campaign_to_text(const State& s, const Content& c) {
  return "# Six Winters campaign file (State between sessions; see content/six_winters/README.md)\n" +
         engine::dump_yaml(state_to_yaml(s, &c));
}

std::optional<State> campaign_from_text(const std::string& text, const std::string& display_name, const Content& c,
                                        engine::ErrorList& errors) {
  auto doc = engine::parse_yaml(text, display_name, errors);
  if (!doc) return std::nullopt;
  engine::ReadContext ctx{display_name, &errors};
  auto s = state_from_yaml(*doc, c, ctx);
  if (!s) return std::nullopt;
  if (s->characters.size() != c.characters.size()) {
    errors.add(display_name, 0, 0, "characters", "the file lists a different set of characters than the content");
    return std::nullopt;
  }
  return s;
}

bool write_campaign_file(const std::filesystem::path& file, const State& s, const Content& c, std::string& error) {
  // Write a temporary file and rename it, so an interrupted write never leaves half a campaign.
  std::filesystem::path tmp = file;
  tmp += ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) {
      error = "cannot write " + tmp.string();
      return false;
    }
    out << campaign_to_text(s, c);
    if (!out.good()) {
      error = "write failed for " + tmp.string();
      return false;
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, file, ec);
  if (ec) {
    error = "cannot replace " + file.string() + ": " + ec.message();
    return false;
  }
  return true;
}

std::optional<State> read_campaign_file(const std::filesystem::path& file, const Content& c, engine::ErrorList& errors) {
  std::string why;
  auto text = engine::read_text_file(file, why, 8u << 20);
  if (!text) {
    errors.add(file.string(), 0, 0, "", why);
    return std::nullopt;
  }
  return campaign_from_text(*text, file.string(), c, errors);
}

std::string campaign_summary(const State& s, const Content& c) {
  std::ostringstream out;
  static const char* status[3] = {"between sessions", "in a session", "finished"};
  out << "Six Winters campaign — " << kDifficultyNames[s.difficulty] << ", " << s.player_count << " player(s), year "
      << s.year << ", " << status[s.status] << "\n";
  for (int r = 0; r < 6; ++r)
    out << "  " << kResourceNames[r] << ": progress " << s.tracks[r].progress << ", threat " << s.tracks[r].threat
        << (has_mastery(s, c, r) ? " (mastery)" : "") << "\n";
  out << "  board:";
  for (int r = 0; r < 3; ++r)
    for (int p = 0; p < 3; ++p) {
      int loc = s.board[r][p];
      int n = s.attached.count(loc) ? static_cast<int>(s.attached.at(loc).size()) : 0;
      out << (r || p ? ", " : " ") << c.locations[loc].name << " (" << n << ")";
    }
  out << "\n  characters:";
  for (size_t i = 0; i < s.characters.size(); ++i) {
    static const char* st[3] = {"locked", "unlocked", "burned"};
    out << " " << c.characters[i].name << " [" << st[s.characters[i].status] << "]";
  }
  out << "\n";
  if (s.result)
    out << "  result: " << s.result->tier << ", " << s.result->points << " points × " << s.result->multiplier << " = "
        << s.result->score << " — " << s.result->title << "\n";
  return out.str();
}

}  // namespace sb::sw
