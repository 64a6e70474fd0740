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
  auto replayed = running.with_content(*outcome.title);
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

}  // namespace sb::engine
