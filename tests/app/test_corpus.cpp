// The broken-content corpus (tests/content_corpus/README.md): each case overlays broken files on
// a copy of a title's shipped content; loading must report exactly the messages in expected.txt.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "app/temp_dir.h"
#include "game/app/cli/titles.h"

using namespace sb;

namespace {

std::string read(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// What loading `case_dir` over `title_folder`'s shipped content reports, with the copy's path
// written as <content>.
std::string load_case(const std::string& title_folder, const std::filesystem::path& case_dir) {
  test::TempDir dir("corpus");
  const std::filesystem::path copy = dir / title_folder;
  std::filesystem::copy(std::filesystem::path("content") / title_folder, copy, std::filesystem::copy_options::recursive);
  for (const auto& entry : std::filesystem::recursive_directory_iterator(case_dir)) {
    if (!entry.is_regular_file() || entry.path().filename() == "expected.txt") continue;
    const auto target = copy / entry.path().lexically_relative(case_dir);
    std::filesystem::create_directories(target.parent_path());
    std::filesystem::copy_file(entry.path(), target, std::filesystem::copy_options::overwrite_existing);
  }
  const app::TitleInfo* info = nullptr;
  for (const char* id : {"tiny", "mighty-kingdoms", "six-winters"}) {
    const app::TitleInfo* candidate = app::find_title(id);
    if (candidate && candidate->make()->content_dir() == title_folder) info = candidate;
  }
  REQUIRE_MESSAGE(info, "no title uses content/" << title_folder);
  auto title = info->make();
  engine::ErrorList errors;
  CHECK_FALSE(title->load_content(copy, errors));
  std::string text = errors.format_all();
  const std::string prefix = copy.string();
  for (size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at))
    text.replace(at, prefix.size(), "<content>");
  return text;
}

}  // namespace

TEST_CASE("every broken-content case reports exactly its expected messages") {
  const std::filesystem::path corpus = "tests/content_corpus";
  int cases = 0;
  for (const auto& title_dir : std::filesystem::directory_iterator(corpus)) {
    if (!title_dir.is_directory()) continue;
    for (const auto& case_dir : std::filesystem::directory_iterator(title_dir.path())) {
      if (!case_dir.is_directory()) continue;
      const std::string name = title_dir.path().filename().string() + "/" + case_dir.path().filename().string();
      INFO("case " << name);
      const std::string got = load_case(title_dir.path().filename().string(), case_dir.path());
      const std::filesystem::path expected = case_dir.path() / "expected.txt";
      if (!std::filesystem::exists(expected)) {
        FAIL_CHECK("no expected.txt; loading reports:\n" << got);
        continue;
      }
      CHECK(got == read(expected));
      ++cases;
    }
  }
  CHECK(cases >= 10);
}
