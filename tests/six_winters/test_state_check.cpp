// Title::check (game/six_winters/rules/check.cpp): a real position from a short seeded campaign
// passes; breaking exactly one thing in it is named in words, one impossible position per invariant;
// and a scenario starting from an impossible State is refused with the reason.
#include <doctest/doctest.h>

#include <sstream>

#include "engine/save/any_match.h"
#include "engine/save/save_file.h"
#include "game/six_winters/rules/campaign_file.h"
#include "support.h"

using namespace sb::sw;

namespace {

// A 2-player session under way: greedy-bot actions from a seeded campaign until the table has had
// a few turns, with obstacles attached and dice on the board.
State mid_session(const Content& c) {
  State s = new_campaign(c, sw_test::setup(2, 1), 77);
  sb::engine::Rng bots(77, 3);
  for (int i = 0; i < 400; ++i) {
    if (s.status == kInSession && s.session.turn >= 2 && !s.pending && !s.attached.empty() &&
        !s.session.assets.empty() && current_phase(s, c) == "actions")
      break;
    REQUIRE(apply_action(s, c, greedy_bot_action(s, c, bots)).ok());
  }
  REQUIRE(s.status == kInSession);
  REQUIRE_FALSE(s.session.assets.empty());
  return s;
}

std::string joined(const std::vector<std::string>& lines) {
  std::ostringstream out;
  for (const auto& line : lines) out << line << "\n";
  return out.str();
}

// True when check names `words` in one of its lines.
struct Checker {
  const State& good;
  const Content& c;
  template <class Change>
  std::string broken_by(Change change) const {
    State s = good;
    change(s);
    return joined(Title::check(s, c));
  }
};

// Checks that breaking `change` into the good position makes check name `words`. A macro over a
// function so that lambdas with commas pass whole; `line` is the caller's.
template <class Change>
void check_names(int line, const Checker& checker, Change change, const std::string& words) {
  const std::string lines = checker.broken_by(change);
  INFO("line " << line << ": expected '" << words << "'; check said:\n" << lines);
  CHECK(lines.find(words) != std::string::npos);
}
#define CHECK_NAMES(...) check_names(__LINE__, checker, __VA_ARGS__)

}  // namespace

TEST_CASE("six winters: check passes real positions and names each broken conservation") {
  const Content& c = sw_test::content();
  const State good = mid_session(c);
  REQUIRE_MESSAGE(Title::check(good, c).empty(), joined(Title::check(good, c)));
  REQUIRE(Title::check(new_campaign(c, sw_test::setup(3, 2), 5), c).empty());
  Checker checker{good, c};
  const Session& ss = good.session;

  // Progress cards: one copy each, in exactly one place.
  REQUIRE_FALSE(ss.progress_deck.empty());
  const std::string top = c.progress[static_cast<size_t>(ss.progress_deck.back())].name;
  CHECK_NAMES([](State& s) { s.session.progress_discard.push_back(s.session.progress_deck.back()); },
              "progress cards: '" + top + "' 1 more in play than the game has");
  CHECK_NAMES([](State& s) { s.session.progress_deck.pop_back(); },
              "progress cards: '" + top + "' 1 fewer in play than the game has");
  CHECK_NAMES([](State& s) { s.session.staging[0] = s.session.seats[0].card; }, "1 more in play than the game has");
  CHECK_NAMES([](State& s) { s.session.progress_deck.push_back(999); }, "progress cards: 'progress card 999' 1 more");

  // Obstacle copies: locked, in a deck or attached, once each; no copy the card does not have.
  const int attached = good.attached.begin()->second.front();
  CHECK_NAMES([&](State& s) { s.obstacle_decks[0].discard.push_back(attached); },
              "obstacles: '" + obstacle_label(c, attached) + "' 1 more in play than the game has");
  CHECK_NAMES([&](State& s) {
    auto& list = s.attached.begin()->second;
    list.erase(list.begin());
    if (list.empty()) s.attached.erase(s.attached.begin());
  },
              "obstacles: '" + obstacle_label(c, attached) + "' 1 fewer in play than the game has");
  CHECK_NAMES([&](State& s) { s.obstacles_locked.push_back(instance_of(0, c.obstacles[0].copies)); },
              "obstacles: 'obstacle " + std::to_string(instance_of(0, c.obstacles[0].copies)) + "' 1 more");

  // Locations: in a deck, locked away, burned or on the board, once each.
  const int corner = good.board[0][0];
  CHECK_NAMES([&](State& s) { s.locations_burned.push_back(corner); },
              "locations: '" + c.locations[static_cast<size_t>(corner)].name + "' 1 more in play than the game has");
  REQUIRE_FALSE(good.special_locked.empty());
  const int special = good.special_locked.back();
  CHECK_NAMES([](State& s) { s.special_locked.pop_back(); },
              "locations: '" + c.locations[static_cast<size_t>(special)].name + "' 1 fewer in play than the game has");
}

