// The State's YAML derived from its field lists (state.h, yaml_io.cpp): a position written by hand
// names seats, tiles, cards, laws and resources as it likes and leaves out what follows from the rest;
// saves keep their shape; the hash sees every field.
#include "support.h"

using namespace vtt;

namespace {
const std::string kTable = "tracks: {T0: [bandit, Ana, Ben, Cy], T1: [empty, empty, empty, bandit]}\n"
                           "active: Ana\nbandit_supply: 9\ndocket: [L1, L2]\n";
const std::string kBase = "players: [{name: Ana}, {name: Ben}, {name: Cy}]\n" + kTable;

std::string refusal(const std::string& yaml) {
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"pos.yaml", &errors};
  CHECK_FALSE(Title::state_from_yaml(YAML::Load(yaml), *content(), ctx).has_value());
  return errors.format_all();
}
}  // namespace

TEST_CASE("vt: a hand-written position names things by name or id and leaves out what follows") {
  const Content& c = *content();
  State s = position("players: [{name: Ana, res: {timber: 2}, hand: [W03, W01]}, {name: Ben, grid: [{cell: 4, card: W02, user: Ana}]}, {name: Cy}]\n" +
                     kTable + "tiles: {HC: {knights: {Ben: 2}}}\ndeck: [W05, 3]\n");
  CHECK(s.players[0].res[static_cast<size_t>(c.resource_index("timber"))] == 2);
  CHECK(s.players[0].hand == std::vector<int>{c.workplace_index("W01"), c.workplace_index("W03")});  // sorted
  CHECK(s.players[1].grid[4] == Cell{c.workplace_index("W02"), 0, false});
  CHECK(s.tiles[static_cast<size_t>(c.tile_index("HC"))].knights == std::vector<int>{0, 2, 0});
  CHECK(s.tiles.front().knights == std::vector<int>{0, 0, 0});
  CHECK(s.deck == std::vector<int>{c.workplace_index("W05"), 3});
  CHECK(s.docket == std::vector<int>{c.law_index("L1"), c.law_index("L2")});
  // Left out: the Season's Player Turns, the turn order of the current track, a turn begun.
  CHECK(sb::engine::current_phase_id(c.calendar, s.cursor) == "player_turns");
  CHECK(s.season_order == std::vector<int>{0, 1, 2});
  CHECK(s.turns_begun == 1);
}

TEST_CASE("vt: none is a seat only where a field may name nobody") {
  CHECK(position(kBase + "tiles: {}\ndiscarder: none\n").discarder == -1);
  const std::string text = refusal(kBase + "tiles: {}\nseason_order: [Ana, none]\n");
  CHECK_MESSAGE(text.find("pos.yaml:7:21") != std::string::npos, text);
  CHECK_MESSAGE(text.find("state.season_order[1]") != std::string::npos, text);
}

TEST_CASE("vt: saves keep their shape, and the hash sees what the YAML leaves out") {
  State s = fresh(4, 3);
  const std::string text = sb::engine::dump_yaml(Title::state_to_yaml(s));
  CHECK_MESSAGE(text.find("calendar:\n  period: 1\n  phase: ") != std::string::npos, text);
  CHECK_MESSAGE(text.find("tracks:\n  T0: [bandit, ") != std::string::npos, text);
  CHECK_MESSAGE(text.find("  T1: [empty, empty, empty, empty, bandit]\n") != std::string::npos, text);
  CHECK_MESSAGE(text.find("    prestige_from:\n      rent: 0\n") != std::string::npos, text);
  CHECK_MESSAGE(text.find("negotiation") == std::string::npos, text);  // none is open
  CHECK_MESSAGE(text.find("grid") == std::string::npos, text);         // nothing built
  State turned = s;
  turned.cursor.turn = 2;  // not in the save's YAML (one turn a Season), in the hash
  CHECK(Title::state_hash(turned) != Title::state_hash(s));
  CHECK(sb::engine::dump_yaml(Title::state_to_yaml(turned)) == text);
}
