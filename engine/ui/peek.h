#pragma once
// A question's window over the table may be folded away to look at the table under it, and opened
// again (issue 27: "any window that must open can be collapsed to peek at the table and
// reopened"). Inside the window, a "Look at the table" button folds it; folded, the window is not
// drawn and a tab, "Back to the question", stands at the board's top edge until tapped. A new
// question (another key) opens unfolded. Plain ImGui; the caller places and draws its window.
#include <string>

#include "engine/ui/geometry.h"
#include "engine/ui/metrics.h"

namespace sb::ui {

class Peek {
 public:
  static constexpr const char* kFoldLabel = "Look at the table";
  static constexpr const char* kTabLabel = "Back to the question";
  static constexpr const char* kTabWindow = "###sb-peek-tab";

  // Each frame, before the question's window, with what it asks (`key`). True: draw the window
  // (with button() in it). False: it is folded, and the tab that opens it was drawn over `board`.
  bool open(const std::string& key, const Rect& board, const Metrics& metrics);
  // Inside the window: the button that folds it (a touch target, full width).
  void button(const Metrics& metrics);
  bool folded() const { return folded_; }

 private:
  std::string key_;
  bool folded_ = false;
};

}  // namespace sb::ui
