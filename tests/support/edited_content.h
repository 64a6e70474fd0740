#pragma once
// A title's shipped content copied to a fresh temp folder with text edits in one file: how the
// content-error tests make the typos a designer makes. The folder goes when the object does.
//
//   sb::test::EditedContent broken("winter_quarters", "map.yaml", {{"adjacent: [a]", "adjacent: [b]"}});
//   auto c = load_content(broken.path(), errors);
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/platform.h"

namespace sb::test {

class EditedContent {
 public:
  EditedContent(const std::string& title_folder, const std::string& file,
                const std::vector<std::pair<std::string, std::string>>& edits) {
    namespace fs = std::filesystem;
    path_ = fs::temp_directory_path() / ("seasonboard-edited-" + title_folder + "-" + std::to_string(sb::engine::process_id()));
    fs::remove_all(path_);
    fs::copy(fs::path("content") / title_folder, path_, fs::copy_options::recursive);
    std::ifstream in(path_ / file);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (const auto& edit : edits) {  // (no structured binding: clang 14 cannot capture one in doctest's lambda)
      const std::string& from = edit.first;
      const std::string& to = edit.second;
      REQUIRE_MESSAGE(text.find(from) != std::string::npos, file << " has no '" << from << "' to edit");
      text.replace(text.find(from), from.size(), to);
    }
    std::ofstream(path_ / file) << text;
  }
  ~EditedContent() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  EditedContent(const EditedContent&) = delete;
  EditedContent& operator=(const EditedContent&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace sb::test
