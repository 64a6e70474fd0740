#pragma once
// Hot reload's first half: watch a title's content folder, and when files change load a fresh,
// validated copy (the running one stays in use until the caller swaps). A change that fails to
// load — often an editor's half-written file — is retried on the next few polls before waiting
// for the next change, so the designer sees the fixed state without touching anything.
#include <filesystem>
#include <functional>
#include <memory>

#include "engine/content/file_watcher.h"
#include "engine/save/any_match.h"

namespace sb::engine {

class ContentReloader {
 public:
  enum class Kind { kNothing, kReloaded, kFailed };
  struct Outcome {
    Kind kind = Kind::kNothing;
    ErrorList errors;                    // kFailed: every error, file:line:col
    std::unique_ptr<AnyTitle> title;     // kReloaded: the new content, loaded and validated
    std::vector<std::filesystem::path> changed;
  };

  ContentReloader(std::function<std::unique_ptr<AnyTitle>()> make_title, std::filesystem::path dir,
                  int retries_after_failure = 4);
  // Call about every 0.5 s.
  Outcome poll();
  const std::filesystem::path& dir() const { return watcher_.root(); }

 private:
  std::function<std::unique_ptr<AnyTitle>()> make_title_;
  FileWatcher watcher_;
  int retries_after_failure_;
  int retries_left_ = 0;
  std::vector<std::filesystem::path> pending_;
};

}  // namespace sb::engine
