#include "engine/audio/sound_events.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

namespace sb::audio {

namespace {

// Words of the four titles' event kinds and log lines (and the usual board-game words a new title's
// log would use). Kinds are snake_case: their parts count as words ("battle_dice" is battle, dice).
constexpr std::array<std::string_view, 18> kBattleWords = {
    "battle", "battles", "attack", "attacks", "attacked", "combat", "fight",    "fights",    "siege",
    "assault", "assaults", "raid",  "raids",   "skirmish", "confront", "confronts", "overcome", "overcomes"};
constexpr std::array<std::string_view, 7> kDiceWords = {"roll", "rolls", "rolled", "reroll", "rerolls", "dice", "die"};
constexpr std::array<std::string_view, 11> kCardWords = {"card", "cards", "draw", "draws", "drew", "drawn", "deck",
                                                         "discard", "discards", "event", "hand"};
constexpr std::array<std::string_view, 26> kPieceWords = {
    "place",   "places",  "placed",   "build",    "builds",  "built",    "deploy", "deploys", "deployed",
    "move",    "moves",   "moved",    "march",    "marches", "marched",  "recruit", "recruits", "recruited",
    "settle",  "settles", "token",    "embark",   "disembark", "assign", "army",   "dock"};

template <size_t N>
bool any_word(const std::vector<std::string>& words, const std::array<std::string_view, N>& list) {
  return std::any_of(words.begin(), words.end(),
                     [&](const std::string& w) { return std::find(list.begin(), list.end(), w) != list.end(); });
}

std::vector<std::string> words_of(const engine::Event& e) {
  std::vector<std::string> words;
  std::string word;
  auto take = [&](std::string_view text) {
    for (char ch : text) {
      if (std::isalpha(static_cast<unsigned char>(ch))) {
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      } else if (!word.empty()) {
        words.push_back(std::move(word));
        word.clear();
      }
    }
    if (!word.empty()) words.push_back(std::move(word));
    word.clear();
  };
  take(e.kind);
  take(e.text);
  return words;
}

}  // namespace

std::vector<Sound> event_sounds(const engine::Event& event) {
  const std::vector<std::string> words = words_of(event);
  std::vector<Sound> out;
  if (any_word(words, kBattleWords)) out.push_back(Sound::kBattle);
  if (any_word(words, kDiceWords)) out.push_back(Sound::kDice);
  if (any_word(words, kCardWords)) out.push_back(Sound::kCard);
  if (any_word(words, kPieceWords)) out.push_back(Sound::kPiece);
  return out;
}

namespace {
struct Registry {
  std::mutex mutex;
  std::map<std::string, EventSounds, std::less<>> by_title;
};
Registry& registry() {
  static Registry r;
  return r;
}
}  // namespace

void set_title_event_sounds(const std::string& title_id, EventSounds sounds) {
  std::lock_guard<std::mutex> lock(registry().mutex);
  if (sounds) registry().by_title[title_id] = std::move(sounds);
  else registry().by_title.erase(title_id);
}

const EventSounds* title_event_sounds(std::string_view title_id) {
  std::lock_guard<std::mutex> lock(registry().mutex);
  auto it = registry().by_title.find(title_id);
  return it == registry().by_title.end() ? nullptr : &it->second;  // map nodes stay put
}

std::vector<Sound> action_sounds(const std::vector<engine::Event>& events, const engine::Prompt& before,
                                 const engine::Prompt& after, const EventSounds* sounds) {
  std::array<bool, kSoundCount> on{};
  for (const engine::Event& e : events)
    for (Sound s : sounds && *sounds ? (*sounds)(e) : event_sounds(e)) on[static_cast<size_t>(s)] = true;
  if (after.game_over && !before.game_over) on[static_cast<size_t>(Sound::kEnd)] = true;
  else if (!after.game_over && after.seat >= 0 && after.seat != before.seat) on[static_cast<size_t>(Sound::kTurn)] = true;
  std::vector<Sound> out;
  for (Sound s : {Sound::kEnd, Sound::kBattle, Sound::kDice, Sound::kCard, Sound::kPiece, Sound::kTurn})
    if (on[static_cast<size_t>(s)]) out.push_back(s);
  return out;
}

}  // namespace sb::audio