TEST_CASE("six winters: check names each broken range and reference of the campaign") {
  const Content& c = sw_test::content();
  const State good = mid_session(c);
  Checker checker{good, c};
  CHECK_NAMES([](State& s) { s.difficulty = 4; }, "difficulty 4; the game has 0 to 3");
  CHECK_NAMES([](State& s) { s.player_count = 5; }, "5 players; the game takes 1 to 4");
  CHECK_NAMES([](State& s) { s.year = 7; }, "year 7; a campaign runs years 1 to 6");
  CHECK_NAMES([](State& s) { s.status = 3; }, "campaign status 3 is no status");
  CHECK_NAMES([](State& s) { s.tracks[kEspionage].threat = 13; }, "espionage threat on space 13; a track has spaces 1 to 12");
  CHECK_NAMES([](State& s) { s.tracks[kMilitary].progress = 0; }, "military progress on space 0");
  CHECK_NAMES([](State& s) { s.threat_arrived = {kSorcery, kSorcery}; }, "the sorcery threat location arrived twice");
  CHECK_NAMES([](State& s) { s.threat_arrived = {6}; }, "a threat location arrived for track 6, which is no track");
  CHECK_NAMES([](State& s) { s.overflow_target = kSorcery; }, "sorcery overflow goes to sorcery");
  CHECK_NAMES([](State& s) { s.overflow_target = 9; }, "sorcery overflow goes to track 9, which is no track");
  CHECK_NAMES([](State& s) { s.board[1][2] = 999; }, "red_bank board slot 3 holds location 999");
  // Obstacles on a location that is not on the board (taken from the locked ones: conserved).
  REQUIRE_FALSE(good.location_decks[0].empty());
  const int off_board = good.location_decks[0].front();
  CHECK_NAMES([&](State& s) {
    s.attached[off_board].push_back(s.obstacles_locked.back());
    s.obstacles_locked.pop_back();
  },
              "'" + c.locations[static_cast<size_t>(off_board)].name + "' holds obstacles but is not on the board");
  int bare = -1;  // a location in play with no obstacles
  for (int loc : board_locations(good))
    if (!good.attached.count(loc)) bare = loc;
  REQUIRE(bare >= 0);
  CHECK_NAMES([&](State& s) { s.attached[bare] = {}; },
              "'" + c.locations[static_cast<size_t>(bare)].name + "' is listed with no obstacles attached");
  CHECK_NAMES([](State& s) { s.characters.pop_back(); }, "character sheets; the game has");
  const std::string first = c.characters[0].name;
  CHECK_NAMES([](State& s) { s.characters[0].skills[4] = 7; }, first + " has combat 7; a skill is 0 to 6");
  CHECK_NAMES([](State& s) { s.characters[0].discord_lines = 7; }, first + " has 7 discord lines on");
  CHECK_NAMES([](State& s) { s.characters[0].status = 3; }, first + " has status 3, which is none");
  CHECK_NAMES([](State& s) { s.result = CampaignResult{"tier", 2, 2, 4, "title"}; },
              "the campaign has a result but is not finished");
  CHECK_NAMES([](State& s) { s.knockouts = -1; }, "-1 knockouts");
  CHECK_NAMES([](State& s) { s.cursor.season = 99; }, "the calendar is in season 99");
}

