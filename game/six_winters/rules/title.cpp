#include "game/six_winters/rules/title.h"

#include <sstream>

#include <algorithm>
#include <map>

#include "engine/core/words.h"
#include "engine/search/ismcts.h"
#include "engine/search/levels.h"
#include "engine/search/team_search.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/yaml_io.h"

namespace sb::sw {

std::shared_ptr<const Content> Title::load_content(const std::filesystem::path& dir, engine::ErrorList& errors) {
  return sw::load_content(dir, errors);
}

Setup Title::default_setup(const Content&, int seats) {
  Setup s;
  s.players = std::clamp(seats, kMinSeats, kMaxSeats);
  s.difficulty = 1;
  for (int i = 0; i < s.players; ++i) {
    s.seat_names.push_back("Seat " + std::to_string(i + 1));
    s.bots.push_back(false);
  }
  return s;
}

std::optional<Setup> Title::setup_from_yaml(const YAML::Node& node, const Content&, const engine::ReadContext& ctx) {
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  engine::MapReader m(node, "", ctx);
  if (!m.valid()) return std::nullopt;
  Setup s;
  s.players = static_cast<int>(m.integer("players", 1, 4, 1));
  std::string d = m.one_of_or("difficulty", {"cakewalk", "standard", "difficult", "tragedy_incarnate"}, "standard");
  s.difficulty = difficulty_index(d);
  s.options.solo_two_cards = m.boolean_or("solo_two_cards", false);
  s.options.gain_requires_die = m.boolean_or("gain_requires_die", false);
  s.options.random_layout = m.boolean_or("random_layout", false);
  s.seat_names = m.string_list_or("seat_names");
  s.campaign_file = m.string_or("campaign_file", "");
  if (s.campaign_file.find_first_of("/\\") != std::string::npos || s.campaign_file == ".." || s.campaign_file == ".")
    m.error("campaign_file", "expected a file name without a folder");
  YAML::Node bots = m.child_or_null("bots");
  if (bots.IsDefined() && bots.IsSequence())
    for (size_t i = 0; i < bots.size(); ++i) s.bots.push_back(engine::read_bool(bots[i], "bots", ctx).value_or(false));
  m.finish();
  while (static_cast<int>(s.seat_names.size()) < s.players) s.seat_names.push_back("Seat " + std::to_string(s.seat_names.size() + 1));
  while (static_cast<int>(s.bots.size()) < s.players) s.bots.push_back(false);
  if (ctx.errors && ctx.errors->size() > before) return std::nullopt;
  return s;
}

YAML::Node Title::setup_to_yaml(const Setup& s) {
  YAML::Node n;
  n["players"] = s.players;
  n["difficulty"] = kDifficultyNames[std::clamp(s.difficulty, 0, 3)];
  n["solo_two_cards"] = s.options.solo_two_cards;
  n["gain_requires_die"] = s.options.gain_requires_die;
  n["random_layout"] = s.options.random_layout;
  for (const auto& name : s.seat_names) n["seat_names"].push_back(name);
  for (bool b : s.bots) n["bots"].push_back(b);
  if (!s.campaign_file.empty()) n["campaign_file"] = s.campaign_file;
  return n;
}

engine::Expected<State> Title::new_state(const Content& c, const Setup& setup, uint64_t seed) {
  if (setup.players < 1 || setup.players > 4) return engine::Rejection{"bad_setup", "Six Winters is for 1–4 players"};
  return new_campaign(c, setup, seed);
}

std::vector<Action> Title::legal_actions(const State& s, const Content& c) { return sw::legal_actions(s, c); }
engine::ApplyResult Title::apply(State& s, const Content& c, const Action& a) { return apply_action(s, c, a); }
engine::Prompt Title::prompt(const State& s, const Content& c) { return sw::prompt(s, c); }
uint64_t Title::state_hash(const State& s) { return engine::hash_fields(s); }
std::string Title::describe(const Action& a, const State& s, const Content& c) { return sw::describe(a, s, c); }
int Title::seat_count(const State& s) { return s.player_count; }

std::vector<int> Title::scores(const State& s, const Content&) {
  // Cooperative: every seat shares the campaign score.
  int score = s.result ? s.result->score : 0;
  return std::vector<int>(static_cast<size_t>(s.player_count), score);
}

YAML::Node Title::state_to_yaml(const State& s) { return sw::state_to_yaml(s); }
std::optional<State> Title::state_from_yaml(const YAML::Node& n, const Content& c, const engine::ReadContext& ctx) {
  return sw::state_from_yaml(n, c, ctx);
}
YAML::Node Title::action_to_yaml(const Action& a) { return sw::action_to_yaml(a); }
std::optional<Action> Title::action_from_yaml(const YAML::Node& n, const Content& c, const engine::ReadContext& ctx) {
  return sw::action_from_yaml(n, c, ctx);
}

std::vector<std::string> Title::bot_kinds() { return {"random", "greedy", "coop", "search-easy", "search", "search-hard"}; }
bool Title::is_bot_kind(const std::string& kind) {
  auto kinds = bot_kinds();
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}
Action Title::bot_action(const State& s, const Content& c, const std::string& kind, engine::Rng& rng) {
  if (kind == "random") return random_bot_action(s, c, rng);
  if (kind == "greedy") return greedy_bot_action(s, c, rng);
  engine::SearchConfig normal;
  normal.iterations = 60;
  normal.depth = 120;  // a guard: a playout ends with the turn (a turn never gets near this)
  normal.playout_kind = "greedy";
  if (auto level = engine::search_level(kind, normal)) {
    // One mind for the table (engine/search/team_search.h): every choice is played on the same
    // imagined futures to the end of the turn (every seat's remaining actions, by the greedy bot),
    // and scored by the table's worth with the track the table pushes now (public) as its focus,
    // the same for every playout. Playouts 30 actions long, across the turn's end, did no better
    // than the greedy bot (4 campaigns, final progress 28 against 29.5); to the end of the turn,
    // 35.8 against 29.5.
    const int focus = team_focus(s, c);
    const int turn = s.session.turn;
    return engine::team_search_action<Title>(
        s, c, *level, rng, [&](const State& end) { return table_worth(end, c, focus); },
        [&](const State& now) { return now.status != kInSession || now.session.turn != turn; });
  }
  return coop_bot_action(s, c, rng);
}

// [SECTION] hidden information

namespace {
// The progress deck's cards of each stage sorted into that stage's places (or shuffled there).
void arrange_by_stage(std::vector<int>& deck, const Content& c, engine::Rng* rng) {
  std::map<int, std::vector<size_t>> places;
  std::map<int, std::vector<int>> cards;
  for (size_t i = 0; i < deck.size(); ++i) {
    const int stage = c.progress[static_cast<size_t>(deck[i])].stage;
    places[stage].push_back(i);
    cards[stage].push_back(deck[i]);
  }
  for (auto& [stage, list] : cards) {
    if (rng) rng->shuffle(list);
    else std::sort(list.begin(), list.end());
    const std::vector<size_t>& at = places[stage];
    for (size_t k = 0; k < at.size(); ++k) deck[at[k]] = list[k];
  }
}
}  // namespace

State Title::view_for(const State& s, int) {
  State v = s;
  v.rng = engine::Rng(0);
  for (engine::Deck& d : v.obstacle_decks) std::sort(d.draw_pile.begin(), d.draw_pile.end());
  for (std::vector<int>& d : v.location_decks) std::sort(d.begin(), d.end());
  // (The progress deck needs the content to know each card's stage: sample_hidden sorts it within
  // its stages before it shuffles, so its order in the view cannot reach a sample.)
  return v;
}

State Title::sample_hidden(const State& view, int, const Content& c, engine::Rng& rng) {
  State s = view;
  s.rng = engine::Rng(static_cast<uint64_t>(rng.next_u32()) << 32 | rng.next_u32(), rng.next_u32() | 1u);
  for (engine::Deck& d : s.obstacle_decks) {
    std::sort(d.draw_pile.begin(), d.draw_pile.end());
    rng.shuffle(d.draw_pile);
  }
  for (std::vector<int>& d : s.location_decks) {
    std::sort(d.begin(), d.end());
    rng.shuffle(d);
  }
  arrange_by_stage(s.session.progress_deck, c, nullptr);
  arrange_by_stage(s.session.progress_deck, c, &rng);
  return s;
}

std::vector<Action> Title::search_actions(const State& s, const Content& c) { return search_shortlist(s, c); }

std::vector<double> Title::search_value(const State& s, const Content& c) {
  return std::vector<double>(static_cast<size_t>(s.player_count), table_worth(s, c));
}

std::string Title::summary(const State& s, const Content& c) {
  std::ostringstream out;
  auto words = [](std::string t) { return engine::id_words(std::move(t)); };
  auto dice = [](const std::vector<int>& v) {
    std::string t;
    for (int d : v) t += (t.empty() ? "" : " ") + std::to_string(d);
    return t.empty() ? std::string("none") : t;
  };
  out << "Year " << s.year << " of 6, " << kDifficultyNames[static_cast<size_t>(std::clamp(s.difficulty, 0, 3))]
      << ", " << s.player_count << (s.player_count == 1 ? " player" : " players") << "\n";
  if (s.result) out << "Campaign over: " << s.result->title << " (score " << s.result->score << ")\n";
  out << "Tracks (progress / threat, of 12):\n";
  for (int r = 0; r < 6; ++r)
    out << "  " << kResourceNames[r] << (c.tables.victory[r] ? " (victory track)" : "") << ": " << s.tracks[r].progress
        << " / " << s.tracks[r].threat << (has_mastery(s, c, r) ? ", mastered" : "") << "\n";
  out << "Board:\n";
  for (int region = 0; region < 3; ++region) {
    out << "  " << words(kRegionNames[region]) << ":\n";
    for (int pos = 0; pos < 3; ++pos) {
      const int loc = s.board[region][pos];
      if (loc < 0) continue;
      out << "    " << c.locations[loc].name;
      if (auto it = s.attached.find(loc); it != s.attached.end() && !it->second.empty()) {
        out << ": ";
        for (size_t k = 0; k < it->second.size(); ++k) out << (k ? ", " : "") << obstacle_label(c, it->second[k]);
      }
      for (const InPlay& p : s.session.in_play)
        if (p.location == loc && s.status == kInSession) out << " [" << c.characters[p.character].name << "]";
      out << "\n";
    }
  }
  if (s.status != kInSession) {
    out << (s.status == kFinished ? "The campaign is over.\n" : "Between sessions: the next one starts with the characters' choice.\n");
    return out.str();
  }
  const Session& ss = s.session;
  out << "Season: " << wheel_season_name(ss.wheel) << ", turn " << ss.turn;
  if (ss.event >= 0 && ss.event < static_cast<int>(c.events.size())) out << "; event: " << c.events[ss.event].name;
  out << "\nPools:";
  for (int r = 0; r < 6; ++r) out << (r ? "; " : " ") << kResourceNames[r] << " " << dice(ss.pools[r]);
  out << "\nStaging:";
  for (int pos = 0; pos < 4; ++pos)
    out << (pos ? ", " : " ") << pos + 1 << ") "
        << (ss.staging[pos] >= 0 ? c.progress[static_cast<size_t>(ss.staging[pos])].name : std::string("empty"));
  out << "\nProgress deck " << ss.progress_deck.size() << ", discard " << ss.progress_discard.size() << "\n";
  for (size_t i = 0; i < ss.seats.size(); ++i) {
    const Seat& seat = ss.seats[i];
    out << "Seat " << i + 1 << (seat.passed ? " (passed)" : "") << ": action dice " << dice(seat.action_dice);
    if (seat.card >= 0) out << "; card " << c.progress[static_cast<size_t>(seat.card)].name << " with "
                            << seat.card_dice.size() << (seat.card_dice.size() == 1 ? " die" : " dice");
    out << "\n";
  }
  for (const InPlay& p : ss.in_play) {
    out << "  " << c.characters[p.character].name << " at " << c.locations[p.location].name << ", psyche "
        << p.psyche.value << ", body " << p.body.value << (p.knocked_out ? ", knocked out" : "") << "\n";
  }
  return out.str();
}

}  // namespace sb::sw
