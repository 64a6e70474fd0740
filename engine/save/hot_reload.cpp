#include "engine/save/hot_reload.h"

#include <sstream>

namespace sb::engine {

namespace {
// "action 37 (...) is now illegal: ..." → 37; 0 when the message has another shape.
size_t action_number(const std::string& message) {
  const std::string prefix = "action ";
  if (message.rfind(prefix, 0) != 0) return 0;
  size_t n = 0;
  for (size_t i = prefix.size(); i < message.size() && message[i] >= '0' && message[i] <= '9'; ++i)
    n = n * 10 + static_cast<size_t>(message[i] - '0');
  return n;
}
}  // namespace

std::optional<HotReload::Swap> HotReload::take(ContentReloader::Outcome outcome, const AnyMatch& running) {
  switch (outcome.kind) {
    case ContentReloader::Kind::kNothing:
      return std::nullopt;
    case ContentReloader::Kind::kFailed: {
      state_ = State::kContentErrors;
      lines_.clear();
      std::istringstream in(outcome.errors.format_all());
      for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines_.push_back(line);
      pending_.reset();
      return std::nullopt;
    }
    case ContentReloader::Kind::kReloaded:
      break;
  }
  // The replay first: the order a call's arguments are made in is the compiler's, and moving the
  // outcome into settle() first (clang does) would leave no title to replay with.
  Expected<std::unique_ptr<AnyMatch>> replayed = running.with_content(*outcome.title);
  return settle(std::move(outcome), std::move(replayed));
}

std::optional<HotReload::Swap> HotReload::settle(ContentReloader::Outcome outcome, Expected<std::unique_ptr<AnyMatch>> replayed) {
  if (!replayed.ok()) {
    state_ = State::kActionIllegal;
    lines_ = {replayed.error().message};
    illegal_action_ = action_number(replayed.error().message);
    pending_ = std::move(outcome.title);
    return std::nullopt;
  }
  state_ = State::kClean;
  lines_.clear();
  illegal_action_ = 0;
  pending_.reset();
  return Swap{std::move(outcome.title), std::move(replayed.value()), outcome.same_meaning};
}

std::optional<HotReload::Swap> HotReload::rewind_to_before(const AnyMatch& running) {
  if (state_ != State::kActionIllegal || !pending_ || illegal_action_ == 0) return std::nullopt;
  std::unique_ptr<AnyMatch> cut = running.clone();
  if (cut->journal_size() >= illegal_action_) cut->rewind_to(illegal_action_ - 1);
  auto replayed = cut->with_content(*pending_);
  if (!replayed.ok()) {  // a still earlier action fails (cannot happen: they replayed before)
    lines_ = {replayed.error().message};
    illegal_action_ = action_number(replayed.error().message);
    return std::nullopt;
  }
  state_ = State::kClean;
  lines_.clear();
  illegal_action_ = 0;
  return Swap{std::move(pending_), std::move(replayed.value())};
}

// [SECTION] off the render thread

// The final state is compared first: when it differs, no more is looked at.
bool same_history(const AnyMatch& was, const AnyMatch& now) {
  if (was.journal_size() != now.journal_size() || was.seat_kinds() != now.seat_kinds() || was.state_hash() != now.state_hash())
    return false;
  return was.save_data().hashes == now.save_data().hashes;
}

BackgroundReload::BackgroundReload(std::unique_ptr<ContentReloader> reloader, std::function<void()> wake,
                                   std::chrono::milliseconds period)
    : reloader_(std::move(reloader)), wake_(std::move(wake)), period_(period) {
  told_ = reloader_->watch_events([this] {
    std::lock_guard<std::mutex> lock(mutex_);
    nudged_ = true;
    cv_.notify_all();
  });
  thread_ = std::thread([this] { run(); });
}

BackgroundReload::~BackgroundReload() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
  // Then no more word from the system (the worker asked it whether files were finished; a wake
  // now only sets a flag nobody reads): after this nothing calls into what is going away.
  reloader_->watch_events({});
}