TEST_CASE("six winters: check names a finished campaign without its six years and score") {
  const Content& c = sw_test::content();
  State done = new_campaign(c, sw_test::setup(1, 0), 9);
  done.status = kFinished;
  done.year = 6;
  done.result = CampaignResult{"tier", 3, 2, 6, "title"};
  REQUIRE_MESSAGE(Title::check(done, c).empty(), joined(Title::check(done, c)));
  Checker checker{done, c};
  CHECK_NAMES([](State& s) { s.year = 5; }, "the campaign finished in year 5");
  CHECK_NAMES([](State& s) { s.result.reset(); }, "the campaign finished without a result");
  CHECK_NAMES([](State& s) { s.result->score = 7; }, "the result scores 7, not 3 points x 2");
  CHECK_NAMES([](State& s) { s.result->points = 10, s.result->score = 20; }, "the result has 10 points");
  CHECK_NAMES([](State& s) { s.result->multiplier = 5, s.result->score = 15; }, "the result's multiplier is 5");
  // Between sessions nothing of a session is left on the table.
  CHECK_NAMES([](State& s) { s.session.seats.push_back(Seat{}); }, "no session is under way, but the session still holds seats");
  CHECK_NAMES([](State& s) { s.session.pools[0] = {3}; }, "the session still holds dice");
}

TEST_CASE("six winters: check names each broken part of the session under way") {
  const Content& c = sw_test::content();
  const State good = mid_session(c);
  Checker checker{good, c};
  const Session& ss = good.session;
  REQUIRE(ss.seats.size() == 2);
  REQUIRE(ss.in_play.size() == 2);
  const InPlay& ann = ss.in_play[0];
  REQUIRE_FALSE(ann.knocked_out);
  int benched = 0;  // a character not in play
  while (in_play(good, benched)) ++benched;
  const std::string who = c.characters[static_cast<size_t>(ann.character)].name;

  CHECK_NAMES([](State& s) { s.session.turn = 9; }, "turn 9; a session has turns 1 to 8");
  CHECK_NAMES([](State& s) { s.session.wheel = 8; }, "the season wheel is on box 8");
  CHECK_NAMES([](State& s) { s.session.event = 999; }, "season event 999 is no event");
  CHECK_NAMES([](State& s) { s.session.start_players = 0; }, "the session started with 0 players");
  CHECK_NAMES([](State& s) { s.session.last_stars = 5; }, "the last card had 5 stars");
  CHECK_NAMES([](State& s) { s.session.pools[kDiplomacy].push_back(7); }, "the diplomacy pool: a die shows 7");
  CHECK_NAMES([](State& s) { s.session.pools[kStability] = {5, 2}; }, "the stability pool: the dice are not in order");
  CHECK_NAMES([](State& s) { s.session.slots[kTechnology][3] = 7; }, "a technology slot holds die 7");
  CHECK_NAMES([](State& s) { s.session.staging[1] = 999; }, "staging holds progress card 999");
  // Assets and committed dice only where there is a board place for them.
  REQUIRE_FALSE(good.location_decks[1].empty());
  const int off_board = good.location_decks[1].front();
  CHECK_NAMES([&](State& s) { s.session.assets[off_board] = {Die{kAssetDie, kMilitary, 4}}; },
              "'" + c.locations[static_cast<size_t>(off_board)].name + "' holds assets but is not on the board");
  CHECK_NAMES([](State& s) { s.session.assets.begin()->second.front().value = 0; }, ": a die shows 0");
  CHECK_NAMES([](State& s) { s.session.assets.begin()->second.front().resource = -1; }, "a resource die of resource -1");
  const int locked = good.obstacles_locked.front();
  CHECK_NAMES([&](State& s) { s.session.obstacle_dice[locked] = {Die{kActionDie, -1, 3}}; },
              "'" + obstacle_label(c, locked) + "' holds dice but is not on the board");
  CHECK_NAMES([](State& s) { s.session.confronted.push_back(-5); }, "confronted this turn: obstacle -5, which is no obstacle");

  // Seats: one a player, each listing the characters who use its dice.
  CHECK_NAMES([](State& s) { s.session.seats.push_back(Seat{}); }, "3 seats at the session for 2 players");
  CHECK_NAMES([](State& s) { s.session.seats[1].characters.push_back(s.session.in_play[0].character); },
              "seat 2 has 2 characters; a seat has at most 1");
  CHECK_NAMES([&](State& s) { s.session.seats[1].characters = {benched}; },
              "seat 2 lists " + c.characters[static_cast<size_t>(benched)].name + ", who is not in play");
  CHECK_NAMES([](State& s) { s.session.seats[0].action_dice.push_back(0); }, "seat 1's action dice: a die shows 0");
  CHECK_NAMES([](State& s) { s.session.seats[0].card = 999; }, "seat 1's active card is progress card 999");
  CHECK_NAMES([](State& s) { s.session.seats[0].card_dice.push_back(PlacedDie{16, kMilitary, 3, -1}); },
              "seat 1's card holds a die on cell 16");
  CHECK_NAMES([](State& s) { s.session.seats[0].card_dice.push_back(PlacedDie{3, kMilitary, 7, -1}); },
              "seat 1's card holds a die showing 7");
  CHECK_NAMES([](State& s) { s.session.seats[0].card_dice.push_back(PlacedDie{3, kWild, 3, -1}); },
              "seat 1's card holds a die of resource 6");
  CHECK_NAMES([](State& s) {
    s.session.progress_discard.push_back(s.session.seats[0].card);
    s.session.seats[0].card = -1;
    s.session.seats[0].card_dice.push_back(PlacedDie{3, kMilitary, 3, -1});
  },
              "seat 1 has dice on a progress card it does not hold");

  // Characters in play.
  CHECK_NAMES([](State& s) { s.session.in_play.push_back(s.session.in_play[0]); }, who + " is in play twice");
  CHECK_NAMES([](State& s) { s.session.in_play[0].character = 99; }, "character 99 is in play, but is no character");
  CHECK_NAMES([&](State& s) { s.characters[static_cast<size_t>(ann.character)].status = kLocked; }, who + " is in play but locked");
  CHECK_NAMES([&](State& s) { s.characters[static_cast<size_t>(ann.character)].status = kBurned; },
              who + " is burned but still in play");
  CHECK_NAMES([](State& s) { s.session.in_play[0].seat = 2; }, who + " uses the action dice of seat 3 of 2");
  CHECK_NAMES([](State& s) { s.session.in_play[0].seat = 1 - s.session.in_play[0].seat; }, "which does not list them");
  CHECK_NAMES([](State& s) { s.session.in_play[0].card_seat = 4; }, who + " feeds the card of seat 5 of 2");
  CHECK_NAMES([&](State& s) { s.session.in_play[0].location = off_board; },
              who + " stands on '" + c.locations[static_cast<size_t>(off_board)].name + "', which is not on the board");
  CHECK_NAMES([](State& s) { s.session.in_play[0].psyche.value = 7; }, who + "'s psyche die shows 7; a stress die shows 1 to 6");
  CHECK_NAMES([](State& s) { s.session.in_play[0].body.value = 0; }, who + "'s body die shows 0");
  CHECK_NAMES([](State& s) { s.session.in_play[0].body.box = 4; }, who + "'s body marker is in box 4");
  CHECK_NAMES([](State& s) { s.session.in_play[0].ability_dice[40] = Die{kActionDie, -1, 2}; },
              who + " has a die on ability 41, which they do not have");
  CHECK_NAMES([](State& s) { s.session.in_play[0].ability_dice[0] = Die{5, -1, 2}; }, "a die of kind 5, which is none");
}

