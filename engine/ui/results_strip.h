#pragma once
// Results that stay readable (issue 27): what a roll, a draw, an exploration or a battle came to,
// in words with its numbers. The results of the newest action show together as a card until the
// player taps it or for a reading time that grows with their length (slower at a lower animation
// speed; with animations off, until tapped); the strip keeps the last kKeep results, newest
// first, for the player to open and read again. Plain logic: the host draws it and feeds it time.
#include <cstddef>
#include <string>
#include <vector>

namespace sb::ui {

// One result as a title words it (TitleView::result_of): a short heading and the line with its
// numbers ("Exploration" / "Ann's army A1 rolled 6+4 = 10 exploring ...").
struct ResultLine {
  std::string heading;
  std::string text;
  int seat = -1;  // whose result (-1: nobody's in particular)
  // False where the view itself tells it where it happened (Mighty Kingdoms' battle, round by round
  // at its hex): the strip and the log keep it, the host's card does not show it over the telling.
  bool on_card = true;
  // Where it happened, as the title counts its places (a hex, a space, a tile; -1: nowhere in
  // particular): the card shows beside that place (TitleView::place_on_screen).
  int place = -1;
  bool operator==(const ResultLine&) const = default;
};

// Dice faces (or any numbers) in words: "6, 4, 2" (none: "").
std::string number_list(const std::vector<int>& numbers);

class ResultsStrip {
 public:
  struct Entry {
    ResultLine line;
    double at = 0;     // when it was pushed (the host's clock, seconds)
    size_t batch = 0;  // the action it came from (the journal size after it)
  };
  static constexpr size_t kKeep = 12;
  // A card's reading time at animation speed 1: a pause, then time to read its words.
  static constexpr double kBaseSeconds = 2.0;
  static constexpr double kCharsPerSecond = 15.0;

  // The results of one action (`batch`), in the order they happened; nothing when `lines` is
  // empty. `card`: they show as the card (false: only into the strip, as for a resumed game or
  // bots fast-forwarded); a line not `on_card` never does (it goes in before the others).
  void push(const std::vector<ResultLine>& lines, double now, size_t batch, bool card = true);
  // Kept results, newest first (a batch's lines newest first too).
  const std::vector<Entry>& entries() const { return entries_; }
  // How many of the newest entries the card shows at `now` (0: no card), at animation `speed`
  // (0 or less: animations off, the card stays until dismissed).
  size_t card_size(double now, float speed) const;
  bool card_showing(double now, float speed) const { return card_size(now, speed) > 0; }
  // How long the card's `count` newest entries stay at `speed` (infinite when speed <= 0).
  double reading_seconds(size_t count, float speed) const;
  // A tap on the card: it goes (the strip keeps its results).
  void dismiss() { card_count_ = 0; }
  // Undo took the actions after `batch` back: their results go.
  void drop_after(size_t batch);
  void clear() {
    entries_.clear();
    card_count_ = 0;
  }

 private:
  std::vector<Entry> entries_;
  size_t card_count_ = 0;  // the newest entries the card shows (0: dismissed or none)
  double card_at_ = 0;
};

}  // namespace sb::ui
