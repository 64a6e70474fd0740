// Issue 30 / 28: a long game's save and journal are read without yaml-cpp's scanner where a checksum
// vouches for the writer's own lines, to the very same nodes (tests/bench/perf.sh measures how much
// faster); anything else still goes through yaml-cpp and is named by line and column.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "app/temp_dir.h"
#include "engine/content/yaml_reader.h"
#include "engine/save/autosave.h"
#include "engine/save/save_file.h"
#include "engine/save/save_text.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

using namespace sb;

namespace {

// A save of `copies` × the actions of the format-3 Tiny Harvest save (its hashes are not a game's:
// reading does not replay), with every kind of scalar the writer makes among them.
engine::SaveData long_save(int copies) {
  engine::ErrorList errors;
  auto base = engine::load_save_file_exact("tests/app/saves/format-3/tiny.save", errors);
  REQUIRE_MESSAGE(base, errors.format_all());
  engine::SaveData save = *base;
  save.actions.clear();
  save.hashes.clear();
  for (int c = 0; c < copies; ++c)
    for (size_t i = 0; i < base->actions.size(); ++i) {
      save.actions.push_back(YAML::Clone(base->actions[i]));  // one node written twice is an alias
      save.hashes.push_back(base->hashes[i] + static_cast<uint64_t>(c));
    }
  // Quoted and empty strings, a list, a nested map, negative numbers and a word with a slash.
  save.actions.push_back(YAML::Load("{do: say, text: \"two words\", empty: \"\", at: [-3, 2], more: {a: b/c, n: -1.5}}"));
  save.hashes.push_back(0x0123456789abcdefULL);
  return save;
}

// Every node's kind, tag, style and value.
std::string shape(const YAML::Node& node) {
  std::ostringstream out;
  out << static_cast<int>(node.Type()) << node.Tag() << static_cast<int>(node.Style());
  if (node.IsScalar()) out << '=' << node.Scalar();
  if (node.IsSequence())
    for (const auto& item : node) out << '[' << shape(item) << ']';
  if (node.IsMap())
    for (const auto& item : node) out << '{' << shape(item.first) << ':' << shape(item.second) << '}';
  return out.str();
}

void same_reading(const engine::SaveData& a, const engine::SaveData& b) {
  REQUIRE(a.actions.size() == b.actions.size());
  CHECK(a.hashes == b.hashes);
  CHECK(a.action_lines == b.action_lines);
  CHECK(a.integrity == b.integrity);
  CHECK(a.state_hash == b.state_hash);
  CHECK(engine::dump_yaml_flow(a.setup) == engine::dump_yaml_flow(b.setup));
  CHECK(engine::dump_yaml_flow(a.snapshot) == engine::dump_yaml_flow(b.snapshot));
  for (size_t i = 0; i < a.actions.size(); ++i) CHECK(shape(a.actions[i]) == shape(b.actions[i]));
}

}  // namespace

// (How much faster is the benchmark's to say, not a test's: tests/bench/perf.sh.)
TEST_CASE("a long save reads to the same nodes as yaml-cpp makes") {
  const std::string text = engine::save_to_text(long_save(300));
  engine::ErrorList errors;
  auto lean = engine::save_from_text(text, "long.save", errors);
  auto exact = engine::save_from_text_exact(text, "long.save", errors);
  REQUIRE_MESSAGE(lean, errors.format_all());
  REQUIRE(exact);
  CHECK(lean->integrity == engine::Integrity::intact);
  same_reading(*lean, *exact);
}

TEST_CASE("a long journal reads to the same nodes as yaml-cpp makes") {
  test::TempDir dir("lean-journal");
  const engine::SaveData save = long_save(300);
  dir.write("long.journal", engine::journal_to_text(save));
  engine::ErrorList errors;
  engine::JournalRead lean = engine::read_journal_lines(dir / "long.journal", errors);
  engine::JournalRead exact = engine::read_journal_lines_exact(dir / "long.journal", errors);
  REQUIRE(lean.data);
  REQUIRE(exact.data);
  CHECK(errors.empty());
  same_reading(*lean.data, *exact.data);
}