TEST_CASE("six winters: check names a broken overcome and open question") {
  const Content& c = sw_test::content();
  const State good = mid_session(c);
  // An overcome under way against an attached obstacle, by the first character in play.
  State over = good;
  const int loc = good.attached.begin()->first;
  over.session.overcome.active = true;
  over.session.overcome.obstacle = good.attached.begin()->second.front();
  over.session.overcome.location = loc;
  over.session.overcome.participants = {good.session.in_play[0].character};
  REQUIRE_MESSAGE(Title::check(over, c).empty(), joined(Title::check(over, c)));
  Checker checker{over, c};
  const std::string who = c.characters[static_cast<size_t>(good.session.in_play[0].character)].name;
  CHECK_NAMES([](State& s) { s.session.overcome.obstacle = -1; }, "the overcome under way is against obstacle -1");
  CHECK_NAMES([&](State& s) { s.session.overcome.location = good.board[0][0] == loc ? good.board[0][1] : good.board[0][0]; },
              "is not at");
  CHECK_NAMES([](State& s) { s.session.overcome.step = 3; }, "the overcome is at step 3, which is none");
  CHECK_NAMES([](State& s) { s.session.overcome.participants.clear(); }, "the overcome under way has no participants");
  CHECK_NAMES([](State& s) { s.session.overcome.participants.push_back(99); }, "overcome participant character 99 is not in play");
  CHECK_NAMES([](State& s) { s.session.overcome.participants.push_back(s.session.overcome.participants[0]); },
              who + " takes part in the overcome twice");
  CHECK_NAMES([&](State& s) { s.session.overcome.placed_by = {good.session.in_play[1].character}; },
              "placed a die on the overcome without taking part");
  CHECK_NAMES([](State& s) { s.session.overcome.damage_body = -1; }, "-1 body damage");

}

