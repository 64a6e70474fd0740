// The declared-once machinery (engine/content/fields.h) on small structs: round trip, strict
// errors at file:line:col, diff words, the binary hash, and the completeness check.
#include <doctest/doctest.h>

#include "engine/content/fields.h"
#include "engine/content/named_refs.h"

using namespace sb;

namespace demo {

enum class Mood { kCalm, kAngry };
constexpr auto enum_words(Mood) {
  return std::array{std::pair{Mood::kCalm, std::string_view("calm")}, std::pair{Mood::kAngry, std::string_view("angry")}};
}

struct Farm {
  std::string name;
  std::vector<int> seeds;
  bool operator==(const Farm&) const = default;
};
template <class IO, engine::FieldsOf<Farm> S>
constexpr void fields(IO& io, S& f) {
  io("name", f.name);
  io("seeds", f.seeds, engine::range(0, 9));
}

struct Board {
  int turn = 1;
  bool over = false;
  Mood mood = Mood::kCalm;
  std::vector<Farm> farms;
  std::optional<int> target;
  int bonus = 0;
  engine::Rng rng;
  engine::Deck deck;
  bool operator==(const Board&) const = default;
};
template <class IO, engine::FieldsOf<Board> S>
constexpr void fields(IO& io, S& b) {
  io("turn", b.turn, engine::range(1, 99));
  io("over", b.over);
  io("mood", b.mood);
  io("farms", b.farms);
  io("target", b.target);
  io("bonus", b.bonus, engine::or_default(0));
  io("rng", b.rng);
  io("deck", b.deck);
}
// The check the titles write: it holds while every member is listed...
static_assert(engine::fields_complete<Board>(), "a member of Board is missing from fields()");
static_assert(engine::fields_complete<Farm>());

// ...and fails for a struct with a member its list forgot.
struct Forgetful {
  int listed = 0;
  int forgotten = 0;
};
template <class IO, engine::FieldsOf<Forgetful> S>
constexpr void fields(IO& io, S& f) {
  io("listed", f.listed);
}
#if !defined(__clang__)  // clang builds skip the count (engine/content/fields.h)
static_assert(!engine::fields_complete<Forgetful>());
#endif
static_assert(engine::listed_field_count<Forgetful>() == 1);

Board sample() {
  Board b;
  b.turn = 3;
  b.mood = Mood::kAngry;
  b.farms = {{"Ann", {1, 2}}, {"Bo", {3, 4}}};
  b.target = 7;
  b.rng = engine::Rng(42);
  b.deck = engine::Deck::of({0, 1, 2});
  return b;
}

std::optional<Board> read(const std::string& text, engine::ErrorList& errors) {
  engine::ReadContext ctx{"board.yaml", &errors};
  Board b;
  if (!engine::read_fields(YAML::Load(text), "board", ctx, b)) return std::nullopt;
  return b;
}

}  // namespace demo

TEST_CASE("fields: the YAML writer follows the list, and the reader gives back an equal struct") {
  demo::Board b = demo::sample();
  std::string text = engine::dump_yaml(engine::write_fields(b));
  CHECK(text.find("turn: 3\nover: false\nmood: angry\nfarms:\n  - name: Ann\n    seeds: [1, 2]\n") == 0);
  CHECK(text.find("target: 7\n") != std::string::npos);
  CHECK(text.find("bonus") == std::string::npos);  // holds its default: left out
  CHECK(text.find("deck:\n  draw: [0, 1, 2]\n  discard: []\n  burned: []\n") != std::string::npos);
  engine::ErrorList errors;
  auto back = demo::read(text, errors);
  REQUIRE_MESSAGE(back, errors.format_all());
  CHECK(*back == b);

  b.target.reset();
  b.bonus = 5;
  text = engine::dump_yaml(engine::write_fields(b));
  CHECK(text.find("target") == std::string::npos);
  CHECK(text.find("bonus: 5") != std::string::npos);
  back = demo::read(text, errors);
  REQUIRE_MESSAGE(back, errors.format_all());
  CHECK(*back == b);
}

