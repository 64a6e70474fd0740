#include "engine/save/hash_check.h"

#include <system_error>

namespace sb::engine {

HashCheck::HashCheck(const std::vector<uint64_t>& recorded) : recorded_(recorded) {
  queue_.reserve(kMaxQueued);
  try {
    worker_ = std::thread([this] { run(); });
  } catch (const std::system_error&) {
    // No second thread: push() hashes each state itself.
  }
}

HashCheck::~HashCheck() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    closing_ = true;
    queue_.clear();
  }
  ready_.notify_all();
  if (worker_.joinable()) worker_.join();
}

void HashCheck::compare(const std::vector<std::unique_ptr<Job>>& jobs) {
  for (const auto& job : jobs) {
    if (result_.first_differs) return;
    const uint64_t hash = job->hash();
    const size_t index = result_.compared++;
    result_.hash = hash;
    if (index >= recorded_.size() || hash != recorded_[index]) {
      result_.first_differs = index;
      differs_.store(true, std::memory_order_relaxed);
    }
  }
}

void HashCheck::push(std::unique_ptr<Job> job) {
  if (differs()) return;
  if (!worker_.joinable()) {
    std::vector<std::unique_ptr<Job>> one;
    one.push_back(std::move(job));
    compare(one);
    return;
  }
  std::unique_lock<std::mutex> lock(mutex_);
  if (queue_.size() >= kMaxQueued) {
    pusher_waiting_ = true;
    space_.wait(lock, [&] { return queue_.size() < kMaxQueued || closing_; });
    pusher_waiting_ = false;
  }
  if (closing_) return;
  queue_.push_back(std::move(job));
  const bool wake = worker_waiting_ && queue_.size() >= kBatch;
  lock.unlock();
  if (wake) ready_.notify_one();
}

void HashCheck::run() {
  std::vector<std::unique_ptr<Job>> batch;
  batch.reserve(kMaxQueued);
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    if (queue_.size() < kBatch && !closing_) {
      worker_waiting_ = true;
      ready_.wait(lock, [&] { return queue_.size() >= kBatch || closing_; });
      worker_waiting_ = false;
    }
    if (queue_.empty()) return;  // closing, and every state compared
    batch.swap(queue_);
    const bool wake = pusher_waiting_;
    lock.unlock();
    if (wake) space_.notify_one();
    compare(batch);
    batch.clear();  // the copies go here, off the replay's thread
    lock.lock();
  }
}

HashCheck::Result HashCheck::finish() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    closing_ = true;
  }
  ready_.notify_all();
  if (worker_.joinable()) worker_.join();
  return result_;
}

}  // namespace sb::engine
