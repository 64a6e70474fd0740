#pragma once
// A replay's recorded hashes compared on a second thread. Hashing the state after every action is
// the dearest part of checking a save (a finished six-kingdom Mighty Kingdoms game: about 6 us a
// state against 4 us an action); here the replay hands over a copy of each state and goes on
// reading and applying the next actions while the worker hashes and compares them, a batch at a
// time (waking a thread for every state cost more than it saved). The first state whose hash is
// not the recorded one stops the comparing: the replay asks differs() to stop early and finish()
// for where. Without a thread (one could not be started) each state is hashed as it is pushed, as
// a replay on one thread would.
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace sb::engine {

class HashCheck {
 public:
  struct Job {
    virtual ~Job() = default;
    virtual uint64_t hash() const = 0;
  };
  // `recorded[i]`: the hash saved after action i. Kept by reference: it must outlive this.
  explicit HashCheck(const std::vector<uint64_t>& recorded);
  ~HashCheck();
  HashCheck(const HashCheck&) = delete;
  HashCheck& operator=(const HashCheck&) = delete;

  // The state after the next action (the first push is action 0's). Waits while kMaxQueued states
  // are waiting to be hashed, so a slow worker holds at most that many copies.
  void push(std::unique_ptr<Job> job);
  // A state's hash differed already: the replay may stop pushing.
  bool differs() const { return differs_.load(std::memory_order_relaxed); }

  struct Result {
    size_t compared = 0;                  // states hashed and compared with their recorded hash
    std::optional<size_t> first_differs;  // the first action whose state's hash is not the recorded one
    uint64_t hash = 0;                    // that state's hash; else the last compared state's
  };
  // Waits for every pushed state; the worker stops. Call once.
  Result finish();

  static constexpr size_t kBatch = 16;      // states handed to the worker at a time
  static constexpr size_t kMaxQueued = 64;  // states waiting at most

 private:
  void run();
  void compare(const std::vector<std::unique_ptr<Job>>& jobs);  // with mutex_ not held

  const std::vector<uint64_t>& recorded_;
  std::mutex mutex_;
  std::condition_variable ready_;  // a batch is waiting, or finish() was called
  std::condition_variable space_;  // the worker took the waiting states
  std::vector<std::unique_ptr<Job>> queue_;
  bool closing_ = false;
  bool worker_waiting_ = false;
  bool pusher_waiting_ = false;
  std::atomic<bool> differs_{false};
  Result result_;  // written by the worker (or by push() without one)
  std::thread worker_;
};

}  // namespace sb::engine