TEST_CASE("fields: the reader is strict, with file:line:col") {
  const std::string good = engine::dump_yaml(engine::write_fields(demo::sample()));
  auto first_error = [](const std::string& text) {
    engine::ErrorList errors;
    CHECK_FALSE(demo::read(text, errors));
    return errors.format_all();
  };
  std::string unknown = first_error(good + "wheat: 3\n");
  CHECK(unknown.find("board.yaml:") != std::string::npos);
  CHECK(unknown.find("board.wheat") != std::string::npos);
  CHECK(unknown.find("unknown key") != std::string::npos);

  std::string wrong = good;
  wrong.replace(wrong.find("turn: 3"), 7, "turn: x");
  std::string message = first_error(wrong);
  CHECK(message.find("board.yaml:1:7") != std::string::npos);
  CHECK(message.find("board.turn") != std::string::npos);
  CHECK(message.find("expected an integer") != std::string::npos);

  std::string out_of_range = good;
  out_of_range.replace(out_of_range.find("seeds: [1, 2]"), 13, "seeds: [1, 12]");
  message = first_error(out_of_range);
  CHECK(message.find("board.yaml:6:16") != std::string::npos);
  CHECK(message.find("board.farms[0].seeds[1]") != std::string::npos);

  std::string mood = good;
  mood.replace(mood.find("mood: angry"), 11, "mood: sulky");
  message = first_error(mood);
  CHECK(message.find("board.yaml:3:7") != std::string::npos);
  CHECK(message.find("expected one of calm, angry; found 'sulky'") != std::string::npos);

  std::string missing = good;
  missing.erase(missing.find("over: false\n"), 12);
  message = first_error(missing);
  CHECK(message.find("board.over") != std::string::npos);
  CHECK(message.find("missing required field") != std::string::npos);
  CHECK(message.find("board.yaml:1:1") != std::string::npos);  // at the map that lacks it
}

TEST_CASE("fields: the diff names each place that changed, old → new") {
  demo::Board a = demo::sample(), b = demo::sample();
  CHECK_FALSE(engine::first_field_difference(a, b));
  b.farms[1].seeds[1] = 2;
  auto d = engine::first_field_difference(a, b);
  REQUIRE(d);
  CHECK(d->describe() == "farms[1].seeds[1]: 4 → 2");
  b.mood = demo::Mood::kCalm;
  b.farms[0].seeds.push_back(5);
  b.target.reset();
  std::vector<std::string> words;
  for (const auto& diff : engine::diff_fields(a, b)) words.push_back(diff.describe());
  CHECK(words == std::vector<std::string>{"mood: angry → calm", "farms[1].seeds[1]: 4 → 2", "target: 7 → (none)",
                                          "farms[0].seeds[2]: (none) → 5"});
}

TEST_CASE("fields: the binary hash is equal for equal structs and changes with any field") {
  const demo::Board a = demo::sample();
  CHECK(engine::hash_fields(a) == engine::hash_fields(demo::sample()));
  std::vector<void (*)(demo::Board&)> changes = {
      [](demo::Board& b) { b.turn++; },
      [](demo::Board& b) { b.over = true; },
      [](demo::Board& b) { b.mood = demo::Mood::kCalm; },
      [](demo::Board& b) { b.farms[0].name = "Al"; },
      [](demo::Board& b) { b.farms[1].seeds[0] = 0; },
      [](demo::Board& b) { b.farms.pop_back(); },
      [](demo::Board& b) { b.target.reset(); },
      [](demo::Board& b) { b.bonus = 1; },
      [](demo::Board& b) { b.rng.next_u32(); },
      [](demo::Board& b) { b.deck.burned.push_back(b.deck.draw_pile.back()); b.deck.draw_pile.pop_back(); },
      // lists led by their length: moving an item from one list to the next still changes it
      [](demo::Board& b) { b.farms[1].seeds.insert(b.farms[1].seeds.begin(), b.farms[0].seeds.back()); b.farms[0].seeds.pop_back(); },
  };
  for (size_t i = 0; i < changes.size(); ++i) {
    demo::Board b = demo::sample();
    changes[i](b);
    CHECK_MESSAGE(engine::hash_fields(b) != engine::hash_fields(a), "change " << i);
  }
}

// [SECTION] adapters: the shapes saves already use

