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
  static constexpr const char* kFoldShort = "Hide";  // its words beside a heading on a narrow window
  static constexpr const char* kTabLabel = "Back to the question";
  static constexpr const char* kTabWindow = "###sb-peek-tab";

  // Each frame, before the question's window, with what it asks (`key`). True: draw the window
  // (with button() in it). False: it is folded, and the tab that opens it was drawn over `board`.
  bool open(const std::string& key, const Rect& board, const Metrics& metrics);
  // Inside the window: the button that folds it (a touch target, full width).
  void button(const Metrics& metrics);
  // Inside the window, at its top: its first words, wrapped, with the button that folds it at their
  // right (a window over a phone's board keeps its rows for the question). Where the long name
  // leaves the words too little room, it is named kFoldShort and the words are `brief` (what the
  // window's next lines do not say again); below them where even that does not fit.
  void heading(const Metrics& metrics, const std::string& text, const std::string& brief);
  bool folded() const { return folded_; }

 private:
  std::string key_;
  bool folded_ = false;
};

}  // namespace sb::ui
