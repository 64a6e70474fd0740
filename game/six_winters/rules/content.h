#pragma once
// Six Winters content: tables, calendar and the card set, loaded strictly from content/six_winters.
// Card effects are data in a small declarative vocabulary (spec §12.7) that effects.cpp interprets.
#include <array>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/content/art.h"
#include "engine/content/errors.h"
#include "engine/core/calendar.h"
#include "game/six_winters/rules/ids.h"

namespace sb::sw {

// A "who"/"where"/"which" selector such as `lowest_skill(combat, empire)` or `tagged(port)`.
struct Selector {
  std::string kind;  // "" when absent
  std::string arg;   // first argument (skill, tag, terrain, region, resource)
  std::string arg2;  // second argument (region)
  bool operator==(const Selector&) const = default;
};

// One effect line (§12.7). Which fields matter depends on `op`; the loader checks them per op.
struct Effect {
  std::string op;
  Selector who, where, which;
  int track = -1;      // psyche/body
  int resource = -1;
  int region = -1;     // -1 with region_here = the effect's own region
  bool region_here = false;
  int amount = 0;
  // Amount forms (§12.7): "" = the integer above, "threat_level" = the threat space of
  // amount_resource, "per" = count(per_count) × amount.
  std::string amount_form;
  int amount_resource = -1;
  std::string per_count;  // obstacles_here assets_here characters_here obstacles_in_region
  int value = 0;
  std::string mode;
  int character = -1;
  int location = -1;  // bring_location
  bool operator==(const Effect&) const = default;
};

// A passive modifier (§12.7).
struct Modifier {
  std::string mod;
  int resource = -1;
  int amount = 0;
  int track = -1;
  int unless_skill = -1;
  int at_least = 0;
  std::string tag;
  bool operator==(const Modifier&) const = default;
};

struct Trigger {
  std::string kind;  // overcome_tag overcome_with overcome_resource complete_card create_asset move_to co_located
  std::string tag, terrain;
  int character = -1, resource = -1, stage = 0, min_difficulty = 0, region = -1;
};

// Ability = input → op → output (§5.1).
struct Ability {
  std::string id, name;
  int stress_psyche = 0, stress_body = 0;
  bool die_input = false;
  std::string from = "any";  // any action asset resource resource_or_asset
  int resource = -1;         // -1 any
  int value = 0;             // 0 any
  std::string op;            // set_value shift split reroll explode_fives change_resource convert_kind effect
  std::vector<int> to;
  int amount = 0;
  std::string kind;          // convert_kind target
  std::vector<Effect> effects;
};

struct Location {
  std::string id, name, kind;  // starting regional character_unlock threat discord
  int region = -1;             // -1 = none (discord)
  int terrain = 0;
  std::vector<std::string> tags;
  int skill = 0;
  std::array<int, 3> move_cost{1, 2, 3};  // -1 = not allowed
  std::string icon = "none";              // none port gate source (the rules' location icon, not a picture)
  engine::ArtRef art;                     // `art:` under the content folder; empty: the emblem
  int source_resource = -1;
  std::vector<std::pair<int, int>> linked;  // obstacle index, copies
  std::vector<Effect> action, activation;
  std::vector<Modifier> passive;
  int unlocks_character = -1;
  int threat_resource = -1;
  int stress_psyche = 0, stress_body = 0;
  bool has_tag(const std::string& t) const;
};

struct Obstacle {
  std::string id, name;
  int home_region = 0, season_back = 0, difficulty = 1, skill = 0;
  std::vector<std::string> tags;
  std::vector<int> threat_icons;
  std::vector<int> dice;
  int damage_psyche = 0, damage_body = 0;
  bool location_linked = false;
  bool stationary = false;
  int copies = 1;
  std::vector<Modifier> passive;
  std::vector<Effect> activation, on_overcome;
  engine::ArtRef art;
  bool has_tag(const std::string& t) const;
};

enum class SquareKind { kNone, kWild, kColour, kFace, kColourFace, kRegion, kColourRegion, kRel };
struct Square {
  SquareKind kind = SquareKind::kNone;
  int resource = -1, face = 0, region = -1;
  int rel = 0;  // +1, -1, 0 (equal)
};

struct ProgressCard {
  std::string id, name;
  int stage = 1;
  int slot_region = 0, slot_resource = 0;
  std::vector<int> reward;  // resource or kWild
  int start = 0, end = 15;  // cell = row*4 + col
  std::array<Square, 16> grid;
  engine::ArtRef art;
};

struct Achievement {
  Trigger trigger;
  Ability grants;
};
struct DiscordLine {
  bool has_when = false;  // false: resolves once when the line turns on
  Trigger when;
  std::vector<Effect> effects;
};

struct Character {
  std::string id, name, title;
  bool starts_unlocked = false;
  int unlocked_by = -1;  // obstacle index
  int signature = 0;
  std::array<int, 8> skills{};
  int psyche_max = 3, body_max = 3;
  std::vector<Ability> abilities;
  std::vector<Achievement> achievements;  // 6
  std::vector<DiscordLine> discord;       // 6
  engine::ArtRef art;
};

struct SeasonEvent {
  std::string id, name;
  int season = 0, count = 0;
  bool this_turn = false;
  std::vector<Effect> effects;
};

struct Tables {
  std::array<std::array<int, 12>, 6> levels{};
  std::array<int, 6> mastery{};
  std::array<bool, 6> victory{};
  // Each track's picture (`icon:` of the icon set): its counts, dice and rewards on the table.
  std::array<std::string, 6> icon{};
  std::array<int, 4> threat_start{};
  std::array<int, 4> multiplier{};
  std::array<int, 5> stage_stars{};
  int dice_per_player = 5, dice_solo = 7, dice_keep = 3;
  std::array<int, 5> surge{};
  std::array<std::array<int, 3>, 3> standard_layout{};
  std::vector<std::pair<int, std::string>> titles;  // min score, title
};

struct Content {
  Tables tables;
  engine::Calendar calendar;
  std::vector<Location> locations;
  std::vector<Obstacle> obstacles;
  std::vector<ProgressCard> progress;
  std::vector<Character> characters;
  std::vector<SeasonEvent> events;
  std::map<std::string, int> location_ids, obstacle_ids, progress_ids, character_ids, event_ids;
  std::array<int, 3> unlock_location{-1, -1, -1};  // per region

  int find_location(const std::string& id) const;
  int find_obstacle(const std::string& id) const;
  int find_progress(const std::string& id) const;
  int find_character(const std::string& id) const;
  int find_event(const std::string& id) const;
  int event_for(int season, int count) const;  // -1 when missing
  int level(int resource, int space) const { return tables.levels[resource][space - 1]; }
};

// The phase ids this title binds (calendar.yaml may name only these).
const std::vector<std::string>& phase_ids();

// Loads `dir` (tables.yaml, calendar.yaml, cards/*.yaml). Errors name files relative to
// `display_root` when given.
std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors,
                                            const std::string& display_root = "");
// Deck sizes by difficulty, icons per track and the other §12 targets beside the actual counts.
std::string content_report(const Content& content);

}  // namespace sb::sw