namespace demo2 {

struct Card {
  std::string id;
};
struct Content {
  std::vector<Card> cards;
};

struct Unit {
  int me = 0, def = 0;
  bool elite = false, scarred = false;
  bool ship = false;
  int card = -1;
  std::vector<int> hand;
  bool operator==(const Unit&) const = default;
};
template <class IO, engine::FieldsOf<Unit> S>
constexpr void fields(IO& io, S& u) {
  io("stats", engine::pack(u.me, u.def), engine::range(0, 9));
  io("flags", engine::pack(u.elite, u.scarred), engine::or_default(0));
  io("kind", u.ship, engine::as(engine::words("army", "ship")));
  io("card", u.card, engine::as(engine::ids_in(&Content::cards)), engine::or_default(-1));
  io("hand", u.hand, engine::as(engine::ids_in(&Content::cards)));
}
static_assert(engine::fields_complete<Unit>(), "a pack counts as its members");
static_assert(engine::listed_field_count<Unit>() == 7);

// A seat's entry may be given by the seat's name: the names are read first.
struct Table {
  std::vector<std::string> seats;
  int limit = 3;
  std::vector<Unit> units;  // one per seat
  std::vector<int> scores;  // one per seat
  bool operator==(const Table&) const = default;
};
inline std::string seat_key(const engine::FieldScope& scope, size_t i) { return scope.root_as<Table>().seats[i]; }
template <class IO, engine::FieldsOf<Table> S>
constexpr void fields(IO& io, S& t) {
  io("seats", t.seats);
  io("limit", t.limit, engine::range(1, 5));
  io("units", t.units, engine::keyed(seat_key));
  // at most the limit read above
  io("scores", t.scores, engine::keyed(seat_key),
     engine::range_with([](const engine::FieldScope& scope) { return engine::range(0, scope.root_as<Table>().limit); }));
}

const Content kContent{{{"oak"}, {"ash"}, {"elm"}}};

Table blank() {
  Table t;
  t.seats = {"Ann", "Bo"};
  t.units.resize(2);
  t.scores.resize(2);
  return t;
}
std::optional<Table> read(const std::string& text, engine::ErrorList& errors, const Content* content = &kContent) {
  engine::ReadContext ctx{"table.yaml", &errors};
  Table t = blank();
  if (!engine::read_fields(YAML::Load(text), "table", ctx, t, content)) return std::nullopt;
  return t;
}

}  // namespace demo2

TEST_CASE("fields adapters: packs, words and content ids round trip in the saves' shapes") {
  demo2::Table t = demo2::blank();
  t.units[0] = {3, 4, true, false, true, 2, {0, 1}};
  t.units[1] = {1, 2, false, false, false, -1, {}};
  t.scores = {2, 3};
  const std::string text = engine::dump_yaml(engine::write_fields(t, &demo2::kContent));
  CHECK(text.find("  - stats: [3, 4]\n    flags: [1, 0]\n    kind: ship\n    card: elm\n    hand: [oak, ash]\n") !=
        std::string::npos);
  // the second unit holds the defaults: no flags, no card
  CHECK(text.find("  - stats: [1, 2]\n    kind: army\n    hand: []\n") != std::string::npos);
  engine::ErrorList errors;
  auto back = demo2::read(text, errors);
  REQUIRE_MESSAGE(back, errors.format_all());
  CHECK(*back == t);
  // Without the content, ids are numbers, and read back the same.
  const std::string plain = engine::dump_yaml(engine::write_fields(t));
  CHECK(plain.find("card: 2\n") != std::string::npos);
  back = demo2::read(plain, errors);
  REQUIRE_MESSAGE(back, errors.format_all());
  CHECK(*back == t);
  // The hash and the diff see the members, not their YAML.
  demo2::Table u = t;
  u.units[0].def = 5;
  CHECK(engine::hash_fields(u) != engine::hash_fields(t));
  CHECK(engine::first_field_difference(t, u)->describe() == "units[0].stats[1]: 4 → 5");
}

TEST_CASE("fields adapters: a keyed list reads from a list or from a map by name") {
  engine::ErrorList errors;
  auto by_name = demo2::read("seats: [Ann, Bo]\nlimit: 4\nunits:\n  Bo: {stats: [1, 1], kind: ship, hand: [elm]}\n"
                             "scores: {Ann: 4}\n",
                             errors);
  REQUIRE_MESSAGE(by_name, errors.format_all());
  CHECK(by_name->units[1].ship);
  CHECK(by_name->units[1].hand == std::vector<int>{2});
  CHECK(by_name->units[0] == demo2::Unit{});  // left out: as it was
  CHECK(by_name->scores == std::vector<int>{4, 0});
  auto by_list = demo2::read("seats: [Ann, Bo]\nlimit: 3\nunits: [{stats: [0, 0], kind: army, hand: []}, "
                             "{stats: [1, 1], kind: ship, hand: [elm]}]\nscores: [0, 0]\n",
                             errors);
  REQUIRE_MESSAGE(by_list, errors.format_all());
  CHECK(by_list->units[1] == by_name->units[1]);
}

