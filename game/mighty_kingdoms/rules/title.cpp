// Title glue: setup, new_state, prompt, describe, scores, and helpers for the view.
//
// [SECTION] names (steps, actions)
// [SECTION] content and setup
// [SECTION] new_state
// [SECTION] prompt, describe, scores
// [SECTION] view helpers (view_for, deploy_room, purchase_cost, board size)
#include "game/mighty_kingdoms/rules/title.h"

#include <algorithm>

#include "game/mighty_kingdoms/rules/content.h"
#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {

// [SECTION] names (steps, actions)
const char* step_name(Step s) {
  switch (s) {
    case Step::kNone: return "none";
    case Step::kRaces: return "choose_race";
    case Step::kCapitals: return "pick_capital";
    case Step::kHomeRing: return "home_ring";
    case Step::kFirstArmy: return "first_army";
    case Step::kDisembark: return "disembark";
    case Step::kOrders: return "order";
    case Step::kResolution: return "resolve";
    case Step::kBattleChoose: return "choose_battle";
    case Step::kConcede: return "concede";
    case Step::kTabletopRecord: return "record_battle";
    case Step::kFallbackConsent: return "fallback_consent";
    case Step::kNavalHits: return "naval_losses";
    case Step::kNavalDeclare: return "naval_declare";
    case Step::kSlaughter: return "slaughter";
    case Step::kRetreat: return "retreat";
    case Step::kBonusMove: return "bonus_move";
    case Step::kVeterancy: return "veterancy";
    case Step::kAward: return "award";
    case Step::kAnchor: return "anchor";
    case Step::kDock: return "dock";
    case Step::kTithe: return "tithe";
    case Step::kBuild: return "build";
    case Step::kFeed: return "feed";
    case Step::kDeploy: return "deploy";
    case Step::kArtefacts: return "assign_artefacts";
    case Step::kGameOver: return "game_over";
  }
  return "none";
}

const char* act_name(Act a) {
  switch (a) {
    case Act::kPass: return "pass";
    case Act::kChooseRace: return "choose_race";
    case Act::kPickCapital: return "pick_capital";
    case Act::kPlaceHome: return "place_home";
    case Act::kPlaceArmy: return "place_army";
    case Act::kDisembark: return "disembark";
    case Act::kOrder: return "order";
    case Act::kEmbark: return "embark";
    case Act::kResolve: return "resolve";
    case Act::kChooseBattle: return "choose_battle";
    case Act::kConcede: return "concede";
    case Act::kFight: return "fight";
    case Act::kRecordBattle: return "record_battle";
    case Act::kProposeFallback: return "propose_fallback";
    case Act::kAcceptFallback: return "accept_fallback";
    case Act::kDeclineFallback: return "decline_fallback";
    case Act::kDeclareLoser: return "declare_loser";
    case Act::kContinueNaval: return "continue_naval";
    case Act::kRemoveToken: return "remove_token";
    case Act::kRetreat: return "retreat";
    case Act::kBonusMove: return "bonus_move";
    case Act::kChooseAnchor: return "choose_anchor";
    case Act::kDockShip: return "dock_ship";
    case Act::kTithe: return "tithe";
    case Act::kBuild: return "build";
    case Act::kBuildShip: return "build_ship";
    case Act::kRecruit: return "recruit";
    case Act::kQuest: return "quest";
    case Act::kDisband: return "disband";
    case Act::kDeploy: return "deploy";
    case Act::kAssignArtefact: return "assign_artefact";
    case Act::kVetUndo: return "veteran_undo";
    case Act::kVetRoll: return "veteran_roll";
    case Act::kVetChoose: return "veteran_choose";
    case Act::kAwardUnit: return "award_unit";
  }
  return "pass";
}

// [SECTION] content and setup
std::shared_ptr<const Content> Title::load_content(const std::filesystem::path& dir, engine::ErrorList& errors) {
  return load_mk_content(dir, errors);
}

