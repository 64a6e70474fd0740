#include "engine/ui/results_strip.h"

#include <algorithm>
#include <limits>

namespace sb::ui {

std::string number_list(const std::vector<int>& numbers) {
  std::string words;
  for (int n : numbers) words += (words.empty() ? "" : ", ") + std::to_string(n);
  return words;
}

void ResultsStrip::push(const std::vector<ResultLine>& lines, double now, size_t batch, bool card) {
  if (lines.empty()) return;
  size_t shown = 0;
  for (const ResultLine& line : lines)
    if (!line.on_card) entries_.insert(entries_.begin(), Entry{line, now, batch});
  for (const ResultLine& line : lines)
    if (line.on_card) {
      entries_.insert(entries_.begin(), Entry{line, now, batch});
      ++shown;
    }
  if (entries_.size() > kKeep) entries_.resize(kKeep);
  card_count_ = card ? std::min(shown, entries_.size()) : 0;
  card_at_ = now;
}

double ResultsStrip::reading_seconds(size_t count, float speed) const {
  if (speed <= 0) return std::numeric_limits<double>::infinity();
  size_t chars = 0;
  for (size_t i = 0; i < count && i < entries_.size(); ++i)
    chars += entries_[i].line.heading.size() + entries_[i].line.text.size();
  return (kBaseSeconds + static_cast<double>(chars) / kCharsPerSecond) / speed;
}

size_t ResultsStrip::card_size(double now, float speed) const {
  if (card_count_ == 0 || now - card_at_ >= reading_seconds(card_count_, speed)) return 0;
  return card_count_;
}

void ResultsStrip::drop_after(size_t batch) {
  const auto later = [batch](const Entry& e) { return e.batch > batch; };
  const size_t before = entries_.size();
  entries_.erase(std::remove_if(entries_.begin(), entries_.end(), later), entries_.end());
  // The card showed the newest entries: any of them gone, the card goes.
  if (entries_.size() != before) card_count_ = 0;
}

}  // namespace sb::ui