TEST_CASE("fields adapters: wrong shapes are errors at file:line:col") {
  auto message = [](const std::string& text) {
    engine::ErrorList errors;
    CHECK_FALSE(demo2::read(text, errors));
    return errors.format_all();
  };
  const std::string head = "seats: [Ann, Bo]\nlimit: 2\n";
  const std::string ok_units = "units: [{stats: [0, 0], kind: army, hand: []}, {stats: [0, 0], kind: army, hand: []}]\n";
  std::string m = message(head + ok_units + "scores: {Ann: 1, Cy: 2}\n");
  CHECK(m.find("table.scores.Cy") != std::string::npos);
  CHECK(m.find("unknown key") != std::string::npos);
  m = message(head + ok_units + "scores: [1]\n");
  CHECK(m.find("table.yaml:4:9") != std::string::npos);
  CHECK(m.find("expected 2 entries") != std::string::npos);
  m = message(head + ok_units + "scores: [1, 3]\n");  // over the limit read before it
  CHECK(m.find("table.yaml:4:13") != std::string::npos);
  CHECK(m.find("table.scores[1]") != std::string::npos);
  m = message(head + "units: [{stats: [0], kind: army, hand: []}, {stats: [0, 0], kind: boat, hand: [yew]}]\nscores: [0, 0]\n");
  CHECK(m.find("table.units[0].stats: expected a list of 2 numbers") != std::string::npos);
  CHECK(m.find("table.units[1].kind") != std::string::npos);
  CHECK(m.find("expected army or ship; found 'boat'") != std::string::npos);
  CHECK(m.find("table.units[1].hand[0]") != std::string::npos);
  CHECK(m.find("unknown id 'yew'") != std::string::npos);
}

namespace demo3 {
struct Purse {
  int gold = 0;
  int food = 2;
  bool operator==(const Purse&) const = default;
};
template <class IO, engine::FieldsOf<Purse> S>
constexpr void fields(IO& io, S& p) {
  io("gold", p.gold, engine::or_default(0));
  io("food", p.food, engine::when_absent(p.food));
}
}  // namespace demo3

TEST_CASE("fields: when_absent keys are always written and may be left out when read") {
  const demo3::Purse blank;
  CHECK(engine::dump_yaml(engine::write_fields(blank)) == "food: 2\n");  // gold holds its default: left out
  engine::ErrorList errors;
  engine::ReadContext ctx{"purse.yaml", &errors};
  demo3::Purse read;
  REQUIRE(engine::read_fields(YAML::Load("gold: 5"), "purse", ctx, read));
  CHECK(read == demo3::Purse{5, 2});
  REQUIRE(engine::read_fields(YAML::Load("food: 7"), "purse", ctx, read));
  CHECK(read == demo3::Purse{0, 7});
  CHECK(errors.empty());
}

namespace demo4 {
// Dotted names: members grouped under one key of the file, as Six Winters' "progress.deck".
struct Shelf {
  std::vector<int> deck;
  std::vector<int> burned;
  int turn = 1;
  std::optional<int> held;
  bool operator==(const Shelf&) const = default;
};
template <class IO, sb::engine::FieldsOf<Shelf> S>
constexpr void fields(IO& io, S& s) {
  io("progress.deck", s.deck, sb::engine::range(0, 9));
  io("turn", s.turn, sb::engine::range(1, 9));
  io("progress.burned", s.burned, sb::engine::range(0, 9));
  io("held", s.held);
}
}  // namespace demo4

TEST_CASE("fields: a dotted name sits in its group's map, read strictly there") {
  demo4::Shelf s{{1, 2}, {3}, 4, std::nullopt};
  const std::string text = engine::dump_yaml(engine::write_fields(s));
  CHECK(text == "progress:\n  deck: [1, 2]\n  burned: [3]\nturn: 4\n");
  engine::ErrorList errors;
  engine::DefaultsSeen defaults;
  engine::ReadContext ctx{"shelf.yaml", &errors, &defaults};
  demo4::Shelf back;
  REQUIRE_MESSAGE(engine::read_fields(YAML::Load(text), "", ctx, back), errors.format_all());
  CHECK(back == s);
  // The optional left out reads as null, and a path to it finds null (scenario expectations).
  REQUIRE(defaults.count("held") == 1);
  CHECK(defaults["held"].IsNull());
  CHECK(engine::yaml_at_path(YAML::Load(text), "held", defaults).node.IsNull());

  auto refused = [](const std::string& bad) {
    engine::ErrorList errors;
    engine::ReadContext ctx{"shelf.yaml", &errors};
    demo4::Shelf out;
    CHECK_FALSE(engine::read_fields(YAML::Load(bad), "", ctx, out));
    return errors.format_all();
  };
  std::string message = refused("progress:\n  deck: [1]\n  burned: []\n  extra: 1\nturn: 2\n");
  CHECK_MESSAGE(message.find("shelf.yaml:4:3") != std::string::npos, message);
  CHECK(message.find("progress.extra") != std::string::npos);
  message = refused("progress:\n  deck: [1]\nturn: 2\n");
  CHECK(message.find("progress.burned: missing required field") != std::string::npos);
  message = refused("turn: 2\n");
  CHECK(message.find("progress: missing required field") != std::string::npos);
  message = refused("progress:\n  deck: [1]\n  burned: [12]\nturn: 2\n");
  CHECK(message.find("shelf.yaml:3:12") != std::string::npos);
}