TEST_CASE("a save no checksum vouches for, or of another shape, is read by yaml-cpp, its problems by line and column") {
  engine::SaveData save = long_save(1);
  std::string text = engine::save_to_text(save);
  // Hand-edited (the checksum line dropped): read as yaml-cpp reads it, positions and all.
  std::string edited = text.substr(text.find('\n') + 1);
  engine::ErrorList errors;
  auto lean = engine::save_from_text(edited, "edited.save", errors);
  auto exact = engine::save_from_text_exact(edited, "edited.save", errors);
  REQUIRE(lean);
  REQUIRE(exact);
  same_reading(*lean, *exact);
  CHECK(lean->actions.front().Mark().line + 1 == lean->action_lines.front());
  // A damaged action line (its checksum differs): yaml-cpp names the place.
  std::string damaged = text;
  damaged.replace(damaged.find("{do: plant"), 10, "{do: [plant");
  errors = engine::ErrorList();
  CHECK_FALSE(engine::save_from_text(damaged, "damaged.save", errors));
  CHECK(errors.format_all().find("damaged.save:") != std::string::npos);
  CHECK(errors.items().front().line > 1);
  CHECK(errors.items().front().column > 0);
}

TEST_CASE("replay of an intact save whose action the content refuses names it by line and column") {
  test::TempDir dir("lean-refused");
  engine::ErrorList errors;
  auto base = engine::load_save_file_exact("tests/app/saves/format-3/tiny.save", errors);
  REQUIRE(base);
  engine::SaveData save = *base;
  save.actions[1] = YAML::Load("{do: fly, seat: 0}");
  dir.write("refused.save", engine::save_to_text(save));
  std::ostringstream out, err;
  std::istringstream in;
  const std::string file = (dir / "refused.save").string();
  CHECK(app::run_cli({"replay", file}, out, err, in) == app::kExitProblem);
  // The line of the second journal entry, and a column on it.
  std::istringstream lines(dir.read("refused.save"));
  int line = 0, at = 0;
  for (std::string l; std::getline(lines, l);) {
    ++line;
    if (l.find("do: fly") != std::string::npos) at = line;
  }
  REQUIRE(at > 0);
  CHECK_MESSAGE(err.str().find(file + ":" + std::to_string(at) + ":") != std::string::npos, err.str());
}

namespace {
// Every node's line and column.
std::string marks(const YAML::Node& node) {
  std::ostringstream out;
  out << node.Mark().line << ':' << node.Mark().column;
  if (node.IsSequence())
    for (const auto& item : node) out << '[' << marks(item) << ']';
  if (node.IsMap())
    for (const auto& item : node) out << '{' << marks(item.first) << ':' << marks(item.second) << '}';
  return out.str();
}
std::string with_checksum(const std::string& body) {
  char digits[17];
  std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(engine::fnv1a64(body)));
  return std::string("# Seasonboard save (checksum ") + digits + ")\n" + body;
}
}  // namespace

TEST_CASE("a save's snapshot, parsed apart from the rest, has yaml-cpp's nodes at yaml-cpp's lines and columns") {
  const std::string text = engine::save_to_text(long_save(300));
  engine::ErrorList errors;
  auto lean = engine::save_from_text(text, "long.save", errors);
  auto exact = engine::save_from_text_exact(text, "long.save", errors);
  REQUIRE_MESSAGE(lean, errors.format_all());
  REQUIRE(exact);
  REQUIRE(exact->snapshot.IsMap());
  CHECK(shape(lean->snapshot) == shape(exact->snapshot));
  CHECK(marks(lean->snapshot) == marks(exact->snapshot));
  CHECK(marks(lean->setup) == marks(exact->setup));
  // A key after the snapshot (not the writer's shape): the file is read as one, its problem named
  // as the exact reading names it.
  const std::string body = text.substr(text.find('\n') + 1) + "extra: 1\n";
  engine::ErrorList lean_errors, exact_errors;
  CHECK_FALSE(engine::save_from_text(with_checksum(body), "extra.save", lean_errors));
  CHECK_FALSE(engine::save_from_text_exact(with_checksum(body), "extra.save", exact_errors));
  CHECK(lean_errors.format_all().find("extra.save:") != std::string::npos);
  CHECK(lean_errors.format_all() == exact_errors.format_all());
}
