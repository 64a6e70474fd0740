#pragma once
// A replay's recorded hashes compared on a second thread. Hashing the state after every action is
// the dearest part of checking a save (a finished six-kingdom Mighty Kingdoms game: about 6 us a
// state against 4 us an action); here the replay hands over a copy of each state and goes on
// reading and applying the next actions while the worker hashes and compares them, a batch at a
// time (waking a thread for every state cost more than it saved). The replay never waits for the
// worker: when kMaxQueued states wait (the worker has no core: the machine is busy) and at
// finish(), it hashes the waiting ones itself. A state that differs stops the pushing (differs());
// finish() names the first one. Without a thread (one could not be started) each state is hashed
// as it is pushed, as a replay on one thread would.
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

  // The state after the next action (the first push is action 0's). Where kMaxQueued states wait
  // already, they are hashed here, so at most that many copies are held.
  void push(std::unique_ptr<Job> job);
  // A state's hash differed already: the replay may stop pushing.
  bool differs() const { return differs_.load(std::memory_order_relaxed); }

  struct Result {
    size_t compared = 0;                  // states compared with their recorded hash, up to the first that differs
    std::optional<size_t> first_differs;  // the first action whose state's hash is not the recorded one
    uint64_t hash = 0;                    // that state's hash; else the last state's
  };
  // Every pushed state compared (the waiting ones hashed here); the worker stops. Call once.
  Result finish();

  static constexpr size_t kBatch = 16;      // states handed to the worker at a time
  static constexpr size_t kMaxQueued = 64;  // states waiting at most

 private:
  using Batch = std::vector<std::unique_ptr<Job>>;
  void run();
  // Hashes jobs `first`, `first` + 1, ... and records what differs; with mutex_ not held.
  void compare(const Batch& jobs, size_t first);
  // Takes every waiting state (mutex_ held): its first index.
  size_t take(Batch& into);

  const std::vector<uint64_t>& recorded_;
  std::mutex mutex_;
  std::condition_variable ready_;  // a batch is waiting, or finish() was called
  Batch queue_;
  size_t taken_ = 0;  // states taken from the queue so far: the index of the first waiting one
  bool closing_ = false;
  bool worker_waiting_ = false;
  std::atomic<bool> differs_{false};
  // Under mutex_: the first state that differs, with its hash, and the last state's hash.
  std::optional<size_t> first_differs_;
  uint64_t differs_hash_ = 0;
  size_t last_index_ = 0;
  uint64_t last_hash_ = 0;
  std::thread worker_;
};

}  // namespace sb::engine