Setup Title::default_setup(const Content&, int seats) {
  Setup setup;
  static const char* kNames[] = {"Ann", "Bo", "Cy", "Di", "Ed", "Flo"};
  for (int i = 0; i < std::clamp(seats, kMinSeats, kMaxSeats); ++i) setup.seats.push_back(Seat{kNames[i], ""});
  setup.map = "random:1";
  return setup;
}

static std::string check_options(const Options& o) {
  bool tabletop = o.battle_mode == BattleMode::kTabletop;
  if (o.recruit_terrain_restrictions && !tabletop) return "recruit_terrain_restrictions is a tabletop-mode option";
  if (o.wizard_towers && !tabletop && !o.veterancy) return "wizard_towers needs tabletop mode, or dice mode with veterancy";
  if (o.magical_artefacts && !(tabletop && o.wizard_towers)) return "magical_artefacts needs tabletop mode and wizard_towers";
  if (o.initial_towers < 0 || o.initial_towers > 12) return "initial_towers must be 0..12";
  if (o.initial_towers > 0 && !o.wizard_towers) return "initial_towers needs wizard_towers";
  return "";
}

// [SECTION] new_state
engine::Expected<State> Title::new_state(const Content& c, const Setup& setup, uint64_t seed) {
  int players = static_cast<int>(setup.seats.size());
  if (players < 2 || players > 6) return engine::Rejection{"bad_setup", "Mighty Kingdoms needs 2 to 6 kingdoms"};
  std::string problem = check_options(setup.options);
  if (!problem.empty()) return engine::Rejection{"bad_options", problem};
  std::string error;
  auto map = map_from_spec(setup.map, c.maps, players, error);  // validates loaded maps
  if (!map) return engine::Rejection{"bad_map", error};
  return new_state_from_map(c, setup, *map, seed);
}

engine::Expected<State> new_state_from_map(const Content& c, const Setup& setup, const MapDef& map_def, uint64_t seed) {
  int players = static_cast<int>(setup.seats.size());
  if (players < 2 || players > 6) return engine::Rejection{"bad_setup", "Mighty Kingdoms needs 2 to 6 kingdoms"};
  std::string problem = check_options(setup.options);
  if (!problem.empty()) return engine::Rejection{"bad_options", problem};
  const MapDef* map = &map_def;
  State s;
  s.rng.seed(seed);
  s.options = setup.options;
  s.map_id = map->id;
  for (const TileDef& d : map->tiles) {
    Tile t;
    t.hex = engine::Hex{d.q, d.r};
    t.terrain = d.terrain;
    t.coastal = d.coastal;
    t.river = d.river;
    t.start = d.start;
    s.tiles.push_back(t);
  }
  build_grid(s);
  for (const Seat& seat : setup.seats) {
    Kingdom k;
    k.name = seat.name;
    k.is_bot = !seat.bot.empty();
    k.to_place = {Settlement::kCity, Settlement::kFortress, Settlement::kVillage, Settlement::kVillage};
    s.kingdoms.push_back(k);
  }
  s.artefacts.assign(c.artefacts.size(), ArtefactState{});
  // Optional towers at setup: random unexplored land at distance ≥ 2 from every start tile.
  for (int placed = 0; placed < s.options.initial_towers; ++placed) {
    std::vector<int> candidates;
    for (size_t i = 0; i < s.tiles.size(); ++i) {
      const Tile& t = s.tiles[i];
      if (is_water(t) || t.start || t.tower || t.terrain == Terrain::kMarsh) continue;
      bool far = true;
      for (const Tile& st : s.tiles)
        if (st.start && engine::hex_distance(st.hex, t.hex) < 2) far = false;
      if (far) candidates.push_back(static_cast<int>(i));
    }
    if (candidates.empty()) break;
    int pick = candidates[s.rng.below(static_cast<uint32_t>(candidates.size()))];
    s.tiles[static_cast<size_t>(pick)].tower = true;
    s.tiles[static_cast<size_t>(pick)].explored = true;
  }
  s.in_setup = true;
  s.step = Step::kRaces;
  s.actor = 0;
  s.cursor = engine::CalendarCursor{};
  return s;
}

