#pragma once
// The designer panel (F12): content files with their status and a preview, "reload now", the
// live State as a searchable tree, the seed, and the full journal with jump-to and undo-anything.
// It only reads the match; changes go through the callbacks so the window keeps autosave and the
// table in step.
#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>

#include "engine/save/any_match.h"
#include "engine/save/hot_reload.h"
#include "engine/ui/metrics.h"

namespace sb::app {

struct DesignerCallbacks {
  std::function<void()> reload_now;
  std::function<void(size_t keep)> rewind_to;  // keep the first `keep` journal actions
};

class DesignerPanel {
 public:
  void toggle() { open_ = !open_; }
  bool open() const { return open_; }
  void draw(const engine::AnyMatch& match, const std::filesystem::path& content_dir, const engine::HotReload& hot,
            const ui::Metrics& metrics, float width, float height, const DesignerCallbacks& callbacks);

 private:
  bool open_ = false;
  char search_[128] = {};
  std::filesystem::path preview_;
  bool preview_tables_ = true;
  // Phase label before each journal action, for "jump to a phase" (recomputed when the match or
  // its length changes).
  const engine::AnyMatch* labelled_ = nullptr;
  size_t labelled_size_ = 0;
  std::vector<std::string> labels_;
};

// The phase label in force before each action of `match`'s journal: the prompt text up to " — "
// ("Year 2, Winter"), or the prompt kind. One replay from the start.
std::vector<std::string> phase_labels(const engine::AnyMatch& match);

// "path.to.key: value" for every scalar of `node` whose path or value contains `needle`
// (case-insensitive); the inspector's search results.
std::vector<std::string> search_yaml(const YAML::Node& node, const std::string& needle, size_t limit = 500);

}  // namespace sb::app
