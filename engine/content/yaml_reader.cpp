#include "engine/content/yaml_reader.h"

#include <fstream>
#include <sstream>

#include "engine/content/paths.h"

namespace sb::engine {

// [SECTION] context and limits

void ReadContext::error_at(const YAML::Mark& mark, const std::string& field, const std::string& message) const {
  if (!errors) return;
  int line = mark.is_null() ? 0 : mark.line + 1;
  int column = mark.is_null() ? 0 : mark.column + 1;
  errors->add(file, line, column, field, message);
}

void ReadContext::error(const YAML::Node& at, const std::string& field, const std::string& message) const {
  error_at(at.IsDefined() ? at.Mark() : YAML::Mark::null_mark(), field, message);
}

std::string join_field(const std::string& field, const std::string& key) {
  return field.empty() ? key : field + "." + key;
}
std::string index_field(const std::string& field, size_t index) {
  return field + "[" + std::to_string(index) + "]";
}

namespace {

// Walks the parsed tree once, with aliases expanded (an alias bomb shows as a huge count, and we
// stop counting at the cap), and reports duplicate keys, which yaml-cpp keeps silently.
struct TreeCheck {
  const LoadLimits& limits;
  const ReadContext& ctx;
  size_t nodes = 0;
  bool over = false;

  void walk(const YAML::Node& node, int depth, const std::string& field) {
    if (over) return;
    if (++nodes > limits.max_nodes) {
      ctx.error(node, field, "document too large: more than " + std::to_string(limits.max_nodes) +
                                 " nodes (aliases expanded)");
      over = true;
      return;
    }
    if (depth > limits.max_depth) {
      ctx.error(node, field, "nested deeper than " + std::to_string(limits.max_depth) + " levels");
      over = true;
      return;
    }
    if (node.IsSequence()) {
      size_t i = 0;
      for (const auto& child : node) walk(child, depth + 1, index_field(field, i++));
    } else if (node.IsMap()) {
      std::set<std::string> seen;
      for (const auto& pair : node) {
        std::string key = pair.first.IsScalar() ? pair.first.Scalar() : std::string();
        if (!pair.first.IsScalar()) {
          ctx.error(pair.first, field, "map keys must be plain words");
        } else if (!seen.insert(key).second) {
          ctx.error(pair.first, join_field(field, key), "duplicate key");
        }
        walk(pair.second, depth + 1, join_field(field, key));
        if (over) return;
      }
    }
  }
};

}  // namespace

std::optional<YAML::Node> parse_yaml(const std::string& text, const std::string& display_name,
                                     ErrorList& errors, const LoadLimits& limits) {
  ReadContext ctx{display_name, &errors};
  if (text.size() > limits.max_file_bytes) {
    errors.add(display_name, 0, 0, "", "file too large (" + std::to_string(text.size()) + " bytes; the limit is " +
                                           std::to_string(limits.max_file_bytes) + ")");
    return std::nullopt;
  }
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    ctx.error_at(e.mark, "", e.msg);
    return std::nullopt;
  } catch (const std::exception& e) {
    errors.add(display_name, 0, 0, "", std::string("cannot parse: ") + e.what());
    return std::nullopt;
  }
  size_t before = errors.size();
  TreeCheck check{limits, ctx};
  check.walk(root, 0, "");
  if (check.over || errors.size() != before) return std::nullopt;
  return root;
}

std::optional<YAML::Node> load_yaml_file(const std::filesystem::path& file, ErrorList& errors,
                                         const std::string& display_name, const LoadLimits& limits) {
  std::string shown = display_name.empty() ? file.string() : display_name;
  std::error_code ec;
  auto size = std::filesystem::file_size(file, ec);
  if (ec) {
    errors.add(shown, 0, 0, "", "cannot read: " + ec.message());
    return std::nullopt;
  }
  if (size > limits.max_file_bytes) {
    errors.add(shown, 0, 0, "", "file too large (" + std::to_string(size) + " bytes; the limit is " +
                                    std::to_string(limits.max_file_bytes) + ")");
    return std::nullopt;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    errors.add(shown, 0, 0, "", "cannot open");
    return std::nullopt;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return parse_yaml(buffer.str(), shown, errors, limits);
}

std::optional<YAML::Node> load_content_file(const std::filesystem::path& root, const std::filesystem::path& relative,
                                            ErrorList& errors, const std::string& display_name,
                                            const LoadLimits& limits) {
  const std::filesystem::path file = root / relative;
  std::string shown = display_name.empty() ? file.string() : display_name;
  if (std::string problem = content_file_problem(root, file); !problem.empty()) {
    errors.add(shown, 0, 0, "", "refused: " + problem);
    return std::nullopt;
  }
  return load_yaml_file(file, errors, shown, limits);
}

// [SECTION] scalars

namespace {
const char* kind_name(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map: return "a map";
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Null: return "nothing";
    case YAML::NodeType::Scalar: return "a value";
    default: return "nothing";
  }
}
}  // namespace