namespace demo4 {
// A title's kinds of names: the seats (read before, from the State) and two fixed lists.
enum class Names { kSeats, kSides, kGoods };
struct Camp;
size_t name_count(Names names, const engine::FieldScope& scope);
std::string name_at(Names names, const engine::FieldScope& scope, size_t i);
struct Camp {
  std::vector<std::string> seats;
  int leader = -1;
  int side = 0;
  std::array<int, 3> goods{};
  std::vector<int> queue;
  bool operator==(const Camp&) const = default;
};
template <class IO, engine::FieldsOf<Camp> S>
constexpr void fields(IO& io, S& c) {
  io("seats", c.seats);
  io("leader", c.leader, engine::as(engine::NamedRef<Names>{Names::kSeats, -1}));
  io("side", c.side, engine::as(engine::NamedWord<Names>{Names::kSides}));
  io("goods", c.goods, engine::as(engine::NamedCounts<Names>{Names::kGoods, true}));
  io("queue", c.queue, engine::as(engine::NamedRef<Names>{Names::kSeats}));
}
constexpr std::array<const char*, 2> kSides = {"for", "against"};
constexpr std::array<const char*, 3> kGoods = {"wood", "iron", "salt"};
size_t name_count(Names names, const engine::FieldScope& scope) {
  return names == Names::kSeats ? scope.root_as<Camp>().seats.size() : names == Names::kSides ? kSides.size() : kGoods.size();
}
std::string name_at(Names names, const engine::FieldScope& scope, size_t i) {
  return names == Names::kSeats ? scope.root_as<Camp>().seats[i] : names == Names::kSides ? kSides[i] : kGoods[i];
}
std::optional<Camp> read(const std::string& text, engine::ErrorList& errors) {
  engine::ReadContext ctx{"camp.yaml", &errors};
  Camp c;
  if (!engine::read_fields(YAML::Load(text), "camp", ctx, c)) return std::nullopt;
  return c;
}
}  // namespace demo4

TEST_CASE("named refs: an index is written as a number or a word and read from the number or the name") {
  demo4::Camp camp{{"Ann", "Bo", "Cy"}, 2, 1, {0, 4, 1}, {1, 0}};
  const std::string text = engine::dump_yaml(engine::write_fields(camp));
  CHECK(text.find("leader: 2\nside: against\ngoods:\n  wood: 0\n  iron: 4\n  salt: 1\nqueue: [1, 0]\n") != std::string::npos);
  engine::ErrorList errors;
  auto back = demo4::read(text, errors);
  REQUIRE_MESSAGE(back, errors.format_all());
  CHECK(*back == camp);
  // By name: a seat by its player's name, goods left out of the map count 0, none is -1.
  auto named = demo4::read("seats: [Ann, Bo, Cy]\nleader: Cy\nside: for\ngoods: {iron: 4}\nqueue: [Bo, 0]\n", errors);
  REQUIRE_MESSAGE(named, errors.format_all());
  CHECK(named->leader == 2);
  CHECK(named->goods == std::array<int, 3>{0, 4, 0});
  CHECK(named->queue == std::vector<int>{1, 0});
  auto none = demo4::read("seats: [Ann]\nleader: none\nside: for\ngoods: {salt: 3}\nqueue: []\n", errors);
  REQUIRE_MESSAGE(none, errors.format_all());
  CHECK(none->leader == -1);
  // Wrong names and numbers past the last name are errors at file:line:col.
  CHECK_FALSE(demo4::read("seats: [Ann, Bo]\nleader: 2\nside: across\ngoods: {tin: 1}\nqueue: [none]\n", errors));
  const std::string m = errors.format_all();
  CHECK(m.find("camp.yaml:2:9") != std::string::npos);
  CHECK(m.find("camp.side: expected one of for, against; found 'across'") != std::string::npos);
  CHECK(m.find("camp.goods.tin") != std::string::npos);
  CHECK(m.find("camp.queue[0]") != std::string::npos);
}