std::vector<Action> Title::legal_actions(const State& s, const Content& c) { return compute_legal_actions(s, c); }
engine::ApplyResult Title::apply(State& s, const Content& c, const Action& a) { return apply_action(s, c, a, true); }
engine::ApplyResult apply_unchecked(State& s, const Content& c, const Action& a) { return apply_action(s, c, a, false); }
engine::ApplyResult apply_fast(State& s, const Content& c, const Action& a) { return apply_action(s, c, a, false, true); }

// [SECTION] prompt, describe, scores
engine::Prompt Title::prompt(const State& s, const Content&) {
  engine::Prompt p;
  if (s.game_over) {
    p.game_over = true;
    p.kind = "game_over";
    p.text = "The game is over: six years are done";
    return p;
  }
  p.seat = s.actor;
  p.kind = step_name(s.step);
  std::string who = s.actor >= 0 ? s.kingdoms[static_cast<size_t>(s.actor)].name : "";
  std::string when = s.in_setup ? "Setup" : "Year " + std::to_string(s.year()) + (s.summer() ? ", Summer month " + std::to_string(s.month()) : ", Winter");
  static const std::map<Step, std::string> kText = {
      {Step::kRaces, "choose your race in secret"},
      {Step::kCapitals, "pick a start tile for your capital"},
      {Step::kHomeRing, "place your city, fortress and villages next to your capital"},
      {Step::kFirstArmy, "place your first army on one of your settlements"},
      {Step::kDisembark, "land armies from ships on land tiles, or pass"},
      {Step::kOrders, "give an order to one of your tokens"},
      {Step::kResolution, "resolve one of your orders"},
      {Step::kBattleChoose, "choose a battle to fight"},
      {Step::kConcede, "concede, or fight"},
      {Step::kTabletopRecord, "fight the battle on the table, then record the result"},
      {Step::kFallbackConsent, "agree to settle this battle with dice?"},
      {Step::kNavalHits, "choose a ship to lose"},
      {Step::kNavalDeclare, "break off the sea fight, or fight another round"},
      {Step::kSlaughter, "remove one of your tokens"},
      {Step::kRetreat, "choose where your token retreats"},
      {Step::kBonusMove, "you may move one token on after the victory"},
      {Step::kVeterancy, "settle a unit's medals or scars (undo an old effect, roll, or pick an effect)"},
      {Step::kAward, "choose which unit gains the medal, takes the scar, or carries the captured artefact"},
      {Step::kAnchor, "choose where your armies winter (no capital)"},
      {Step::kDock, "choose berths for your ships"},
      {Step::kTithe, "give a tithe, or pass"},
      {Step::kBuild, "build, recruit, or pass"},
      {Step::kFeed, "feed your armies (disband if short)"},
      {Step::kDeploy, "deploy one of your armies"},
      {Step::kArtefacts, "assign your artefacts to units in secret"},
  };
  auto it = kText.find(s.step);
  p.text = when + " — " + who + ": " + (it != kText.end() ? it->second : std::string(step_name(s.step)));
  p.is_private = s.step == Step::kRaces || s.step == Step::kArtefacts;
  return p;
}

// The binary hash of the field list (types.h): no YAML is built to hash a position after every action.
uint64_t Title::state_hash(const State& s) { return engine::hash_fields(s); }

std::string Title::describe(const Action& a, const State& s, const Content& c) { return describe_action(a, s, c); }

std::string Title::describe_for_log(const Action& a, const State& s, const Content& c) {
  if (a.kind != Act::kChooseRace) return describe_action(a, s, c);
  const std::string who = s.actor >= 0 && s.actor < static_cast<int>(s.kingdoms.size())
                              ? s.kingdoms[static_cast<size_t>(s.actor)].name
                              : "The table";
  return who + ": choose a race (secret)";
}

