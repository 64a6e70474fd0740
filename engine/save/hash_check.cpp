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

void HashCheck::compare(const Batch& jobs, size_t first) {
  for (size_t k = 0; k < jobs.size(); ++k) {
    const size_t index = first + k;
    if (differs()) {
      // Past a state that differs nothing matters; before it, every state is still compared (on
      // two threads the first one found need not be the first one).
      std::lock_guard<std::mutex> lock(mutex_);
      if (first_differs_ && index > *first_differs_) return;
    }
    const uint64_t hash = jobs[k]->hash();
    std::lock_guard<std::mutex> lock(mutex_);
    if (index >= last_index_) {
      last_index_ = index;
      last_hash_ = hash;
    }
    if ((index >= recorded_.size() || hash != recorded_[index]) && (!first_differs_ || index < *first_differs_)) {
      first_differs_ = index;
      differs_hash_ = hash;
      differs_.store(true, std::memory_order_relaxed);
    }
  }
}

size_t HashCheck::take(Batch& into) {
  const size_t first = taken_;
  taken_ += queue_.size();
  into.swap(queue_);
  return first;
}

void HashCheck::push(std::unique_ptr<Job> job) {
  if (differs()) return;
  Batch mine;  // the waiting states, hashed here when the worker has fallen behind
  size_t first = 0;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (closing_) return;
    queue_.push_back(std::move(job));
    if (!worker_.joinable() || queue_.size() >= kMaxQueued) {
      mine.reserve(kMaxQueued);
      first = take(mine);
    } else if (worker_waiting_ && queue_.size() >= kBatch) {
      worker_waiting_ = false;
      ready_.notify_one();
    }
  }
  if (!mine.empty()) compare(mine, first);
}

void HashCheck::run() {
  Batch batch;
  batch.reserve(kMaxQueued);
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    if (queue_.size() < kBatch && !closing_) {
      worker_waiting_ = true;
      ready_.wait(lock, [&] { return queue_.size() >= kBatch || closing_; });
      worker_waiting_ = false;
    }
    if (queue_.empty()) {
      if (closing_) return;  // every state taken
      continue;
    }
    const size_t first = take(batch);
    lock.unlock();
    compare(batch, first);
    batch.clear();  // the copies go here, off the replay's thread
    lock.lock();
  }
}

HashCheck::Result HashCheck::finish() {
  Batch mine;
  size_t first = 0;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    closing_ = true;
    first = take(mine);
  }
  ready_.notify_all();
  compare(mine, first);  // the waiting states: hashed here rather than waited for
  if (worker_.joinable()) worker_.join();
  Result out;
  std::lock_guard<std::mutex> lock(mutex_);
  if (first_differs_) {
    out.first_differs = first_differs_;
    out.compared = *first_differs_ + 1;
    out.hash = differs_hash_;
  } else {
    out.compared = taken_;
    out.hash = last_hash_;
  }
  return out;
}

}  // namespace sb::engine