bool BackgroundReload::busy() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return busy_ || done_.has_value();
}

std::optional<BackgroundReload::Done> BackgroundReload::poll(const AnyMatch& running) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (wants_match_ && !given_) {
    lock.unlock();
    std::unique_ptr<AnyMatch> copy = running.clone();  // the copy outside the lock: the worker waits for it
    lock.lock();
    given_ = std::move(copy);
    wants_match_ = false;
    cv_.notify_all();
  }
  std::optional<Done> out = std::move(done_);
  done_.reset();
  return out;
}

std::optional<BackgroundReload::Done> BackgroundReload::poll_now(const AnyMatch& running) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (done_) {
    std::optional<Done> out = std::move(done_);
    done_.reset();
    return out;
  }
  // The look under way may have begun before the caller's change: wait for the one after it.
  const uint64_t target = cycles_ + (busy_ ? 2 : 1);
  kick_ = true;
  cv_.notify_all();
  while (cycles_ < target && !stop_) {
    if (wants_match_ && !given_) {
      given_ = running.clone();
      wants_match_ = false;
      cv_.notify_all();
    }
    cv_.wait(lock, [&] { return cycles_ >= target || stop_ || (wants_match_ && !given_); });
    if (cycles_ < target && !kick_ && !busy_) {
      kick_ = true;  // the look that finished was not the one asked for
      cv_.notify_all();
    }
  }
  std::optional<Done> out = std::move(done_);
  done_.reset();
  return out;
}

void BackgroundReload::run() {
  std::unique_lock<std::mutex> lock(mutex_);
  // Each pass ends here: the look is counted and whoever waits for it told.
  auto finished = [&] {
    busy_ = false;
    ++cycles_;
    cv_.notify_all();
  };
  while (!stop_) {
    const auto wait = told_ && !reloader_->settling() ? std::max(period_, kToldPeriod) : period_;
    cv_.wait_for(lock, wait, [this] { return stop_ || kick_ || nudged_; });
    kick_ = false;
    nudged_ = false;
    if (stop_) break;
    if (done_) {  // a finished reload waits to be taken first
      finished();
      continue;
    }
    busy_ = true;
    lock.unlock();
    ContentReloader::Outcome outcome = reloader_->poll();
    lock.lock();
    if (outcome.kind == ContentReloader::Kind::kNothing || stop_) {
      finished();
      continue;
    }
    Done done;
    if (outcome.kind == ContentReloader::Kind::kReloaded) {
      // The running match, as the render thread has it now.
      wants_match_ = true;
      given_.reset();
      cv_.notify_all();
      lock.unlock();
      if (wake_) wake_();
      lock.lock();
      cv_.wait(lock, [this] { return stop_ || given_ != nullptr; });
      if (stop_) break;
      done.base = std::move(given_);
      lock.unlock();
      auto replayed = done.base->with_content(*outcome.title);
      if (replayed.ok()) {
        AnyMatch& match = *replayed.value();
        if (match.seat_kinds().empty()) match.set_seat_kinds(done.base->seat_kinds());
        done.same_history = outcome.same_meaning || same_history(*done.base, match);
        if (!done.same_history) done.autosave = match.clone();
      }
      done.replayed = std::move(replayed);
      // A change seen meanwhile: this reload is out of date; the next poll loads the newest, and
      // compares it with what the game runs on, not with what this one read.
      const bool newer = reloader_->look();
      if (newer) reloader_->forget(outcome.changed);
      lock.lock();
      if (newer) {
        finished();
        continue;
      }
    }
    done.outcome = std::move(outcome);
    done_ = std::move(done);
    finished();
    lock.unlock();
    if (wake_) wake_();
    lock.lock();
  }
  busy_ = false;
  cv_.notify_all();
}

}  // namespace sb::engine