std::string action_words(const Action& a, const State& s, const Content& c, bool with_token) {
  auto kingdom = [&](int k) {
    return k >= 0 && k < static_cast<int>(s.kingdoms.size()) ? s.kingdoms[static_cast<size_t>(k)].name : std::string("?");
  };
  const Token* t = a.token >= 0 ? s.token(a.token) : nullptr;
  const Token* t2 = a.token2 >= 0 ? s.token(a.token2) : nullptr;
  // "army A1" (the owner is who acts, named before the colon), or another kingdom's "Bo's army A2".
  auto token_words = [&](const Token* tok) {
    if (!tok) return std::string("a token");
    const std::string own = std::string(tok->ship ? "ship S" : "army A") + std::to_string(tok->number);
    return tok->owner == s.actor ? own : kingdom(tok->owner) + "'s " + own;
  };
  const int tile = a.has_tile ? s.tile_at(a.tile) : kNoTile;
  const std::string place = place_words(s, tile);
  // Where a token goes: the direction from where it stands, then the place.
  auto toward = [&](const Token* tok) {
    if (tok && tok->tile >= 0 && a.has_tile && tile >= 0) {
      const engine::Hex from = s.tiles[static_cast<size_t>(tok->tile)].hex;
      // The direction from the token already tells one neighbour from another.
      if (!(from == a.tile)) return direction_words(from, a.tile) + " to " + tile_label(s, tile);
    }
    return "to " + place;
  };
  const std::string subject = with_token && t ? token_words(t) + ": " : std::string();
  auto unit = [&](const Token* army, int index) {
    if (!army || index < 0 || index >= static_cast<int>(army->units.size())) return std::string("a unit");
    return unit_name(s, c, *army, army->units[static_cast<size_t>(index)]);
  };
  switch (a.kind) {
    case Act::kPass: return "pass";
    case Act::kChooseRace:  // only the chooser sees this list; the log says describe_for_log
      return a.value >= 0 && a.value < static_cast<int>(c.races.size())
                 ? "choose " + c.races[static_cast<size_t>(a.value)].name + " (secret)"
                 : "choose a race (secret)";
    case Act::kPickCapital: return "found the capital at " + place;
    case Act::kPlaceHome: return std::string("place a ") + settlement_name(static_cast<Settlement>(a.value)) + " at " + place;
    case Act::kPlaceArmy: {
      // With army lists kept, which list it is.
      const int race_id = s.actor >= 0 ? s.kingdoms[static_cast<size_t>(s.actor)].race : -1;
      if (race_id >= 0 && race_id < static_cast<int>(c.races.size()) && a.value >= 0 &&
          a.value < static_cast<int>(c.races[static_cast<size_t>(race_id)].armies.size()))
        return "place the first army (" + c.races[static_cast<size_t>(race_id)].armies[static_cast<size_t>(a.value)].name +
               ") at " + place;
      return "place the first army at " + place;
    }
    case Act::kDisembark: return subject + "land its army";
    case Act::kOrder:
      switch (a.order) {
        case OrderType::kMove: return subject + "move " + toward(t);
        case OrderType::kDefend: return subject + "defend";
        case OrderType::kRaze: return subject + "raze " + (tile >= 0 ? place : std::string("the settlement"));
        case OrderType::kRegroup: return subject + "regroup";
        case OrderType::kHold: return subject + "hold";
        case OrderType::kNone: break;
      }
      return subject + "no order";
    case Act::kEmbark: {
      const std::string board = subject + "board " + token_words(t2);
      switch (a.order) {  // the ship's order, given with the boarding
        case OrderType::kMove: return board + " and sail " + toward(t2 ? t2 : t);
        case OrderType::kRaze: return board + " and raze " + (tile >= 0 ? place : std::string("the settlement"));
        case OrderType::kHold: return board + " and hold";
        case OrderType::kRegroup: return board + " and regroup";
        case OrderType::kDefend: return board + " and defend";
        case OrderType::kNone: break;
      }
      return board;
    }
    case Act::kResolve: return subject + "carry out the order";
    case Act::kChooseBattle:
      return "fight " + kingdom(a.value) + (a.value2 == 1 ? " at sea " : " ") + "at " + place;
    case Act::kConcede: return "concede the battle";
    case Act::kFight: return "fight on";
    case Act::kRecordBattle:
      return std::string("record the result: ") +
             (a.value == 0 ? "the attacker wins" : a.value == 1 ? "the defender wins" : "a draw");
    case Act::kProposeFallback: return "propose to settle the battle with dice";
    case Act::kAcceptFallback: return "agree to settle it with dice";
    case Act::kDeclineFallback: return "refuse the dice";
    case Act::kDeclareLoser: return "break off the sea battle";
    case Act::kContinueNaval: return "fight on at sea";
    case Act::kRemoveToken: return "remove " + token_words(t);
    case Act::kRetreat: return subject + "retreat " + toward(t);
    case Act::kBonusMove: return subject + "follow up " + toward(t);
    case Act::kChooseAnchor: return "gather the armies home at " + place;
    case Act::kDockShip: return subject + "dock at " + place;
    case Act::kTithe:
      return "tithe to " + kingdom(a.value) + ": " + std::to_string(a.value2) + " gold, " + std::to_string(a.value3) +
             " food";
    case Act::kBuild: return std::string("build a ") + settlement_name(static_cast<Settlement>(a.value)) + " at " + place;
    case Act::kBuildShip: return "build a ship at " + place;
    case Act::kRecruit: {
      std::string what = "an army";
      const int race_id = a.value2 >= 0 ? a.value2 : (s.actor >= 0 ? s.kingdoms[static_cast<size_t>(s.actor)].race : -1);
      if (race_id >= 0 && race_id < static_cast<int>(c.races.size())) {
        const Race& race = c.races[static_cast<size_t>(race_id)];
        if (a.value >= 0 && a.value < static_cast<int>(race.armies.size()))
          what = race.armies[static_cast<size_t>(a.value)].name + (a.value2 >= 0 ? " (" + race.name + " allies)" : "");
      }
      return "recruit " + what + " at " + place + (t2 ? ", disbanding " + token_words(t2) : std::string());
    }
    case Act::kQuest: return unit(t, a.value) + " quests at " + place;
    case Act::kDisband: return "disband " + token_words(t);
    case Act::kDeploy: return subject + "deploy to " + place;
    case Act::kAssignArtefact: {
      const std::string name = a.value >= 0 && a.value < static_cast<int>(c.artefacts.size())
                                   ? c.artefacts[static_cast<size_t>(a.value)].name
                                   : std::string("an artefact");
      return "give " + name + " to " + unit(t, a.value2);
    }
    case Act::kVetUndo: return "undo an old effect of " + unit(t, a.value2);
    case Act::kVetRoll: return "roll on the table for " + unit(t, a.value2);
    case Act::kVetChoose: {
      const std::string effect = a.value >= 0 && a.value < static_cast<int>(s.vet_choice.size())
                                     ? s.vet_choice[static_cast<size_t>(a.value)]
                                     : std::string("an effect");
      return "choose " + effect + " for " + unit(t, a.value2);
    }
    case Act::kAwardUnit: {
      const std::vector<int>& aw = s.battle.awards;
      const int what = aw.empty() ? -1 : aw[0];
      std::string out = what == 0 ? "medal" : what == 1 ? "scar"
                        : what >= 2 && what - 2 < static_cast<int>(c.artefacts.size())
                            ? c.artefacts[static_cast<size_t>(what - 2)].name
                            : "award";
      if (t && a.value2 >= 0 && a.value2 < static_cast<int>(t->units.size())) return out + " to " + unit(t, a.value2);
      if (what >= 2) return out + (capital_tile(s, s.actor) != kNoTile ? " to the capital" : " back to the pool");
      return out + ": no suitable unit";
    }
  }
  return "pass";
}

