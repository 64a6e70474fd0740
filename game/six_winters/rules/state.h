#pragma once
// Six Winters State and Action: plain data (ids are content indices), copy = clone, == compares.
#include <array>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/board/deck.h"
#include "engine/core/calendar.h"
#include "engine/core/rng.h"

namespace sb::sw {

// [SECTION] dice and small parts
enum DieKind { kActionDie = 0, kResourceDie = 1, kAssetDie = 2 };
struct Die {
  int kind = kAssetDie;
  int resource = -1;  // -1 for action dice
  int value = 1;
  auto operator<=>(const Die&) const = default;
};

struct TrackState {
  int progress = 1;  // spaces 1..12
  int threat = 1;
  bool operator==(const TrackState&) const = default;
};

enum CharacterStatus { kLocked = 0, kUnlocked = 1, kBurned = 2 };
struct CharacterState {
  int status = kLocked;
  std::array<int, 8> skills{};
  std::array<std::array<bool, 3>, 2> conditions{};  // [psyche|body][box 1..3]
  std::array<bool, 6> achievements{};
  int discord_lines = 0;  // lines turned on (0..6), permanent
  bool operator==(const CharacterState&) const = default;
};

struct Stress {
  int value = 3;
  int box = 0;  // 0 = top, 1..3 condition boxes
  bool operator==(const Stress&) const = default;
};

// A die placed on a progress card; origin records where it was taken (region checks, §6).
struct PlacedDie {
  int cell = 0;
  int resource = 0;
  int value = 1;
  int parent = -1;  // cell, -1 for the start square
  bool operator==(const PlacedDie&) const = default;
};

struct Seat {
  std::vector<int> characters;
  std::vector<int> action_dice;  // sorted values
  int card = -1;                 // active progress card
  std::vector<PlacedDie> card_dice;
  bool passed = false;
  bool operator==(const Seat&) const = default;
};

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

struct CampaignResult {
  std::string tier;
  int points = 0, multiplier = 1, score = 0;
  std::string title;
  bool operator==(const CampaignResult&) const = default;
};

struct Options {
  bool solo_two_cards = false;
  bool gain_requires_die = false;
  bool random_layout = false;
  bool operator==(const Options&) const = default;
};

enum Status { kBetweenSessions = 0, kInSession = 1, kFinished = 2 };

// Choose characters and where they start (one character per seat, two solo). Without locations
// the table is asked where each character starts, one question per character.
struct StartSession {
  std::vector<int> characters;
  std::vector<int> locations;
  auto operator<=>(const StartSession&) const = default;
};

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

// [SECTION] Action
enum MoveVia { kWalk = 0, kPort = 1, kGate = 2 };
struct Move {
  int character = 0, destination = 0, via = kWalk;
  auto operator<=>(const Move&) const = default;
};
// Create asset / Trade: action die `die` (a value) goes to slot `slot` of the location's pool;
// `take` is the value of the first pool die moved. Mode 0 single, 1 stability (all equal), 2 espionage run.
enum TakeMode { kSingle = 0, kAllEqual = 1, kRun = 2 };
struct CreateAsset {
  int character = 0, die = 1, slot = 0, take = 1, mode = kSingle;
  auto operator<=>(const CreateAsset&) const = default;
};
struct Trade {
  int character = 0, die = 1, slot = 0, from = 0, to = 0, take = 1, mode = kSingle;
  auto operator<=>(const Trade&) const = default;
};
struct BeginOvercome {
  int character = 0, obstacle = 0;
  std::vector<int> partners;
  auto operator<=>(const BeginOvercome&) const = default;
};
enum DieSource { kFromAction = 0, kFromAsset = 1 };
struct PlaceOnObstacle {
  int character = 0, source = kFromAction, resource = -1, value = 1;
  auto operator<=>(const PlaceOnObstacle&) const = default;
};
// Approach → defend; overcome step → stop (dice stay on the obstacle).
struct ContinueOvercome {
  auto operator<=>(const ContinueOvercome&) const = default;
};
// Splits pending damage: per participant (in participants order) psyche and body points.
struct AssignDamage {
  std::vector<int> psyche, body;
  auto operator<=>(const AssignDamage&) const = default;
};
struct LocationAction {
  int character = 0;
  auto operator<=>(const LocationAction&) const = default;
};
struct Rest {
  int character = 0, track = 0;
  auto operator<=>(const Rest&) const = default;
};
// A local asset onto the seat's active card. wild_track/next_card: -1 = decide automatically.
struct PlaceOnCard {
  int character = 0, resource = 0, value = 1, cell = 0, parent = -1, wild_track = -1, next_card = -1;
  auto operator<=>(const PlaceOnCard&) const = default;
};
struct MilitaryMove {
  int from = 0, resource = 0, value = 1, to = 0;
  auto operator<=>(const MilitaryMove&) const = default;
};
struct DiplomacyConvert {
  int from = 0, to = 0;
  auto operator<=>(const DiplomacyConvert&) const = default;
};
// source: 0 action die, 1 local asset, 2 local pool; index into that (sorted) list.
// params: split → [a]; reroll/explode → [pool 0..2]; change_resource → [resource]; convert_kind → [].
struct UseAbility {
  int character = 0, ability = 0, source = 0, index = 0;
  std::vector<int> params;
  auto operator<=>(const UseAbility&) const = default;
};
struct Pass {
  int seat = 0;
  auto operator<=>(const Pass&) const = default;
};
// The table's standing pick for sorcery overflow (State::overflow_target). Free, legal any time in
// phase 2 (also mid-overcome), only for a track other than sorcery and other than the current pick;
// it does not reopen the round for seats that passed.
struct SetOverflow {
  int track = 0;
  auto operator<=>(const SetOverflow&) const = default;
};

using Action = std::variant<StartSession, Move, CreateAsset, Trade, BeginOvercome, PlaceOnObstacle, ContinueOvercome,
                            AssignDamage, LocationAction, Rest, PlaceOnCard, MilitaryMove, DiplomacyConvert, UseAbility,
                            Pass, SetOverflow, Choose>;

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
