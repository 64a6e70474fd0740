#pragma once
// Strict YAML reading: every field asked for by name, with its type and range; whatever was not
// asked for is an unknown key. Errors carry file:line:col (yaml-cpp marks are 0-based; we add 1;
// a missing key reports its parent map's mark). Nothing here throws.
//
//   ReadContext ctx{"content/mk/tables.yaml", errors};
//   MapReader row(node, "exploration[3]", ctx);
//   int roll = row.integer("roll", 2, 12);
//   std::string result = row.one_of("result", {"village", "city", "nothing"});
//   row.finish();  // reports unknown keys
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/content/errors.h"

namespace sb::engine {

struct LoadLimits {
  size_t max_file_bytes = 4u << 20;  // 4 MiB
  size_t max_nodes = 500000;         // counted with aliases expanded: refuses alias bombs
  int max_depth = 64;
};

// Field path (as MapReader names fields: "tiles[3].settlement") → the default an optional field
// took because it was absent. Lets a reader of written YAML tell "left out because it is the
// default" from "no such field" (`seasonboard script` expectations).
using DefaultsSeen = std::map<std::string, YAML::Node>;

struct ReadContext {
  std::string file;
  ErrorList* errors = nullptr;
  DefaultsSeen* defaults = nullptr;  // when set, MapReader's *_or record the defaults they used
  void error(const YAML::Node& at, const std::string& field, const std::string& message) const;
  void error_at(const YAML::Mark& mark, const std::string& field, const std::string& message) const;
};

// Parses text; checks size, node count (aliases expanded), nesting depth and duplicate keys.
// Returns nullopt (with errors added) when the document cannot be used.
std::optional<YAML::Node> parse_yaml(const std::string& text, const std::string& display_name,
                                     ErrorList& errors, const LoadLimits& limits = {});
// Reads and parses a file. `display_name` is what messages print (defaults to the path).
std::optional<YAML::Node> load_yaml_file(const std::filesystem::path& file, ErrorList& errors,
                                         const std::string& display_name = "",
                                         const LoadLimits& limits = {});

// Reads `root / relative` as a file of the content tree at `root`: refused, with the path shown
// and the reason, when it resolves outside root (links followed; content_file_problem in paths.h).
std::optional<YAML::Node> load_content_file(const std::filesystem::path& root, const std::filesystem::path& relative,
                                            ErrorList& errors, const std::string& display_name = "",
                                            const LoadLimits& limits = {});

// "field" + "." + "key", or "key" when field is empty; index: "field[3]".
std::string join_field(const std::string& field, const std::string& key);
std::string index_field(const std::string& field, size_t index);

// What a dotted path ("tiles.3.settlement": map keys and list indices) names in `root`, or why it
// names nothing (a missing key, with the keys there are; an index out of range; a step past a
// scalar). Never throws, never inserts. A key the writer left out because it holds its default
// (`defaults`, recorded while a reader read the same YAML) names that default.
struct PathValue {
  YAML::Node node;    // meaningful when error is empty
  std::string error;  // else what is there instead
};
PathValue yaml_at_path(const YAML::Node& root, const std::string& path, const DefaultsSeen& defaults = {});

class MapReader {
 public:
  MapReader(const YAML::Node& node, std::string field, const ReadContext& ctx);
  bool valid() const { return valid_; }
  const YAML::Node& node() const { return node_; }
  const std::string& field() const { return field_; }
  const ReadContext& context() const { return ctx_; }
  bool has(const std::string& key) const;

  // Required fields: a missing or wrong one adds an error and returns the fallback.
  int64_t integer(const std::string& key, int64_t lo, int64_t hi, int64_t fallback = 0);
  double number(const std::string& key, double lo, double hi, double fallback = 0);
  std::string string(const std::string& key, const std::string& fallback = "");
  bool boolean(const std::string& key, bool fallback = false);
  std::string one_of(const std::string& key, std::initializer_list<const char*> allowed,
                     const std::string& fallback = "");
  std::string one_of(const std::string& key, const std::vector<std::string>& allowed,
                     const std::string& fallback = "");
  std::vector<std::string> string_list(const std::string& key);
  std::vector<int64_t> integer_list(const std::string& key, int64_t lo, int64_t hi);
  // A required child node (any kind); an undefined node when missing (error added).
  YAML::Node child(const std::string& key);

  // Optional fields: absent → default, present but wrong → error + default.
  int64_t integer_or(const std::string& key, int64_t lo, int64_t hi, int64_t fallback);
  double number_or(const std::string& key, double lo, double hi, double fallback);
  std::string string_or(const std::string& key, const std::string& fallback);
  bool boolean_or(const std::string& key, bool fallback);
  std::string one_of_or(const std::string& key, std::initializer_list<const char*> allowed,
                        const std::string& fallback);
  std::vector<std::string> string_list_or(const std::string& key, std::vector<std::string> fallback = {});
  std::vector<int64_t> integer_list_or(const std::string& key, int64_t lo, int64_t hi,
                                       std::vector<int64_t> fallback = {});
  YAML::Node child_or_null(const std::string& key);  // marks the key as known

  // Errors for every key never asked for.
  void finish();
  // Adds an error at this map (or at a key's value when the key is present).
  void error(const std::string& key, const std::string& message) const;

 private:
  YAML::Node lookup(const std::string& key, bool required);
  template <class T>
  T absent(const std::string& key, T fallback);  // an optional key left out: its default
  YAML::Node node_;
  std::string field_;
  const ReadContext& ctx_;
  bool valid_ = false;
  std::set<std::string> asked_;
};

// Scalar conversions that report instead of throwing.
std::optional<int64_t> read_int(const YAML::Node& node, const std::string& field, const ReadContext& ctx,
                                int64_t lo, int64_t hi);
std::optional<std::string> read_string(const YAML::Node& node, const std::string& field,
                                       const ReadContext& ctx);
std::optional<bool> read_bool(const YAML::Node& node, const std::string& field, const ReadContext& ctx);
// A sequence node, or an error (and an empty result).
std::vector<YAML::Node> read_sequence(const YAML::Node& node, const std::string& field, const ReadContext& ctx);

// Stable 64-bit FNV-1a.
uint64_t fnv1a64(const std::string& bytes, uint64_t seed = 14695981039346656037ULL);
// Hash of a node's structure and scalar text (key order included; styles and tags ignored): the
// same tree gives the same hash on every platform.
uint64_t hash_yaml(const YAML::Node& node);
// Emits a node as block YAML text ending with a newline.
std::string dump_yaml(const YAML::Node& node);
// Emits a node on one line (flow style) — journal lines.
std::string dump_yaml_flow(const YAML::Node& node);

}  // namespace sb::engine