std::string describe_action(const Action& a, const State& s, const Content& c) {
  const std::string who = s.actor >= 0 && s.actor < static_cast<int>(s.kingdoms.size())
                              ? s.kingdoms[static_cast<size_t>(s.actor)].name
                              : "The table";
  return who + ": " + action_words(a, s, c);
}

int Title::seat_count(const State& s) { return static_cast<int>(s.kingdoms.size()); }

std::vector<int> final_might(const State& s, const Content& c) { return rank_kingdoms(s, c).might; }
std::vector<int> final_places(const State& s, const Content& c) { return rank_kingdoms(s, c).place; }

std::vector<std::string> tie_break_lines(const State& s, const Content& c) {
  const Ranking r = rank_kingdoms(s, c);
  std::vector<size_t> order(s.kingdoms.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return r.place[a] < r.place[b]; });
  std::vector<std::string> lines;
  for (size_t i = 1; i < order.size(); ++i) {
    const size_t a = order[i - 1], b = order[i];
    if (r.might[a] != r.might[b]) continue;
    const std::string& na = s.kingdoms[a].name;
    const std::string& nb = s.kingdoms[b].name;
    size_t key = 0;
    while (key < r.tie[a].size() && r.tie[a][key] == r.tie[b][key]) ++key;
    if (key == r.tie[a].size()) {
      lines.push_back(na + " and " + nb + " share place " + std::to_string(r.place[a]) + ": equal might (" +
                      std::to_string(r.might[a]) + ") and every tie-break");
    } else {
      lines.push_back(na + " ahead of " + nb + " on equal might (" + std::to_string(r.might[a]) + "): more " +
                      kTieBreakNames[key] + " (" + std::to_string(r.tie[a][key]) + " to " +
                      std::to_string(r.tie[b][key]) + ")");
    }
  }
  return lines;
}

