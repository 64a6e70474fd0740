#pragma once
// Six Winters State and Action: plain data (ids are content indices), copy = clone, == compares.
#include <array>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/board/deck.h"
#include "engine/content/fields.h"
#include "engine/core/calendar.h"
#include "engine/core/rng.h"
#include "game/six_winters/rules/state_codecs.h"

namespace sb::sw {

// [SECTION] field lists
// Each struct lists its fields once, right after it (engine/content/fields.h), in the order and
// under the keys of the save's YAML: the YAML writer and strict reader (yaml_io.cpp), the hash and
// the field-by-field diff all follow the lists. Where the YAML is not the C++ shape a codec says
// how (state_codecs.h, engine/content/field_adapters.h); a std::map member is listed through entries().

// [SECTION] dice and small parts
enum DieKind { kActionDie = 0, kResourceDie = 1, kAssetDie = 2 };
struct Die {
  int kind = kAssetDie;
  int resource = -1;  // -1 for action dice
  int value = 1;
  auto operator<=>(const Die&) const = default;
};
inline const std::array<std::string, 3> kDieKindNames = {"action", "resource", "asset"};
// Saved on one line; an asset die without its kind.
template <class IO, engine::FieldsOf<Die> S>
constexpr void fields(IO& io, S& d) {
  io("kind", d.kind, engine::as(named(kDieKindNames)), engine::or_default(int{kAssetDie}));
  io("resource", d.resource, engine::as(named_or_null(kResourceNames)));
  io("value", d.value, engine::range(1, 6));
}
static_assert(engine::fields_complete<Die>(), "a member of Die is missing from fields()");

struct TrackState {
  int progress = 1;  // spaces 1..12
  int threat = 1;
  bool operator==(const TrackState&) const = default;
};
template <class IO, engine::FieldsOf<TrackState> S>
constexpr void fields(IO& io, S& t) {
  io("progress", t.progress, engine::range(1, 12));
  io("threat", t.threat, engine::range(1, 12));
}
static_assert(engine::fields_complete<TrackState>(), "a member of TrackState is missing from fields()");

enum CharacterStatus { kLocked = 0, kUnlocked = 1, kBurned = 2 };
inline const std::array<std::string, 3> kCharacterStatusNames = {"locked", "unlocked", "burned"};
struct CharacterState {
  int status = kLocked;
  std::array<int, 8> skills{};
  std::array<std::array<bool, 3>, 2> conditions{};  // [psyche|body][box 1..3]
  std::array<bool, 6> achievements{};
  int discord_lines = 0;  // lines turned on (0..6), permanent
  bool operator==(const CharacterState&) const = default;
};
template <class IO, engine::FieldsOf<CharacterState> S>
constexpr void fields(IO& io, S& c) {
  io("status", c.status, engine::as(named(kCharacterStatusNames)));
  io("skills", c.skills, by_name_flow(kSkillNames, engine::range(0, 6)));
  io("conditions", c.conditions, by_name(kTrackNames));
  io("achievements", c.achievements);
  io("discord_lines", c.discord_lines, engine::range(0, 6));
}
static_assert(engine::fields_complete<CharacterState>(), "a member of CharacterState is missing from fields()");

struct Stress {
  int value = 3;
  int box = 0;  // 0 = top, 1..3 condition boxes
  bool operator==(const Stress&) const = default;
};
template <class IO, engine::FieldsOf<Stress> S>
constexpr void fields(IO& io, S& s) {
  io("value", s.value, engine::range(-12, 6));
  io("box", s.box, engine::range(0, 3));
}
static_assert(engine::fields_complete<Stress>(), "a member of Stress is missing from fields()");

// A die placed on a progress card; origin records where it was taken (region checks, §6).
struct PlacedDie {
  int cell = 0;
  int resource = 0;
  int value = 1;
  int parent = -1;  // cell, -1 for the start square
  bool operator==(const PlacedDie&) const = default;
};
template <class IO, engine::FieldsOf<PlacedDie> S>
constexpr void fields(IO& io, S& d) {
  io("cell", d.cell, engine::range(0, 15));
  io("resource", d.resource, engine::as(named(kResourceNames)));
  io("value", d.value, engine::range(1, 6));
  io("parent", d.parent, engine::range(-1, 15));
}
static_assert(engine::fields_complete<PlacedDie>(), "a member of PlacedDie is missing from fields()");

struct Seat {
  std::vector<int> characters;
  std::vector<int> action_dice;  // sorted values
  int card = -1;                 // active progress card
  std::vector<PlacedDie> card_dice;
  bool passed = false;
  bool operator==(const Seat&) const = default;
};
template <class IO, engine::FieldsOf<Seat> S>
constexpr void fields(IO& io, S& s) {
  io("characters", s.characters, ids(&Content::characters));
  io("action_dice", s.action_dice, engine::range(1, 6));
  io("card", s.card, ids(&Content::progress));
  io("card_dice", s.card_dice, engine::as(Flow{}));
  io("passed", s.passed);
}
static_assert(engine::fields_complete<Seat>(), "a member of Seat is missing from fields()");

struct InPlay {
  int character = 0;
  int seat = 0;       // whose action dice the character uses
  int card_seat = 0;  // whose progress card it feeds (option solo_two_cards: a card-only seat of its own)
  int location = 0;
  Stress psyche, body;
  bool knocked_out = false;
  std::map<int, Die> ability_dice;  // ability index → the input die resting on it until Refresh
  bool operator==(const InPlay&) const = default;
};
template <class IO, engine::FieldsOf<InPlay> S>
constexpr void fields(IO& io, S& p) {
  io("character", p.character, ids(&Content::characters));
  io("seat", p.seat, engine::range(0, 3));
  io("card_seat", p.card_seat, engine::range(0, 4));
  io("location", p.location, ids(&Content::locations));
  io("psyche", p.psyche, engine::as(Flow{}));
  io("body", p.body, engine::as(Flow{}));
  io("knocked_out", p.knocked_out);
  io("ability_dice", entries(p.ability_dice), map_by(Number{0, 63}, engine::as(Flow{})));
}
static_assert(engine::fields_complete<InPlay>(), "a member of InPlay is missing from fields()");

// An overcome in progress (§5): approach → defend (and damage) → overcome.
enum OvercomeStep { kApproach = 0, kDamage = 1, kOvercomePlace = 2 };
struct Overcome {
  bool active = false;
  int obstacle = -1;  // instance
  int location = -1;
  std::vector<int> participants;  // characters
  int step = kApproach;
  int damage_psyche = 0, damage_body = 0;
  std::vector<int> placed_by;  // participants who placed a die (option gain_requires_die, §11.28)
  bool operator==(const Overcome&) const = default;
};
inline const std::array<std::string, 3> kOvercomeSteps = {"approach", "damage", "overcome"};
// Saved through OvercomeCodec: null when none is under way, else this list (active left out).
// Files before the gain_requires_die option have no placed_by.
template <class IO, engine::FieldsOf<Overcome> S>
constexpr void fields(IO& io, S& o) {
  io("active", o.active, engine::or_default(true));
  io("obstacle", o.obstacle, engine::as(Instance{}));
  io("location", o.location, ids(&Content::locations));
  io("participants", o.participants, ids(&Content::characters));
  io("step", o.step, engine::as(named(kOvercomeSteps)));
  io("damage.psyche", o.damage_psyche, engine::range(0, 12));
  io("damage.body", o.damage_body, engine::range(0, 12));
  io("placed_by", o.placed_by, ids(&Content::characters), engine::when_absent(std::vector<int>{}));
}
static_assert(engine::fields_complete<Overcome>(), "a member of Overcome is missing from fields()");

struct Session {
  int turn = 1;
  int wheel = 0;
  int event = -1;
  int start_players = 1;
  std::array<std::vector<int>, 6> pools;       // sorted values
  std::array<std::array<int, 7>, 6> slots{};   // 0 = free, else the action die value committed
  std::map<int, std::vector<Die>> assets;      // location → asset dice
  std::map<int, std::vector<Die>> obstacle_dice;  // obstacle instance → committed dice
  std::vector<int> progress_deck;              // back() = top
  std::vector<int> progress_discard;
  std::array<int, 4> staging{-1, -1, -1, -1};  // [0] = position 1 (top), [3] = lowest
  std::vector<int> completed;
  std::vector<Seat> seats;
  std::vector<InPlay> in_play;
  std::array<bool, 6> skip_refresh{};
  int last_stars = 2;
  Overcome overcome;
  // Obstacles blocked for the rest of this turn: a confront that placed no die blocks its obstacle,
  // else a free defend roll could be repeated for ever (ruling in content/six_winters/README.md).
  std::vector<int> confronted;
  bool ended = false;
  bool operator==(const Session&) const = default;
};
// Read and written key by key in yaml_io.cpp, as the State is: every key is written; one older
// files lack reads as its default.
template <class IO, engine::FieldsOf<Session> S>
constexpr void fields(IO& io, S& s) {
  io("turn", s.turn, engine::range(1, 8));
  io("wheel", s.wheel, engine::range(0, 7));
  io("event", s.event, ids(&Content::events), engine::or_default(-1));
  io("start_players", s.start_players, engine::range(1, 4));
  io("pools", s.pools, by_name(kResourceNames, engine::range(1, 6)));
  io("slots", s.slots, by_name(kResourceNames, engine::range(0, 6)));
  io("assets", entries(s.assets), map_by(ids(&Content::locations).codec, engine::as(Flow{})));
  io("obstacle_dice", entries(s.obstacle_dice), map_by(Instance{}, engine::as(Flow{})));
  io("progress.deck", s.progress_deck, top_first(ids(&Content::progress)));
  io("progress.discard", s.progress_discard, ids(&Content::progress));
  io("progress.staging", s.staging, ids(&Content::progress));
  io("progress.completed", s.completed, ids(&Content::progress));
  io("seats", s.seats);
  io("in_play", s.in_play);
  io("skip_refresh", s.skip_refresh, engine::as(ResourceFlags{}));
  io("last_stars", s.last_stars, engine::range(0, 4));
  io("overcome", s.overcome, engine::as(OvercomeCodec{}), engine::or_default(Overcome{}));
  io("confronted", s.confronted, engine::as(Instance{}), engine::or_default(std::vector<int>{}));
  io("ended", s.ended, engine::or_default(false));
}
static_assert(engine::fields_complete<Session>(), "a member of Session is missing from fields()");

struct CampaignResult {
  std::string tier;
  int points = 0, multiplier = 1, score = 0;
  std::string title;
  bool operator==(const CampaignResult&) const = default;
};
template <class IO, engine::FieldsOf<CampaignResult> S>
constexpr void fields(IO& io, S& r) {
  io("tier", r.tier);
  io("points", r.points, engine::range(0, 9));
  io("multiplier", r.multiplier, engine::range(1, 4));
  io("score", r.score, engine::range(0, 36));
  io("title", r.title);
}
static_assert(engine::fields_complete<CampaignResult>(), "a member of CampaignResult is missing from fields()");

struct Options {
  bool solo_two_cards = false;
  bool gain_requires_die = false;
  bool random_layout = false;
  bool operator==(const Options&) const = default;
};
template <class IO, engine::FieldsOf<Options> S>
constexpr void fields(IO& io, S& o) {
  io("solo_two_cards", o.solo_two_cards);
  io("gain_requires_die", o.gain_requires_die);
  io("random_layout", o.random_layout);
}
static_assert(engine::fields_complete<Options>(), "a member of Options is missing from fields()");

enum Status { kBetweenSessions = 0, kInSession = 1, kFinished = 2 };
inline const std::array<std::string, 3> kStatusNames = {"between_sessions", "in_session", "finished"};
// The stage pools' keys: stages 1 to 5.
inline const std::array<std::string, 5> kStageNames = {"1", "2", "3", "4", "5"};
// What a file without a session (between sessions) reads as.
struct NoSession {
  operator Session() const { return {}; }
};

// Choose characters and where they start (one character per seat, two solo). Without locations
// the table is asked where each character starts, one question per character.
struct StartSession {
  std::vector<int> characters;
  std::vector<int> locations;
  auto operator<=>(const StartSession&) const = default;
};
template <class IO, engine::FieldsOf<StartSession> S>
constexpr void fields(IO& io, S& a) {
  io("characters", a.characters, ids(&Content::characters));
  io("locations", a.locations, ids(&Content::locations));
}
static_assert(engine::fields_complete<StartSession>(), "a member of StartSession is missing from fields()");

// [SECTION] players choose
// A "players choose" step inside an automatic phase (spec glossary). The phase stops before it;
// the table answers with Choose; the phase then runs again from its start with the answers so far
// (engine/core/answers.h) until it finishes.
enum DecisionKind {
  kChoosePull = 0,      // §4 phase 4.4: which of the equally difficult obstacles moves to the empty slot
  kChooseVictim = 1,    // an effect's `one_in_region`: which character takes it
  kChooseDestination = 2,  // an effect's `lowest_skill`/`highest_skill` tie or `any`: which location
  kChooseThreatBurn = 3,   // §4.1.1: which location of the region the threat location replaces
  kChooseDeckOrder = 4,    // §4.1.3 / §9.5: which obstacle goes onto the region's draw deck next
  kChooseEndBurn = 5,      // §9.5: which of the locations with the most obstacles burns
  kChooseNewLocation = 6,  // §9.6: one of the 2 revealed locations, or the region's unlock location
  kChooseOverflow = 7,     // §4 phase 6.3: where a step from a full sorcery track goes (no standing pick)
  kChooseKeepCard = 8,     // §3.6: which of the seat's two drawn progress cards becomes its active card
  kChooseStaging = 9,      // §3.6: which free staging position takes the other one
  kChooseStagingOrder = 10,  // `staging rearrange` (Thea, a location): which card goes to a position
  kChooseDiscard = 11,       // `discard_obstacle` with more candidates than it discards: which one goes
  kChooseStartLocation = 12,  // §3.3: where each character starts (any location in play, one at a time)
};
inline constexpr int kDecisionKinds = 13;

// What a Choose names; each decision kind takes one (decision_value_kind in rules.h).
enum ChoiceValue {
  kValueLocation = 0,
  kValueCharacter = 1,
  kValueObstacle = 2,
  kValueTrack = 3,
  kValueCard = 4,      // a progress card
  kValuePosition = 5,  // a staging position, 0 = position 1 (top) .. 3 = position 4 (lowest)
};
inline constexpr int kChoiceValues = 6;

// The table's answer to State::pending: one of its options, named as the kind of thing it is.
struct Choose {
  int what = kValueLocation;  // ChoiceValue
  int value = 0;
  auto operator<=>(const Choose&) const = default;
};
// Saved through ChooseCodec (the one key the choice names); this list serves the hash and the diff.
template <class IO, engine::FieldsOf<Choose> S>
constexpr void fields(IO& io, S& a) {
  io("what", a.what);
  io("value", a.value);
}
static_assert(engine::fields_complete<Choose>(), "a member of Choose is missing from fields()");

struct Decision {
  int kind = kChoosePull;
  std::vector<int> options;  // location ids, character ids, obstacle instances or tracks (by kind)
  int region = -1;
  int location = -1;   // the empty slot's location (pull), the threat location (threat burn), the
                       // burned location (deck order)
  int obstacle = -1;   // the obstacle that acts: whose stress (victim) or which moves (destination)
  int character = -1;  // the character who moves (destination of move_character)
  int seat = -1;       // keep card, staging: the seat whose draws these are
  int card = -1;       // staging: the progress card to stage
  int position = -1;   // staging order: the position (0 = top) a card is chosen for
  int track = -1;      // victim: the stress track (0 psyche, 1 body)
  int amount = 0;      // victim: the stress
  std::vector<int> shown;  // new location: every location revealed this session end (§9.6)
  bool operator==(const Decision&) const = default;
};
// Read and written through DecisionCodec, with itself as the scope's root: its options name what
// its kind asks for.
template <class IO, engine::FieldsOf<Decision> S>
constexpr void fields(IO& io, S& d) {
  io("kind", d.kind, engine::as(named(kDecisionKindNames, kDecisionKinds)));
  io("options", d.options, engine::as(OptionValue{}));
  io("region", d.region, engine::as(named_or_null(kRegionNames)), engine::or_default(-1));
  io("location", d.location, ids(&Content::locations), engine::or_default(-1));
  io("obstacle", d.obstacle, engine::as(Instance{true}), engine::or_default(-1));
  io("character", d.character, ids(&Content::characters), engine::or_default(-1));
  io("seat", d.seat, engine::range(-1, 3), engine::or_default(-1));
  io("card", d.card, ids(&Content::progress), engine::or_default(-1));
  io("position", d.position, engine::as(Position{}), engine::or_default(-1));
  io("track", d.track, engine::as(named_or_null(kTrackNames)), engine::or_default(-1));
  io("amount", d.amount, engine::range(0, 99), engine::or_default(0));
  io("shown", d.shown, ids(&Content::locations), engine::or_default(std::vector<int>{}));
}
static_assert(engine::fields_complete<Decision>(), "a member of Decision is missing from fields()");

// [SECTION] Action
enum MoveVia { kWalk = 0, kPort = 1, kGate = 2 };
inline const std::array<std::string, 3> kViaNames = {"walk", "port", "gate"};
struct Move {
  int character = 0, destination = 0, via = kWalk;
  auto operator<=>(const Move&) const = default;
};
template <class IO, engine::FieldsOf<Move> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
  io("destination", a.destination, ids(&Content::locations));
  io("via", a.via, engine::as(named(kViaNames)));
}
static_assert(engine::fields_complete<Move>(), "a member of Move is missing from fields()");
// Create asset / Trade: action die `die` (a value) goes to slot `slot` of the location's pool;
// `take` is the value of the first pool die moved. Mode 0 single, 1 stability (all equal), 2 espionage run.
enum TakeMode { kSingle = 0, kAllEqual = 1, kRun = 2 };
inline const std::array<std::string, 3> kTakeModeNames = {"single", "all_equal", "run"};
struct CreateAsset {
  int character = 0, die = 1, slot = 0, take = 1, mode = kSingle;
  auto operator<=>(const CreateAsset&) const = default;
};
template <class IO, engine::FieldsOf<CreateAsset> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
  io("die", a.die, engine::range(1, 6));
  io("slot", a.slot, engine::range(0, 6));
  io("take", a.take, engine::range(1, 6));
  io("mode", a.mode, engine::as(named(kTakeModeNames)));
}
static_assert(engine::fields_complete<CreateAsset>(), "a member of CreateAsset is missing from fields()");
struct Trade {
  int character = 0, die = 1, slot = 0, from = 0, to = 0, take = 1, mode = kSingle;
  auto operator<=>(const Trade&) const = default;
};
template <class IO, engine::FieldsOf<Trade> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
  io("die", a.die, engine::range(1, 6));
  io("slot", a.slot, engine::range(0, 6));
  io("from", a.from, engine::as(named(kResourceNames)));
  io("to", a.to, engine::as(named(kResourceNames)));
  io("take", a.take, engine::range(1, 6));
  io("mode", a.mode, engine::as(named(kTakeModeNames)));
}
static_assert(engine::fields_complete<Trade>(), "a member of Trade is missing from fields()");
struct BeginOvercome {
  int character = 0, obstacle = 0;
  std::vector<int> partners;
  auto operator<=>(const BeginOvercome&) const = default;
};
template <class IO, engine::FieldsOf<BeginOvercome> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
  io("obstacle", a.obstacle, engine::as(Instance{}));
  io("partners", a.partners, ids(&Content::characters));
}
static_assert(engine::fields_complete<BeginOvercome>(), "a member of BeginOvercome is missing from fields()");
enum DieSource { kFromAction = 0, kFromAsset = 1 };
inline const std::array<std::string, 2> kDieSourceNames = {"action", "asset"};
struct PlaceOnObstacle {
  int character = 0, source = kFromAction, resource = -1, value = 1;
  auto operator<=>(const PlaceOnObstacle&) const = default;
};
template <class IO, engine::FieldsOf<PlaceOnObstacle> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
  io("source", a.source, engine::as(named(kDieSourceNames)));
  io("resource", a.resource, engine::as(named_or_null(kResourceNames)), engine::or_default(-1));
  io("value", a.value, engine::range(1, 6));
}
static_assert(engine::fields_complete<PlaceOnObstacle>(), "a member of PlaceOnObstacle is missing from fields()");
// Approach → defend; overcome step → stop (dice stay on the obstacle).
struct ContinueOvercome {
  auto operator<=>(const ContinueOvercome&) const = default;
};
template <class IO, engine::FieldsOf<ContinueOvercome> S>
constexpr void fields(IO&, S&) {
}
static_assert(engine::fields_complete<ContinueOvercome>(), "a member of ContinueOvercome is missing from fields()");
// Splits pending damage: per participant (in participants order) psyche and body points.
struct AssignDamage {
  std::vector<int> psyche, body;
  auto operator<=>(const AssignDamage&) const = default;
};
template <class IO, engine::FieldsOf<AssignDamage> S>
constexpr void fields(IO& io, S& a) {
  io("psyche", a.psyche, engine::range(0, 24));
  io("body", a.body, engine::range(0, 24));
}
static_assert(engine::fields_complete<AssignDamage>(), "a member of AssignDamage is missing from fields()");
struct LocationAction {
  int character = 0;
  auto operator<=>(const LocationAction&) const = default;
};
template <class IO, engine::FieldsOf<LocationAction> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
}
static_assert(engine::fields_complete<LocationAction>(), "a member of LocationAction is missing from fields()");
struct Rest {
  int character = 0, track = 0;
  auto operator<=>(const Rest&) const = default;
};
template <class IO, engine::FieldsOf<Rest> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
  io("track", a.track, engine::as(named(kTrackNames)));
}
static_assert(engine::fields_complete<Rest>(), "a member of Rest is missing from fields()");
// A local asset onto the seat's active card. wild_track/next_card: -1 = decide automatically.
struct PlaceOnCard {
  int character = 0, resource = 0, value = 1, cell = 0, parent = -1, wild_track = -1, next_card = -1;
  auto operator<=>(const PlaceOnCard&) const = default;
};
template <class IO, engine::FieldsOf<PlaceOnCard> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
  io("resource", a.resource, engine::as(named(kResourceNames)));
  io("value", a.value, engine::range(1, 6));
  io("cell", a.cell, engine::range(0, 15));
  io("parent", a.parent, engine::range(-1, 15), engine::or_default(-1));
  io("wild_track", a.wild_track, engine::range(-1, 5), engine::or_default(-1));
  io("next_card", a.next_card, engine::range(-1, 3), engine::or_default(-1));
}
static_assert(engine::fields_complete<PlaceOnCard>(), "a member of PlaceOnCard is missing from fields()");
struct MilitaryMove {
  int from = 0, resource = 0, value = 1, to = 0;
  auto operator<=>(const MilitaryMove&) const = default;
};
template <class IO, engine::FieldsOf<MilitaryMove> S>
constexpr void fields(IO& io, S& a) {
  io("from", a.from, ids(&Content::locations));
  io("resource", a.resource, engine::as(named(kResourceNames)));
  io("value", a.value, engine::range(1, 6));
  io("to", a.to, ids(&Content::locations));
}
static_assert(engine::fields_complete<MilitaryMove>(), "a member of MilitaryMove is missing from fields()");
struct DiplomacyConvert {
  int from = 0, to = 0;
  auto operator<=>(const DiplomacyConvert&) const = default;
};
template <class IO, engine::FieldsOf<DiplomacyConvert> S>
constexpr void fields(IO& io, S& a) {
  io("from", a.from, engine::as(named(kResourceNames)));
  io("to", a.to, engine::as(named(kResourceNames)));
}
static_assert(engine::fields_complete<DiplomacyConvert>(), "a member of DiplomacyConvert is missing from fields()");
// source: 0 action die, 1 local asset, 2 local pool; index into that (sorted) list.
// params: split → [a]; reroll/explode → [pool 0..2]; change_resource → [resource]; convert_kind → [].
struct UseAbility {
  int character = 0, ability = 0, source = 0, index = 0;
  std::vector<int> params;
  auto operator<=>(const UseAbility&) const = default;
};
template <class IO, engine::FieldsOf<UseAbility> S>
constexpr void fields(IO& io, S& a) {
  io("character", a.character, ids(&Content::characters));
  io("ability", a.ability, engine::range(0, 63));
  io("source", a.source, engine::range(0, 2));
  io("index", a.index, engine::range(0, 63));
  io("params", a.params, engine::range(-1, 63), engine::or_default(std::vector<int>{}));
}
static_assert(engine::fields_complete<UseAbility>(), "a member of UseAbility is missing from fields()");
struct Pass {
  int seat = 0;
  auto operator<=>(const Pass&) const = default;
};
template <class IO, engine::FieldsOf<Pass> S>
constexpr void fields(IO& io, S& a) {
  io("seat", a.seat, engine::range(0, 3));
}
static_assert(engine::fields_complete<Pass>(), "a member of Pass is missing from fields()");
// The table's standing pick for sorcery overflow (State::overflow_target). Free, legal any time in
// phase 2 (also mid-overcome), only for a track other than sorcery and other than the current pick;
// it does not reopen the round for seats that passed.
struct SetOverflow {
  int track = 0;
  auto operator<=>(const SetOverflow&) const = default;
};
template <class IO, engine::FieldsOf<SetOverflow> S>
constexpr void fields(IO& io, S& a) {
  io("track", a.track, engine::as(named(kResourceNames)));
}
static_assert(engine::fields_complete<SetOverflow>(), "a member of SetOverflow is missing from fields()");

