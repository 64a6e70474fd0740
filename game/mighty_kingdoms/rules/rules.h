#pragma once
// Internal interface between the rules files (board queries, phase flow, battles, winter,
// legal actions). The public face is title.h.
#include <functional>
#include <string>
#include <vector>

#include "engine/core/result.h"
#include "game/mighty_kingdoms/rules/types.h"

namespace sb::mk {

using Events = std::vector<engine::Event>;

// ---- board queries (board.cpp)
bool is_water(const Tile& t);
bool army_enterable(const State& s, int tile);
bool ship_enterable(const State& s, int tile);
bool token_can_enter(const State& s, const Token& t, int tile);
std::vector<const Token*> tokens_at(const State& s, int tile);
bool has_foreign_token(const State& s, int tile, int kingdom);
bool has_any_token_of(const State& s, int tile, int kingdom);
int army_count(const State& s, int kingdom);
int capital_tile(const State& s, int kingdom);
// Tiles controlled by `kingdom` reachable from `from` through tiles it controls (from included
// when controlled). Result: mask over tiles.
std::vector<char> connected_mask(const State& s, int kingdom, int from);
// Capital, else the recall anchor.
int supply_anchor(const State& s, int kingdom);
std::vector<int> legal_retreat_tiles(const State& s, const Token& t);
// A tile as a player sees it: "Bo's village in the hills", "the forest", "the open sea".
std::string tile_label(const State& s, int tile);
// tile_label, and where another tile reads the same, where it lies from the acting kingdom's
// capital ("the plains next to Ann's capital, north-east") or from the middle of the map.
std::string place_words(const State& s, int tile);
// The compass direction from one hex to another as the board is drawn: "north-east".
std::string direction_words(engine::Hex from, engine::Hex to);
// An action in words without who takes it: "army A1: move north-east to the hills". With
// `with_token` false the token is left out (the panel lists a token's orders under its name).
std::string action_words(const Action& a, const State& s, const Content& c, bool with_token = true);
std::string token_label(const State& s, const Token& t);
int upright_unpaired_armies(const State& s, int tile, int kingdom);
int upright_ships(const State& s, int tile, int kingdom);
bool has_upright_token(const State& s, int tile, int kingdom);
int deploy_limit(const State& s, const Content& c, int tile);
int armies_on(const State& s, int tile, int kingdom);
std::vector<int> active_in_order(const State& s);

// ---- board mutations (board.cpp)
void set_controller(State& s, int tile, int kingdom, Events& ev);
void destroy_token(State& s, int id, Events& ev, const std::string& why);
void move_token(State& s, Token& t, int tile);
int add_army(State& s, const Content& c, int kingdom, int tile, int template_index, int race);
int add_ship(State& s, int kingdom, int tile);
void recompute_player_order(State& s);
void remove_settlement(State& s, int tile, Events& ev);
void build_grid(State& s);
// `place`: the tile it happened on (-1: none in particular), where the table shows it.
void event(Events& ev, const std::string& kind, int seat, const std::string& text, std::vector<int> values = {},
           int place = -1);
// While alive, event() records nothing (apply_fast: the simulator never reads the log).
class QuietEvents {
 public:
  explicit QuietEvents(bool on);
  ~QuietEvents();
  QuietEvents(const QuietEvents&) = delete;
  QuietEvents& operator=(const QuietEvents&) = delete;

 private:
  bool previous_;
};
bool lists_kept(const State& s);

// ---- flow (phases.cpp)
std::vector<std::string> phase_ids();
void bind_phases(engine::PhaseMachine<Ctx>& machine);
void settle(Ctx& ctx);
void continue_orders(Ctx& ctx);
void continue_resolution(Ctx& ctx);
void start_disembark_or_orders(Ctx& ctx);
void finish_setup_step(Ctx& ctx);
int next_seat_from(const State& s, int start, const std::function<bool(int)>& pred, int* index_out);
void resolve_order(Ctx& ctx, Token& t);

// ---- battles (battle.cpp)
std::vector<int> eligible_tiles(const State& s, int kingdom);
std::vector<int> allowed_opponents(const State& s, int tile, int kingdom);
bool naval_choice_open(const State& s, int tile, int attacker, int defender);
void continue_battles(Ctx& ctx);
void start_battle(Ctx& ctx, int tile, int attacker, int defender, bool naval_choice);
void battle_decision(Ctx& ctx, const Action& a);
bool can_last_stand(const State& s, int tile, int kingdom);
std::vector<int> participating_units_order(const State& s);  // token ids of participating armies
// The owner's picks in battle.awards (Step::kAward): the units that may take the first award.
std::vector<Action> award_actions(const State& s);
void apply_award(Ctx& ctx, const Action& a);

// ---- veterancy (veterancy.cpp)
void resolve_veterancy(Ctx& ctx);
bool continue_veterancy(Ctx& ctx);
std::vector<Action> veterancy_actions(const State& s);
void apply_veterancy(Ctx& ctx, const Action& a);
void continue_reform(Ctx& ctx);
void apply_scar_row(State& s, const Content& c, Token& army, size_t unit_index, int roll, Events& ev, int month);
// The effects a scar roll offers a unit (two or more: its owner picks).
std::vector<std::string> quest_scar_options(const State& s, const Content& c, const Token& army, size_t unit_index,
                                            int roll);
void give_medal(Unit& u);
void give_scar(Unit& u);
std::string unit_name(const State& s, const Content& c, const Token& army, const Unit& u);

// ---- winter (winter.cpp)
void enter_recall(Ctx& ctx);
void continue_recall(Ctx& ctx);
void enter_gather(Ctx& ctx);
void enter_spend(Ctx& ctx);
void continue_spend(Ctx& ctx);
void enter_deploy(Ctx& ctx);
void continue_deploy(Ctx& ctx);
void enter_scoring(Ctx& ctx);
void score_game(State& s, const Content& c, Events& ev);
std::vector<Action> winter_actions(const State& s, const Content& c);
std::vector<Action> winter_actions_for(const State& s, const Content& c, int kingdom);
std::vector<int> deploy_targets(const State& s, const Content& c, int kingdom);
void apply_winter(Ctx& ctx, const Action& a);
struct Ranking {
  std::vector<int> might;  // per kingdom
  std::vector<int> place;  // 1-based, ties share
  // Per kingdom, the §8 tie-break keys in order: armies, cities (capital included), fortresses,
  // villages, completed winters.
  std::vector<std::vector<int>> tie;
};
// The tie-break keys' names, in Ranking::tie order ("armies", "cities", ...).
extern const char* const kTieBreakNames[5];
Ranking rank_kingdoms(const State& s, const Content& c);
int kingdom_might(const State& s, const Content& c, int k);

// ---- legal actions, apply (legal.cpp, apply.cpp)
std::vector<Action> compute_legal_actions(const State& s, const Content& c);
engine::ApplyResult apply_action(State& s, const Content& c, const Action& a, bool validate, bool quiet = false);
std::string why_not(const State& s, const Content& c, const Action& a);
std::string describe_action(const Action& a, const State& s, const Content& c);

}  // namespace sb::mk