std::vector<int> Title::scores(const State& s, const Content& c) {
  Ranking r = rank_kingdoms(s, c);
  std::vector<int> out;
  for (int place : r.place) out.push_back(static_cast<int>(s.kingdoms.size()) - place);
  return out;
}

// [SECTION] view helpers (view_for, deploy_room, purchase_cost, board size)
std::vector<std::pair<engine::Hex, int>> deploy_room(const State& s, const Content& c, int kingdom) {
  std::vector<std::pair<engine::Hex, int>> out;
  for (int tile : deploy_targets(s, c, kingdom))
    out.push_back({s.tiles[static_cast<size_t>(tile)].hex, deploy_limit(s, c, tile) - armies_on(s, tile, kingdom)});
  return out;
}

std::vector<engine::Event> enter_current_phase(State& s, const Content& c) {
  std::vector<engine::Event> events;
  if (s.in_setup || s.game_over || s.step != Step::kNone) return events;
  Ctx ctx{s, c, events};
  c.machine.start(c.calendar, ctx, s.cursor, [](const Ctx& x) { return x.s.game_over; });
  if (s.cursor.finished) {
    s.game_over = true;
    s.step = Step::kGameOver;
    s.actor = -1;
  }
  return events;
}

State view_for(const State& s, int seat) {
  State v = s;
  v.rng = engine::Rng(0);
  bool races_hidden = v.in_setup && v.step == Step::kRaces;
  for (size_t k = 0; k < v.kingdoms.size(); ++k)
    if (races_hidden && static_cast<int>(k) != seat) v.kingdoms[k].race = -1;
  for (Token& t : v.tokens) {
    if (t.owner == seat) continue;
    if (!t.list_revealed) t.units.clear();
    for (Unit& u : t.units)
      if (u.artefact >= 0 && !v.artefacts[static_cast<size_t>(u.artefact)].revealed) u.artefact = -1;
  }
  for (ArtefactState& a : v.artefacts)
    if (a.holder != seat && !a.revealed) {
      a.army = -1;
      a.unit = -1;
    }
  return v;
}