std::optional<int64_t> read_int(const YAML::Node& node, const std::string& field, const ReadContext& ctx,
                                int64_t lo, int64_t hi) {
  if (!node.IsDefined()) return std::nullopt;  // a missing key was reported where it was asked for
  std::string range = std::to_string(lo) + ".." + std::to_string(hi);
  if (!node.IsScalar()) {
    ctx.error(node, field, std::string("expected an integer ") + range + ", found " + kind_name(node));
    return std::nullopt;
  }
  const std::string& text = node.Scalar();
  size_t used = 0;
  long long value = 0;
  try {
    value = std::stoll(text, &used, 10);
  } catch (...) {
    used = 0;
  }
  if (used == 0 || used != text.size()) {
    ctx.error(node, field, "expected an integer " + range + ", found '" + text + "'");
    return std::nullopt;
  }
  if (value < lo || value > hi) {
    ctx.error(node, field, "expected an integer " + range + ", found " + text);
    return std::nullopt;
  }
  return value;
}

std::optional<std::string> read_string(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
  if (!node.IsDefined()) return std::nullopt;  // a missing key was reported where it was asked for
  if (!node.IsScalar()) {
    ctx.error(node, field, std::string("expected text, found ") + kind_name(node));
    return std::nullopt;
  }
  return node.Scalar();
}

std::optional<bool> read_bool(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
  if (!node.IsDefined()) return std::nullopt;  // a missing key was reported where it was asked for
  if (node.IsScalar()) {
    const std::string& t = node.Scalar();
    if (t == "true" || t == "yes" || t == "on") return true;
    if (t == "false" || t == "no" || t == "off") return false;
  }
  ctx.error(node, field, std::string("expected true or false, found ") +
                             (node.IsScalar() ? "'" + node.Scalar() + "'" : kind_name(node)));
  return std::nullopt;
}

std::vector<YAML::Node> read_sequence(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
  std::vector<YAML::Node> out;
  if (!node.IsDefined()) return out;
  if (!node.IsSequence()) {
    ctx.error(node, field, std::string("expected a list, found ") + kind_name(node));
    return out;
  }
  for (const auto& child : node) out.push_back(child);
  return out;
}

// [SECTION] MapReader

MapReader::MapReader(const YAML::Node& node, std::string field, const ReadContext& ctx)
    : node_(node), field_(std::move(field)), ctx_(ctx) {
  valid_ = node.IsMap();
  // An undefined node is a missing key, already reported where it was asked for.
  if (!valid_ && node.IsDefined()) ctx_.error(node, field_, std::string("expected a map, found ") + kind_name(node));
}

namespace {

// A map's value at `key` (an undefined node when it has none), found by walking its pairs: yaml-cpp's
// const operator[] builds a string stream for every absent key, and its non-const one adds a pair
// to the map (both were most of reading a save's actions, whose maps leave most keys out).
YAML::Node value_at(const YAML::Node& map, const std::string& key) {
  for (const auto& pair : map)
    if (pair.first.IsScalar() && pair.first.Scalar() == key) return pair.second;
  return YAML::Node(YAML::NodeType::Undefined);
}

}  // namespace

bool MapReader::has(const std::string& key) const { return valid_ && value_at(node_, key).IsDefined(); }

YAML::Node MapReader::lookup(const std::string& key, bool required) {
  asked_.insert(key);
  if (!valid_) return YAML::Node(YAML::NodeType::Undefined);
  YAML::Node value = value_at(node_, key);
  if (!value.IsDefined() && required) ctx_.error(node_, join_field(field_, key), "missing required field");
  return value;
}

void MapReader::error(const std::string& key, const std::string& message) const {
  if (const YAML::Node value = valid_ ? value_at(node_, key) : YAML::Node(); valid_ && value.IsDefined()) {
    ctx_.error(value, join_field(field_, key), message);
  } else {
    ctx_.error(node_, key.empty() ? field_ : join_field(field_, key), message);
  }
}

int64_t MapReader::integer(const std::string& key, int64_t lo, int64_t hi, int64_t fallback) {
  YAML::Node v = lookup(key, true);
  if (!v.IsDefined()) return fallback;
  return read_int(v, join_field(field_, key), ctx_, lo, hi).value_or(fallback);
}