using Action = std::variant<StartSession, Move, CreateAsset, Trade, BeginOvercome, PlaceOnObstacle, ContinueOvercome,
                            AssignDamage, LocationAction, Rest, PlaceOnCard, MilitaryMove, DiplomacyConvert, UseAbility,
                            Pass, SetOverflow, Choose>;
// Each alternative's `type` in YAML, in the variant's order.
inline const std::array<std::string, std::variant_size_v<Action>> kActionTypes = {
    "start_session", "move", "create_asset", "trade", "overcome", "place_on_obstacle", "continue", "assign_damage",
    "location_action", "rest", "place_on_card", "military_move", "diplomacy_convert", "ability", "pass",
    "set_overflow", "choose"};
// An action in a list: its type, then that alternative's fields under the type. It is saved
// through ActionCodec (yaml_io.cpp), one flow map: {type: move, then the alternative's fields}.
template <class IO, engine::FieldsOf<Action> S>
void fields(IO& io, S& a) {
  const int type = static_cast<int>(a.index());
  io("type", type);
  std::visit([&](auto& alternative) { io(kActionTypes[static_cast<size_t>(type)].c_str(), alternative); }, a);
}
struct ActionCodec {
  YAML::Node write(const Action&, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, Action& out, const FieldScope&) const;
};