State Title::view_for(const State& s, int seat) { return mk::view_for(s, seat); }

State Title::sample_hidden(const State& view, int seat, const Content& c, engine::Rng& rng) {
  State s = view;
  s.rng = engine::Rng(static_cast<uint64_t>(rng.next_u32()) << 32 | rng.next_u32(), rng.next_u32() | 1u);
  // Races chosen in secret: the kingdoms before the one choosing have chosen one.
  if (s.in_setup && s.step == Step::kRaces && !c.races.empty())
    for (int k = 0; k < s.actor && k < static_cast<int>(s.kingdoms.size()); ++k)
      if (k != seat && s.kingdoms[static_cast<size_t>(k)].race < 0)
        s.kingdoms[static_cast<size_t>(k)].race = static_cast<int>(rng.below(static_cast<uint32_t>(c.races.size())));
  // Army lists the seat has not seen: one its race (or its ally's) may field. A list kept on a
  // token changes in play (losses, veterancy), which a sample cannot know; a fresh one is possible.
  std::vector<int> ids;
  for (const Token& t : s.tokens)
    if (!t.ship && t.owner != seat && !t.list_revealed && t.units.empty()) ids.push_back(t.id);
  if (lists_kept(s))
    for (int id : ids) {
      Token* t = s.token(id);
      const int race = t->allied ? t->ally_race : s.kingdoms[static_cast<size_t>(t->owner)].race;
      if (race < 0 || race >= static_cast<int>(c.races.size())) continue;
      const Race& r = c.races[static_cast<size_t>(race)];
      if (r.armies.empty()) continue;
      const int list = static_cast<int>(rng.below(static_cast<uint32_t>(r.armies.size())));
      // add_army fills a token the way recruiting does; borrow its units.
      State scratch;
      scratch.options = s.options;
      scratch.kingdoms.resize(1);
      add_army(scratch, c, 0, kNoTile, list, race);
      t->units = scratch.tokens.front().units;
    }
  return s;
}

std::pair<int, int> purchase_cost(const Content& c, const Action& a) {
  const Tables& t = c.tables;
  switch (a.kind) {
    case Act::kBuild:
      switch (static_cast<Settlement>(a.value)) {
        case Settlement::kVillage: return {t.village_gold, 0};
        case Settlement::kCity: return {t.city_gold, t.city_food};
        case Settlement::kFortress: return {t.fortress_gold, 0};
        case Settlement::kCapital: return {t.capital_gold, 0};
        default: return {0, 0};
      }
    case Act::kBuildShip: return {t.ship_gold, 0};
    case Act::kRecruit: return {t.army_gold, 0};
    default: return {0, 0};
  }
}

std::string board_size_for_battle(const State& s, const Content& c) {
  if (s.battle.type != BattleType::kPitched) return "";
  int larger = std::max(upright_unpaired_armies(s, s.battle.tile, s.battle.attacker),
                        upright_unpaired_armies(s, s.battle.tile, s.battle.defender));
  for (const Tables::BoardSize& b : c.tables.board_sizes)
    if (larger >= b.armies_min && larger <= b.armies_max) return b.table + " (" + b.points + " points)";
  return "";
}

std::vector<int> defend_reminder_sides(const State& s) {
  std::vector<int> out;
  if (s.battle.type != BattleType::kPitched) return out;
  for (int side : {s.battle.attacker, s.battle.defender})
    for (const Token& t : s.tokens)
      if (t.tile == s.battle.tile && t.owner == side && !t.ship && t.defending) {
        out.push_back(side);
        break;
      }
  return out;
}

}  // namespace sb::mk