double MapReader::number(const std::string& key, double lo, double hi, double fallback) {
  YAML::Node v = lookup(key, true);
  if (!v.IsDefined()) return fallback;
  std::string f = join_field(field_, key);
  if (v.IsScalar()) {
    size_t used = 0;
    double value = 0;
    try {
      value = std::stod(v.Scalar(), &used);
    } catch (...) {
      used = 0;
    }
    if (used != 0 && used == v.Scalar().size() && value >= lo && value <= hi) return value;
  }
  ctx_.error(v, f, "expected a number " + std::to_string(lo) + ".." + std::to_string(hi));
  return fallback;
}

std::string MapReader::string(const std::string& key, const std::string& fallback) {
  YAML::Node v = lookup(key, true);
  if (!v.IsDefined()) return fallback;
  return read_string(v, join_field(field_, key), ctx_).value_or(fallback);
}

bool MapReader::boolean(const std::string& key, bool fallback) {
  YAML::Node v = lookup(key, true);
  if (!v.IsDefined()) return fallback;
  return read_bool(v, join_field(field_, key), ctx_).value_or(fallback);
}

std::string MapReader::one_of(const std::string& key, const std::vector<std::string>& allowed,
                              const std::string& fallback) {
  YAML::Node v = lookup(key, true);
  if (!v.IsDefined()) return fallback;
  auto text = read_string(v, join_field(field_, key), ctx_);
  if (!text) return fallback;
  for (const std::string& a : allowed)
    if (a == *text) return *text;
  std::string list;
  for (const std::string& a : allowed) list += (list.empty() ? "" : ", ") + a;
  ctx_.error(v, join_field(field_, key), "expected one of " + list + "; found '" + *text + "'");
  return fallback;
}

std::string MapReader::one_of(const std::string& key, std::initializer_list<const char*> allowed,
                              const std::string& fallback) {
  return one_of(key, std::vector<std::string>(allowed.begin(), allowed.end()), fallback);
}

std::vector<std::string> MapReader::string_list(const std::string& key) {
  YAML::Node v = lookup(key, true);
  std::vector<std::string> out;
  if (!v.IsDefined()) return out;
  std::string f = join_field(field_, key);
  size_t i = 0;
  for (const YAML::Node& item : read_sequence(v, f, ctx_)) {
    if (auto s = read_string(item, index_field(f, i), ctx_)) out.push_back(*s);
    ++i;
  }
  return out;
}

std::vector<int64_t> MapReader::integer_list(const std::string& key, int64_t lo, int64_t hi) {
  YAML::Node v = lookup(key, true);
  std::vector<int64_t> out;
  if (!v.IsDefined()) return out;
  std::string f = join_field(field_, key);
  size_t i = 0;
  for (const YAML::Node& item : read_sequence(v, f, ctx_)) {
    if (auto n = read_int(item, index_field(f, i), ctx_, lo, hi)) out.push_back(*n);
    ++i;
  }
  return out;
}

YAML::Node MapReader::child(const std::string& key) { return lookup(key, true); }

template <class T>
T MapReader::absent(const std::string& key, T fallback) {
  asked_.insert(key);
  if (ctx_.defaults) {
    YAML::Node value;
    value = fallback;
    (*ctx_.defaults)[join_field(field_, key)] = value;
  }
  return fallback;
}

int64_t MapReader::integer_or(const std::string& key, int64_t lo, int64_t hi, int64_t fallback) {
  return has(key) ? integer(key, lo, hi, fallback) : absent(key, fallback);
}
double MapReader::number_or(const std::string& key, double lo, double hi, double fallback) {
  return has(key) ? number(key, lo, hi, fallback) : absent(key, fallback);
}
std::string MapReader::string_or(const std::string& key, const std::string& fallback) {
  return has(key) ? string(key, fallback) : absent(key, fallback);
}
bool MapReader::boolean_or(const std::string& key, bool fallback) {
  return has(key) ? boolean(key, fallback) : absent(key, fallback);
}
std::string MapReader::one_of_or(const std::string& key, std::initializer_list<const char*> allowed,
                                 const std::string& fallback) {
  return has(key) ? one_of(key, allowed, fallback) : absent(key, fallback);
}
std::vector<std::string> MapReader::string_list_or(const std::string& key, std::vector<std::string> fallback) {
  return has(key) ? string_list(key) : absent(key, std::move(fallback));
}
std::vector<int64_t> MapReader::integer_list_or(const std::string& key, int64_t lo, int64_t hi,
                                                std::vector<int64_t> fallback) {
  return has(key) ? integer_list(key, lo, hi) : absent(key, std::move(fallback));
}
YAML::Node MapReader::child_or_null(const std::string& key) { return lookup(key, false); }

void MapReader::finish() {
  if (!valid_) return;
  for (const auto& pair : node_) {
    if (!pair.first.IsScalar()) continue;
    const std::string& key = pair.first.Scalar();
    if (asked_.count(key) == 0) {
      std::string known;
      for (const std::string& k : asked_) known += (known.empty() ? "" : ", ") + k;
      ctx_.error(pair.first, join_field(field_, key), "unknown key (known keys: " + known + ")");
    }
  }
}

