#include "game/tiny/rules/tiny.h"

#include <algorithm>

#include "engine/board/conservation.h"
#include "engine/content/core_yaml.h"
#include "engine/content/paths.h"
#include "engine/core/phase_machine.h"

namespace sb::tiny {

using engine::ApplyResult;
using engine::MapReader;
using engine::ReadContext;

// [SECTION] content

std::shared_ptr<const Content> Title::load_content(const std::filesystem::path& dir, engine::ErrorList& errors) {
  size_t before = errors.size();
  engine::report_unread_files(
      dir, [](const std::filesystem::path& rel) { return rel == "calendar.yaml" || rel == "harvest.yaml"; },
      "calendar.yaml, harvest.yaml", errors, dir.string());
  auto content = std::make_shared<Content>();
  std::string shown = (dir / "calendar.yaml").string();
  if (auto root = engine::load_content_file(dir, "calendar.yaml", errors, shown)) {
    if (auto cal = engine::calendar_from_yaml(*root, {shown, &errors}, {"sow", "reap", "tally"}))
      content->calendar = *cal;
  }
  shown = (dir / "harvest.yaml").string();
  if (auto root = engine::load_content_file(dir, "harvest.yaml", errors, shown)) {
    ReadContext ctx{shown, &errors};
    MapReader top(*root, "", ctx);
    content->starting_seeds = static_cast<int>(top.integer("starting_seeds", 0, 20));
    content->max_plants = static_cast<int>(top.integer("max_plants", 1, 20));
    auto cards = engine::read_sequence(top.child("weather"), "weather", ctx);
    for (size_t i = 0; i < cards.size(); ++i) {
      MapReader card(cards[i], engine::index_field("weather", i), ctx);
      Weather w;
      w.id = card.string("id");
      w.name = card.string("name");
      w.multiplier = static_cast<int>(card.integer("multiplier", 0, 5));
      int copies = static_cast<int>(card.integer_or("copies", 1, 10, 1));
      card.finish();
      for (const Weather& other : content->weather)
        if (other.id == w.id) card.error("id", "duplicate weather id '" + w.id + "'");
      content->weather.push_back(w);
      for (int c = 0; c < copies; ++c) content->weather_deck.push_back(static_cast<int>(i));
    }
    if (root->IsMap() && cards.empty()) top.error("weather", "needs at least one weather card");
    top.finish();
  }
  if (errors.size() != before) return nullptr;
  return content;
}

Setup Title::default_setup(const Content&, int seats) {
  Setup setup;
  const char* names[] = {"Ann", "Bo", "Cy", "Di"};
  for (int i = 0; i < std::clamp(seats, Title::kMinSeats, Title::kMaxSeats); ++i) setup.names.push_back(names[i]);
  return setup;
}

std::optional<Setup> Title::setup_from_yaml(const YAML::Node& node, const Content&, const ReadContext& ctx) {
  MapReader map(node, "setup", ctx);
  if (!map.valid()) return std::nullopt;
  Setup setup;
  setup.names = map.string_list("seats");
  map.finish();
  if (setup.names.size() < 2 || setup.names.size() > 4) {
    map.error("seats", "Tiny Harvest needs 2 to 4 seats");
    return std::nullopt;
  }
  return setup;
}

YAML::Node Title::setup_to_yaml(const Setup& setup) {
  YAML::Node node;
  node["seats"] = setup.names;
  return node;
}

// [SECTION] phases

namespace {

const engine::PhaseMachine<std::pair<State*, const Content*>>& phases() {
  using Ctx = std::pair<State*, const Content*>;
  static const auto machine = [] {
    engine::PhaseMachine<Ctx> pm;
    pm.bind("sow", {[](Ctx& c) {
                      State& s = *c.first;
                      std::vector<int> order;
                      int n = static_cast<int>(s.score.size());
                      // The first sower rotates each round.
                      for (int i = 0; i < n; ++i) order.push_back((i + s.cursor.period - 1) % n);
                      s.sow = engine::PassRound::begin(order);
                    },
                    [](const Ctx& c) { return c.first->sow.done(); }});
    pm.bind("reap", {[](Ctx& c) {
                       State& s = *c.first;
                       s.reap_next = 0;
                       s.weather_card = s.weather.draw(s.rng).value_or(-1);
                     },
                     [](const Ctx& c) { return c.first->reap_next >= static_cast<int>(c.first->score.size()); }});
    pm.bind("tally", {nullptr, [](const Ctx&) { return true; }});
    return pm;
  }();
  return machine;
}

void settle(State& s, const Content& content) {
  std::pair<State*, const Content*> ctx{&s, &content};
  phases().settle(content.calendar, ctx, s.cursor, nullptr);
}

const std::string& phase_of(const State& s, const Content& content) {
  return engine::current_phase_id(content.calendar, s.cursor);
}

}  // namespace

engine::Expected<State> Title::new_state(const Content& content, const Setup& setup, uint64_t seed) {
  if (setup.names.size() < 2 || setup.names.size() > 4)
    return engine::Rejection{"bad_setup", "Tiny Harvest needs 2 to 4 seats"};
  State s;
  s.rng.seed(seed);
  size_t n = setup.names.size();
  s.seeds.assign(n, content.starting_seeds);
  s.plants.assign(n, 0);
  s.score.assign(n, 0);
  s.weather = engine::Deck::of(content.weather_deck);
  s.weather.shuffle(s.rng);
  std::pair<State*, const Content*> ctx{&s, &content};
  phases().start(content.calendar, ctx, s.cursor, nullptr);
  return s;
}

// [SECTION] rules

engine::Prompt Title::prompt(const State& s, const Content& content) {
  if (s.cursor.finished) return {-1, "game_over", "The harvest is in.", false, true};
  const std::string& phase = phase_of(s, content);
  if (phase == "sow")
    return {s.sow.seat(), "sow", s.planted_this_turn > 0 ? "Plant another seed or end your turn" : "Plant a seed or pass",
            false, false};
  return {s.reap_next, "reap", "Reap your field", false, false};
}

std::vector<Action> Title::legal_actions(const State& s, const Content& content) {
  std::vector<Action> out;
  if (s.cursor.finished) return out;
  engine::Prompt p = prompt(s, content);
  if (p.kind == "sow") {
    auto i = static_cast<size_t>(p.seat);
    if (s.seeds[i] > 0 && s.plants[i] < content.max_plants) out.push_back({Action::Kind::kPlant, p.seat});
    out.push_back({Action::Kind::kPass, p.seat});
  } else if (p.kind == "reap") {
    out.push_back({Action::Kind::kReap, p.seat});
  }
  std::sort(out.begin(), out.end());
  return out;
}

ApplyResult Title::apply(State& s, const Content& content, const Action& a) {
  engine::Prompt p = prompt(s, content);
  if (p.game_over) return ApplyResult::rejected("game_over", "The game is over.");
  if (a.seat != p.seat)
    return ApplyResult::rejected("not_your_turn", "It is seat " + std::to_string(p.seat + 1) + "'s turn, not seat " +
                                                      std::to_string(a.seat + 1) + "'s.");
  auto i = static_cast<size_t>(a.seat);
  std::vector<engine::Event> events;
  switch (a.kind) {
    case Action::Kind::kPlant:
      if (p.kind != "sow") return ApplyResult::rejected("wrong_phase", "Seeds are planted in spring.");
      if (s.seeds[i] == 0) return ApplyResult::rejected("no_seeds", "You have no seeds left.");
      if (s.plants[i] >= content.max_plants)
        return ApplyResult::rejected("field_full", "Your field holds " + std::to_string(content.max_plants) + " plants.");
      --s.seeds[i];
      ++s.plants[i];
      ++s.planted_this_turn;  // the sower keeps the turn and may plant again
      events.push_back({"plant", a.seat, "planted a seed", {s.plants[i]}});
      break;
    case Action::Kind::kPass:
      if (p.kind != "sow") return ApplyResult::rejected("wrong_phase", "You can only pass while sowing.");
      // Ending a turn without planting is a pass; a round ends when all pass in a row.
      s.sow.record(s.planted_this_turn == 0);
      events.push_back({"pass", a.seat, s.planted_this_turn == 0 ? "passed" : "ended the turn", {}});
      s.planted_this_turn = 0;
      break;
    case Action::Kind::kReap: {
      if (p.kind != "reap") return ApplyResult::rejected("wrong_phase", "Fields are reaped in autumn.");
      int die = s.rng.d6();
      int multiplier = s.weather_card >= 0 ? content.weather[static_cast<size_t>(s.weather_card)].multiplier : 1;
      int gained = s.plants[i] * multiplier + (die >= 5 ? 1 : 0);
      s.score[i] += gained;
      s.seeds[i] += s.plants[i] + (die == 6 ? 1 : 0);
      s.plants[i] = 0;
      ++s.reap_next;
      events.push_back({"reap", a.seat, "rolled " + std::to_string(die) + " and scored " + std::to_string(gained), {die}});
      break;
    }
  }
  if (p.kind == "reap" && s.reap_next >= static_cast<int>(s.score.size()) && s.weather_card >= 0)
    s.weather.discard_card(std::exchange(s.weather_card, -1));
  settle(s, content);
  return ApplyResult::accepted(std::move(events));
}

std::string Title::describe(const Action& a, const State&, const Content&) {
  const char* verb = a.kind == Action::Kind::kPlant ? "plant" : a.kind == Action::Kind::kPass ? "end turn" : "reap";
  return std::string(verb) + " (seat " + std::to_string(a.seat + 1) + ")";
}

Action Title::bot_action(const State& s, const Content& content, const std::string& kind, engine::Rng& rng) {
  auto legal = legal_actions(s, content);
  SB_CHECK(!legal.empty(), "bot asked to act when nothing is legal");
  if (kind == "greedy") return legal.front();  // kPlant sorts first
  return legal[rng.below(static_cast<uint32_t>(legal.size()))];
}

// [SECTION] yaml

uint64_t Title::state_hash(const State& s) { return engine::hash_fields(s); }

std::vector<std::string> Title::check(const State& s, const Content& c) {
  std::vector<std::string> broken;
  const size_t seats = s.score.size();
  if (seats < static_cast<size_t>(kMinSeats) || seats > static_cast<size_t>(kMaxSeats))
    broken.push_back(std::to_string(seats) + " seats; the game takes " + std::to_string(kMinSeats) + " to " +
                     std::to_string(kMaxSeats));
  if (s.seeds.size() != seats || s.plants.size() != seats)
    broken.push_back("seeds, plants and score must have one entry per seat");
  for (size_t i = 0; i < std::min({seats, s.seeds.size(), s.plants.size()}); ++i) {
    const std::string who = "seat " + std::to_string(i + 1);
    if (s.seeds[i] < 0) broken.push_back(who + " has " + std::to_string(s.seeds[i]) + " seeds");
    if (s.plants[i] < 0 || s.plants[i] > c.max_plants)
      broken.push_back(who + " has " + std::to_string(s.plants[i]) + " plants; a field holds 0 to " + std::to_string(c.max_plants));
    if (s.score[i] < 0) broken.push_back(who + " scores " + std::to_string(s.score[i]));
  }
  if (s.planted_this_turn < 0 || s.planted_this_turn > c.max_plants)
    broken.push_back("planted this turn: " + std::to_string(s.planted_this_turn) + ", not 0 to " + std::to_string(c.max_plants));
  if (s.reap_next < 0 || static_cast<size_t>(s.reap_next) > seats)
    broken.push_back("the next seat to reap is " + std::to_string(s.reap_next + 1) + " of " + std::to_string(seats));
  const int cards = static_cast<int>(c.weather.size());
  if (s.weather_card < -1 || s.weather_card >= cards)
    broken.push_back("the weather card in play is no card (" + std::to_string(s.weather_card) + ")");
  std::vector<int> held = s.weather.draw_pile;
  held.insert(held.end(), s.weather.discard.begin(), s.weather.discard.end());
  held.insert(held.end(), s.weather.burned.begin(), s.weather.burned.end());
  if (s.weather_card >= 0) held.push_back(s.weather_card);
  auto name = [&](int id) { return id >= 0 && id < cards ? c.weather[static_cast<size_t>(id)].name : "card " + std::to_string(id); };
  engine::check_conserved(c.weather_deck, held, name, "weather cards", broken);
  return broken;
}

YAML::Node Title::state_to_yaml(const State& s) { return engine::write_fields(s); }

std::optional<State> Title::state_from_yaml(const YAML::Node& node, const Content& content, const ReadContext& ctx) {
  State s;
  if (!engine::read_fields(node, "state", ctx, s)) return std::nullopt;
  // The content's limits, read again with the same words the reader uses.
  size_t before = ctx.errors->size();
  for (size_t i = 0; i < s.plants.size(); ++i)
    engine::read_int(node["plants"][i], engine::index_field("state.plants", i), ctx, 0, content.max_plants);
  engine::read_int(node["planted_this_turn"], "state.planted_this_turn", ctx, 0, content.max_plants);
  engine::read_int(node["weather_card"], "state.weather_card", ctx, -1, static_cast<int64_t>(content.weather.size()) - 1);
  if (ctx.errors->size() != before) return std::nullopt;
  if (s.seeds.size() != s.score.size() || s.plants.size() != s.score.size() || s.score.size() < 2 || s.score.size() > 4) {
    MapReader(node, "state", ctx).error("score", "seeds, plants and score need one entry per seat (2 to 4)");
    return std::nullopt;
  }
  return s;
}

YAML::Node Title::action_to_yaml(const Action& a) {
  YAML::Node node;
  node["do"] = a.kind == Action::Kind::kPlant ? "plant" : a.kind == Action::Kind::kPass ? "pass" : "reap";
  node["seat"] = a.seat;
  return node;
}

std::optional<Action> Title::action_from_yaml(const YAML::Node& node, const Content&, const ReadContext& ctx) {
  size_t before = ctx.errors->size();
  MapReader map(node, "action", ctx);
  if (!map.valid()) return std::nullopt;
  Action a;
  std::string kind = map.one_of("do", {"plant", "pass", "reap"});
  a.seat = static_cast<int>(map.integer("seat", 0, 3));
  map.finish();
  if (ctx.errors->size() != before) return std::nullopt;
  a.kind = kind == "plant" ? Action::Kind::kPlant : kind == "pass" ? Action::Kind::kPass : Action::Kind::kReap;
  return a;
}

}  // namespace sb::tiny