TEST_CASE("six winters: check names a broken open question") {
  const Content& c = sw_test::content();
  const State good = mid_session(c);
  Checker checker{good, c};
  {
    CHECK_NAMES([](State& s) { s.acting = Action{Pass{0}}; }, "an action waits for answers, but no question is open");
    CHECK_NAMES([](State& s) { s.answers.push_back(Choose{kValueLocation, 0}); }, "answers are recorded, but no question is open");
    CHECK_NAMES([](State& s) { s.pending = Decision{}; }, "the open question has 0 options");
    CHECK_NAMES([](State& s) {
      s.pending = Decision{};
      s.pending->kind = 20;
      s.pending->options = {0, 1};
    },
                "the open question is of kind 20, which is none");
    CHECK_NAMES([](State& s) {
      s.pending = Decision{};
      s.pending->options = {0, 1};
      s.answers.push_back(Choose{9, 0});
    },
                "an answer names kind 9, which is none");
  }
  State between = new_campaign(c, sw_test::setup(2, 1), 3);
  between.pending = Decision{};
  between.pending->options = {0, 1};
  CHECK(joined(Title::check(between, c)).find("a players-choose question is open outside a session") != std::string::npos);
}

TEST_CASE("six winters: a scenario starting from an impossible state is refused in words") {
  const Content& c = sw_test::content();
  const State good = mid_session(c);
  sb::engine::TitleAdapter<Title> title;
  sb::engine::ErrorList errors;
  REQUIRE(title.load_content("content/six_winters", errors));
  const YAML::Node setup = Title::setup_to_yaml(Title::default_setup(c, 2));
  sb::engine::ReadContext ctx{"scenario.yaml", &errors};

  // A progress card lost: each field reads on its own, only the whole State is impossible.
  State impossible = good;
  const int lost = impossible.session.progress_deck.back();
  impossible.session.progress_deck.pop_back();
  auto refused = title.match_from_state(setup, Title::state_to_yaml(impossible), 1, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == "impossible_state");
  CHECK(refused.error().message == "the starting state is impossible: progress cards: '" +
                                       c.progress[static_cast<size_t>(lost)].name + "' 1 fewer in play than the game has");

  // Two things broken: both reasons, in check's order.
  impossible.session.seats[0].action_dice = {6, 1};
  refused = title.match_from_state(setup, Title::state_to_yaml(impossible), 1, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == "impossible_state");
  CHECK(refused.error().message.find("1 fewer in play than the game has; seat 1's action dice: the dice are not in order") !=
        std::string::npos);

  CHECK(title.match_from_state(setup, Title::state_to_yaml(good), 1, ctx).ok());
  CHECK_MESSAGE(errors.empty(), errors.format_all());
}

TEST_CASE("six winters: the saves and campaign file in the repository are possible positions") {
  const Content& c = sw_test::content();
  sb::engine::TitleAdapter<Title> title;
  sb::engine::ErrorList errors;
  REQUIRE(title.load_content("content/six_winters", errors));
  for (const char* file : {"tests/six_winters_view/mid_session.save", "tests/six_winters_view/damage_split.save"}) {
    INFO(file);
    auto save = sb::engine::load_save_file(file, errors);
    REQUIRE_MESSAGE(save, errors.format_all());
    sb::engine::ReadContext ctx{file, &errors};
    auto match = title.load_match(*save, ctx);
    REQUIRE_MESSAGE(match.ok(), (match.ok() ? std::string() : match.error().message));
    CHECK_MESSAGE(match.value()->check().empty(), joined(match.value()->check()));
  }
  auto year2 = read_campaign_file("tests/six_winters_view/year2.campaign", c, errors);
  REQUIRE_MESSAGE(year2, errors.format_all());
  CHECK_MESSAGE(Title::check(*year2, c).empty(), joined(Title::check(*year2, c)));
}
