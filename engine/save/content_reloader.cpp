#include "engine/save/content_reloader.h"

#include <algorithm>

namespace sb::engine {

ContentReloader::ContentReloader(std::function<std::unique_ptr<AnyTitle>()> make_title, std::filesystem::path dir,
                                 int retries_after_failure)
    : make_title_(std::move(make_title)), watcher_(std::move(dir)), retries_after_failure_(retries_after_failure) {
  watcher_.prime();
}

ContentReloader::Outcome ContentReloader::poll() {
  Outcome outcome;
  auto changed = watcher_.poll();
  for (const auto& path : changed)
    if (std::find(pending_.begin(), pending_.end(), path) == pending_.end()) pending_.push_back(path);
  if (!changed.empty()) {
    retries_left_ = retries_after_failure_ + 1;
  }
  if (pending_.empty() || retries_left_ <= 0) return outcome;
  --retries_left_;
  auto title = make_title_();
  outcome.changed = pending_;
  if (title->load_content(watcher_.root(), outcome.errors)) {
    pending_.clear();
    retries_left_ = 0;
    outcome.kind = Kind::kReloaded;
    outcome.title = std::move(title);
  } else {
    outcome.kind = Kind::kFailed;
  }
  return outcome;
}

}  // namespace sb::engine