// [SECTION] State
struct State {
  engine::Rng rng;
  int difficulty = 1;
  int player_count = 1;
  int year = 1;
  int status = kBetweenSessions;
  Options options;
  std::array<TrackState, 6> tracks;
  std::vector<int> threat_arrived;
  std::array<std::vector<int>, 5> stage_pool;
  std::vector<int> progress_burned;
  std::vector<int> obstacles_locked;            // instances
  std::array<engine::Deck, 3> obstacle_decks;   // draw_pile back() = top; burned kept per region
  std::array<std::vector<int>, 3> location_decks;
  std::vector<int> special_locked;              // threat + discord + unused unlock locations
  std::array<std::array<int, 3>, 3> board{};    // [region][top, middle, bottom] → location
  std::map<int, std::vector<int>> attached;     // location → instances, oldest first
  std::vector<int> locations_burned;
  std::vector<CharacterState> characters;
  std::optional<CampaignResult> result;
  // The track a threat step from a full sorcery track goes to (§4 phase 6.3, ruling 18: the players
  // choose). A standing choice of the table, set by SetOverflow in phase 2 and kept for the rest of
  // the campaign; -1 = never chosen (phase 6 asks the table then). Never sorcery.
  int overflow_target = -1;
  // The open "players choose" question and the answers given so far to what waits (the action in
  // `acting`, else the phase now due); both empty when nothing waits for the table.
  std::optional<Decision> pending;
  std::vector<Choose> answers;
  // The action whose resolution waits for the table's answers (a StartSession's card choices, a
  // phase-2 action whose effect asks); it is applied whole once the last answer is given.
  std::optional<Action> acting;
  Session session;
  engine::CalendarCursor cursor;
  int knockouts = 0;  // campaign statistic for sims
  bool operator==(const State&) const = default;
};
// A dotted name ("progress.burned") sits in a map of its own. Keys older files lack read as their
// defaults; the session is written only while one is under way (yaml_io.cpp).
template <class IO, engine::FieldsOf<State> S>
constexpr void fields(IO& io, S& s) {
  io("ruleset", engine::pack(), engine::as(Ruleset{}));
  io("rng", s.rng);
  io("difficulty", s.difficulty, engine::as(named(kDifficultyNames)));
  io("player_count", s.player_count, engine::range(1, 4));
  io("year", s.year, engine::range(1, 6));
  io("status", s.status, engine::as(named(kStatusNames)));
  io("options", s.options, engine::or_default(Options{}));
  io("tracks", s.tracks, by_name(kResourceNames, engine::as(Flow{})));
  io("threat_locations_arrived", s.threat_arrived, engine::as(named(kResourceNames)));
  // never sorcery itself
  io("sorcery_overflow", s.overflow_target, engine::as(named_or_null(kResourceNames, kSorcery)), engine::when_absent(-1));
  io("pending", s.pending, engine::as(DecisionCodec{}));
  io("answers", s.answers, engine::as(ChooseCodec{}), engine::or_default(std::vector<Choose>{}));
  io("acting", s.acting, engine::as(ActionCodec{}));
  io("progress.stage_pool", s.stage_pool, by_name(kStageNames, ids(&Content::progress)));
  io("progress.burned", s.progress_burned, ids(&Content::progress));
  io("obstacles.locked", s.obstacles_locked, engine::as(Instance{}));
  io("obstacles.decks", s.obstacle_decks, by_name(kRegionNames, engine::as(ObstacleDeck{})));
  io("locations.decks", s.location_decks, by_name(kRegionNames, ids(&Content::locations)));
  io("locations.board", s.board, by_name(kRegionNames, ids(&Content::locations)));
  io("locations.special_locked", s.special_locked, ids(&Content::locations));
  io("locations.attached", entries(s.attached), map_by(engine::ids_in(&Content::locations), engine::as(Instance{})));
  io("locations.burned", s.locations_burned, ids(&Content::locations));
  io("characters", s.characters, engine::as(CharacterSheets{}));
  io("result", s.result);
  io("knockouts", s.knockouts, engine::range(0, 1000000), engine::or_default(0));
  io("cursor", s.cursor);
  io("session", s.session, engine::or_default(NoSession{}));
}
static_assert(engine::fields_complete<State>(), "a member of State is missing from fields()");

// Obstacle instance id = card index * 4 + copy (copy 0..2), written "ob_id#copy" (1-based) in YAML.
inline int instance_of(int card, int copy) { return card * 4 + copy; }
inline int card_of(int instance) { return instance / 4; }
inline int copy_of(int instance) { return instance % 4; }

struct Setup {
  int players = 1;
  int difficulty = 1;
  Options options;
  std::vector<std::string> seat_names;
  std::vector<bool> bots;
  // The campaign file this match's sessions are written to: a file name in the player's save
  // folder, kept by the screen (the rules never read it); empty: none.
  std::string campaign_file;
  bool operator==(const Setup&) const = default;
};

}  // namespace sb::sw