// [SECTION] hashing and emitting

uint64_t fnv1a64(const std::string& bytes, uint64_t seed) {
  uint64_t hash = seed;
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= 1099511628211ULL;
  }
  return hash;
}

std::string dump_yaml(const YAML::Node& node) {
  YAML::Emitter out;
  out << node;
  std::string text = out.c_str();
  if (text.empty() || text.back() != '\n') text += '\n';
  return text;
}

std::string dump_yaml_flow(const YAML::Node& node) {
  YAML::Emitter out;
  out.SetMapFormat(YAML::Flow);
  out.SetSeqFormat(YAML::Flow);
  out << node;
  std::string text = out.c_str();
  // A journal line must be one line: flow style keeps scalars inline, but a scalar containing a
  // newline would break it, so those are escaped by the emitter's double-quoting.
  return text;
}

namespace {
// FNV-1a over a tagged walk of the tree: each node adds its kind, each scalar its length and bytes,
// each sequence and map its size, so [1, 2], "1 2" and {1: 2} all differ. No text is emitted, which
// makes this several times cheaper than hashing dump_yaml() (saves hash the state after every action).
void mix_byte(uint64_t& hash, unsigned char c) {
  hash ^= c;
  hash *= 1099511628211ULL;
}
void mix_size(uint64_t& hash, size_t n) {
  for (int i = 0; i < 8; ++i) mix_byte(hash, static_cast<unsigned char>((n >> (8 * i)) & 0xff));
}
void mix_node(uint64_t& hash, const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Scalar: {
      const std::string& text = node.Scalar();
      mix_byte(hash, 's');
      mix_size(hash, text.size());
      for (unsigned char c : text) mix_byte(hash, c);
      return;
    }
    case YAML::NodeType::Sequence:
      mix_byte(hash, 'q');
      mix_size(hash, node.size());
      for (const auto& item : node) mix_node(hash, item);
      return;
    case YAML::NodeType::Map:
      mix_byte(hash, 'm');
      mix_size(hash, node.size());
      for (const auto& entry : node) {
        mix_node(hash, entry.first);
        mix_node(hash, entry.second);
      }
      return;
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
      mix_byte(hash, 'n');
      return;
  }
}
}  // namespace

uint64_t hash_yaml(const YAML::Node& node) {
  uint64_t hash = 14695981039346656037ULL;
  mix_node(hash, node);
  return hash;
}

PathValue yaml_at_path(const YAML::Node& root, const std::string& path, const engine::DefaultsSeen& defaults) {
  YAML::Node node;
  node.reset(root);
  std::string field;  // as the reader names it: tiles[3].settlement
  std::string walked;  // as the scenario writes it: tiles.3.settlement
  size_t start = 0;
  for (;;) {
    const size_t dot = path.find('.', start);
    const std::string part = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    const std::string here = walked.empty() ? "the state" : walked;
    if (part.empty()) return {{}, "an empty step in the path"};
    if (node.IsSequence()) {
      size_t used = 0;
      long index = -1;
      try {
        index = std::stol(part, &used);
      } catch (...) {
        used = 0;
      }
      if (used != part.size() || index < 0)
        return {{}, here + " is a list; '" + part + "' is not an index (0, 1, ...)"};
      if (static_cast<size_t>(index) >= node.size())
        return {{}, here + " has " + std::to_string(node.size()) + " entries; index " + part + " is out of range"};
      const YAML::Node& parent = node;  // const: reading must never insert
      YAML::Node child = parent[static_cast<size_t>(index)];
      node.reset(child);
      field = index_field(field, static_cast<size_t>(index));
    } else if (node.IsMap()) {
      YAML::Node found;
      bool have = false;
      std::string keys;
      for (const auto& pair : node) {
        if (!pair.first.IsScalar()) continue;
        if (pair.first.Scalar() == part) {
          found.reset(pair.second);
          have = true;
        }
        keys += (keys.empty() ? "" : ", ") + pair.first.Scalar();
      }
      field = join_field(field, part);
      if (!have) {
        auto d = defaults.find(field);
        if (d == defaults.end()) return {{}, here + " has no '" + part + "' (it has: " + keys + ")"};
        found.reset(d->second);
      }
      node.reset(found);
    } else {
      return {{}, here + " is " + (node.IsScalar() ? "the value " + node.Scalar() : std::string("empty")) +
                      "; it has no '" + part + "'"};
    }
    walked += (walked.empty() ? "" : ".") + part;
    if (dot == std::string::npos) return {node, ""};
    start = dot + 1;
  }
}

}  // namespace sb::engine
