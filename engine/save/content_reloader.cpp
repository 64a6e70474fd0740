#include "engine/save/content_reloader.h"

#include <algorithm>

#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"

namespace sb::engine {

ContentReloader::ContentReloader(std::function<std::unique_ptr<AnyTitle>()> make_title, std::filesystem::path dir,
                                 int retries_after_failure, std::chrono::milliseconds quiet, Now now)
    : make_title_(std::move(make_title)),
      watcher_(std::move(dir), {".yaml", ".png", ".svg", ".PNG", ".SVG"}),
      retries_after_failure_(retries_after_failure),
      quiet_(quiet),
      now_(now ? std::move(now) : Now([] { return std::filesystem::file_time_type::clock::now(); })) {
  watcher_.prime();
  for (const auto& path : list_content_files(watcher_.root(), ".yaml", watcher_.root()).files)
    if (const std::string* bytes = watcher_.bytes(path)) loaded_[path] = *bytes;
}

namespace {
// A YAML tree written out with every node's kind, tag and value, and nothing of its layout or
// comments; nullopt when it does not parse (within the loader's limits) or is too deep.
bool append_canonical(const YAML::Node& node, std::string& out, int depth) {
  if (depth > 64) return false;
  out += static_cast<char>('0' + static_cast<int>(node.Type()));
  out += node.Tag();
  out += '\x1f';
  switch (node.Type()) {
    case YAML::NodeType::Scalar:
      out += std::to_string(node.Scalar().size()) + ':' + node.Scalar();
      return true;
    case YAML::NodeType::Sequence:
      out += std::to_string(node.size()) + '[';
      for (const auto& item : node)
        if (!append_canonical(item, out, depth + 1)) return false;
      return true;
    case YAML::NodeType::Map:
      out += std::to_string(node.size()) + '{';
      for (const auto& item : node)
        if (!append_canonical(item.first, out, depth + 1) || !append_canonical(item.second, out, depth + 1)) return false;
      return true;
    default:
      return true;
  }
}
std::optional<std::string> canonical_yaml(const std::string& bytes) {
  ErrorList errors;
  auto node = parse_yaml(bytes, "content", errors);  // refuses alias bombs and deep nesting
  if (!node || !errors.empty()) return std::nullopt;
  std::string out;
  if (!append_canonical(*node, out, 0)) return std::nullopt;
  return out;
}
}  // namespace

bool ContentReloader::pending_same_meaning() const {
  for (const auto& path : pending_) {
    const std::string* now = watcher_.bytes(path);
    auto was = loaded_.find(path);
    if (!now || was == loaded_.end()) return false;  // added, removed or unreadable
    if (*now == was->second) continue;
    auto a = canonical_yaml(was->second);
    auto b = a ? canonical_yaml(*now) : std::nullopt;
    if (!a || !b || *a != *b) return false;
  }
  return true;
}

bool ContentReloader::watch_events(std::function<void()> wake) {
  events_.reset();
  if (wake) events_ = std::make_unique<FolderEvents>(watcher_.root(), std::move(wake));
  return events_ && events_->available();
}

// Every pending file that is still there was last written at least `quiet_` ago. A file written
// "in the future" (a clock ahead of ours) does not hold the reload back; a removed one has nothing
// left to finish.
bool ContentReloader::quiet_now(bool finished) const {
  if (quiet_.count() <= 0) return true;
  const auto now = now_();
  for (const auto& path : pending_) {
    if (finished && events_ && events_->written_whole(path)) continue;
    auto written = watcher_.last_write(path);
    if (!written) continue;
    const auto age = now - *written;
    if (age >= std::chrono::duration_cast<std::filesystem::file_time_type::duration>(quiet_)) continue;
    if (age < std::filesystem::file_time_type::duration::zero()) continue;
    return false;
  }
  return true;
}

bool ContentReloader::look() {
  auto changed = watcher_.poll();
  for (const auto& path : changed)
    if (std::find(pending_.begin(), pending_.end(), path) == pending_.end()) pending_.push_back(path);
  if (changed.empty()) return false;
  retries_left_ = retries_after_failure_ + 1;
  last_change_ = std::chrono::steady_clock::now();
  return true;
}

void ContentReloader::forget(const std::vector<std::filesystem::path>& paths) {
  for (const auto& path : paths) loaded_.erase(path);
}

ContentReloader::Outcome ContentReloader::poll() {
  Outcome outcome;
  auto changed = watcher_.poll();
  for (const auto& path : changed)
    if (std::find(pending_.begin(), pending_.end(), path) == pending_.end()) pending_.push_back(path);
  if (!changed.empty()) {
    retries_left_ = retries_after_failure_ + 1;
    last_change_ = std::chrono::steady_clock::now();
  }
  if (pending_.empty() || retries_left_ <= 0) return outcome;
  // An editor may still be writing: wait until its files are `quiet_` old, or that long went by on
  // our clock without another change (a file's time may be far from ours), or the system said the
  // editor has finished each of them.
  const bool quiet = quiet_now(false) || std::chrono::steady_clock::now() - last_change_ >= quiet_;
  if (!quiet && !quiet_now(true)) return outcome;
  auto title = make_title_();
  outcome.changed = pending_;
  const bool loaded = title->load_content(watcher_.root(), outcome.errors);
  // Taken early (finished, not yet quiet), a failure may be a file written in several opens: it is
  // tried again on the next poll, and reported once the files are quiet.
  if (!loaded && !quiet) {
    outcome = Outcome{};
    return outcome;
  }
  --retries_left_;
  if (loaded) {
    // What was loaded is what the watcher read, unless a file moved since: then nothing is certain.
    bool as_read = true;
    for (const auto& path : pending_) {
      std::error_code ec;
      auto written = std::filesystem::last_write_time(watcher_.root() / path, ec);
      if (ec ? watcher_.last_write(path).has_value() : written != watcher_.last_write(path)) as_read = false;
    }
    outcome.same_meaning = as_read && pending_same_meaning();
    for (const auto& path : pending_) {
      if (const std::string* bytes = watcher_.bytes(path)) loaded_[path] = *bytes;
      else loaded_.erase(path);
    }
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
