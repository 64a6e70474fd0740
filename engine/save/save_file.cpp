#include "engine/save/save_file.h"

#include <cinttypes>
#include <cerrno>
#include <cstring>
#include <algorithm>
#include <future>
#include <sstream>
#include <string_view>
#include <system_error>
#include <unordered_map>

#include "engine/content/core_yaml.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/platform.h"
#include "engine/save/atomic_file.h"
#include "engine/save/save_text.h"

namespace sb::engine {

std::string hash_text(uint64_t hash) { return hex64_text(hash); }

namespace {

constexpr const char* kSaveBanner = "# Seasonboard save";
constexpr const char* kChecksumOpen = " (checksum ";
constexpr size_t kHexDigits = 16;
constexpr size_t kLineChecksumSize = 3 + kHexDigits;  // " # " and the digits

std::string checksum_digits(uint64_t value) {
  static const char* kDigits = "0123456789abcdef";
  std::string out(kHexDigits, '0');
  for (size_t i = 0; i < kHexDigits; ++i) out[kHexDigits - 1 - i] = kDigits[(value >> (4 * i)) & 0xf];
  return out;
}

std::optional<uint64_t> parse_digits(std::string_view text) {
  if (text.size() != kHexDigits) return std::nullopt;
  uint64_t value = 0;
  for (char c : text) {
    int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (digit < 0) return std::nullopt;
    value = (value << 4) | static_cast<uint64_t>(digit);
  }
  return value;
}

std::string with_line_checksum(const std::string& line) { return line + " # " + checksum_digits(fnv1a64(line)); }

// A journal line's own checksum: none (an earlier build's line), ok, or differs.
enum class LineSum { none, ok, differs };
LineSum split_line_checksum(const std::string& line, std::string& payload) {
  payload = line;
  if (line.size() < kLineChecksumSize || line.compare(line.size() - kLineChecksumSize, 3, " # ") != 0)
    return LineSum::none;
  auto sum = parse_digits(std::string_view(line).substr(line.size() - kHexDigits));
  if (!sum) return LineSum::none;
  payload = line.substr(0, line.size() - kLineChecksumSize);
  return fnv1a64(payload) == *sum ? LineSum::ok : LineSum::differs;
}

// The save's first line against the bytes after it.
void check_save_checksum(const std::string& text, SaveData& save) {
  const size_t end = text.find('\n');
  const std::string first = text.substr(0, end);
  if (first.rfind("#", 0) != 0 || first.find("checksum") == std::string::npos) return;  // an earlier build's save
  const std::string expected_start = std::string(kSaveBanner) + kChecksumOpen;
  std::optional<uint64_t> recorded;
  if (first.rfind(expected_start, 0) == 0 && first.size() == expected_start.size() + kHexDigits + 1 && first.back() == ')')
    recorded = parse_digits(std::string_view(first).substr(expected_start.size(), kHexDigits));
  const std::string rest = end == std::string::npos ? std::string() : text.substr(end + 1);
  if (!recorded)
    save.integrity_note = "line 1: the checksum line is damaged";
  else if (fnv1a64(rest) != *recorded)
    save.integrity_note = "the checksum on line 1 does not match the file's contents (the file changed after it was written)";
  save.integrity = save.integrity_note.empty() ? Integrity::intact : Integrity::damaged;
}


// [SECTION] lean reading
// A 1,500-action save spent most of its reading in yaml-cpp's scanner (regular expressions per
// character, a parser per journal line). The writer's own journal lines have one known shape, a
// flow map `{action: {...}, hash: 0x...}` of plain words, numbers and lists, so they are read here
// without the scanner, into the same YAML nodes. Only lines a checksum vouches for are read this
// way (their bytes are the writer's), and anything outside that shape (a quoted string with an
// escape, a null, a key seen twice, deep nesting) sends the whole file to yaml-cpp, which names
// every problem by line and column. The nodes carry no line and column of their own: a reader that
// refuses one of them is only told its line (action_lines); the exact readers (exact_read.h) give
// the column too.

// A plain word of a flow collection that yaml-cpp reads as a string: no indicator, no null.
bool plain_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
         c == '.' || c == '+' || c == '/';
}

class LeanFlow {
 public:
  LeanFlow(std::string_view text, bool build) : s_(text), build_(build) {}
  size_t pos = 0;
  size_t nodes = 0;
  static constexpr int kMaxDepth = 32;

  bool at(char c) const { return pos < s_.size() && s_[pos] == c; }
  bool eat(std::string_view word) {
    if (s_.substr(pos, word.size()) != word) return false;
    pos += word.size();
    return true;
  }
  void spaces() {
    while (at(' ')) ++pos;
  }
  bool done() const { return pos == s_.size(); }

  // A plain word; `spaced`: words with single spaces between them ("two words", as a value).
  std::optional<std::string_view> word(bool spaced = false) {
    const size_t start = pos;
    for (;;) {
      while (pos < s_.size() && plain_byte(s_[pos])) ++pos;
      if (!spaced || pos == start || pos + 1 >= s_.size() || s_[pos] != ' ' || !plain_byte(s_[pos + 1])) break;
      ++pos;
    }
    std::string_view w = s_.substr(start, pos - start);
    if (w.empty() || w == "-" || w == "null" || w == "Null" || w == "NULL") return std::nullopt;
    return w;
  }

  bool value(YAML::Node& out, int depth) {
    if (depth > kMaxDepth) return false;
    ++nodes;
    if (at('{')) return map(out, depth);
    if (at('[')) return sequence(out, depth);
    if (at('"')) {
      const size_t start = ++pos;
      while (pos < s_.size() && s_[pos] != '"') {
        const unsigned char c = static_cast<unsigned char>(s_[pos]);
        if (c == '\\' || c < 0x20) return false;
        ++pos;
      }
      if (!at('"')) return false;
      if (build_) {
        out = YAML::Node(std::string(s_.substr(start, pos - start)));
        out.SetTag("!");
      }
      ++pos;
      return true;
    }
    auto w = word(true);
    if (!w) return false;
    if (build_) {
      out = YAML::Node(std::string(*w));
      out.SetTag("?");
    }
    return true;
  }

 private:
  bool map(YAML::Node& out, int depth) {
    ++pos;  // {
    if (build_) {
      out = YAML::Node(YAML::NodeType::Map);
      out.SetStyle(YAML::EmitterStyle::Flow);
      out.SetTag("?");
    }
    std::vector<std::string_view> keys;
    spaces();
    if (at('}')) {
      ++pos;
      return true;
    }
    for (;;) {
      auto key = word();
      if (!key || !eat(": ")) return false;
      if (std::find(keys.begin(), keys.end(), *key) != keys.end()) return false;  // yaml-cpp's reader names it
      keys.push_back(*key);
      ++nodes;
      spaces();
      YAML::Node child;
      if (!value(child, depth + 1)) return false;
      if (build_) {
        YAML::Node key_node{std::string(*key)};
        key_node.SetTag("?");
        out[key_node] = child;
      }
      spaces();
      if (at('}')) {
        ++pos;
        return true;
      }
      if (!eat(", ")) return false;
      spaces();
    }
  }
  bool sequence(YAML::Node& out, int depth) {
    ++pos;  // [
    if (build_) {
      out = YAML::Node(YAML::NodeType::Sequence);
      out.SetStyle(YAML::EmitterStyle::Flow);
      out.SetTag("?");
    }
    spaces();
    if (at(']')) {
      ++pos;
      return true;
    }
    for (;;) {
      YAML::Node child;
      if (!value(child, depth + 1)) return false;
      if (build_) out.push_back(child);
      spaces();
      if (at(']')) {
        ++pos;
        return true;
      }
      if (!eat(", ")) return false;
      spaces();
    }
  }

  std::string_view s_;
  bool build_;  // false: the shape is checked, no node made (ReadMode::shallow)
};

struct LeanEntry {
  YAML::Node action;
  uint64_t hash = 0;
  size_t nodes = 0;
};

// How a save or journal is read: every node through yaml-cpp (exact), the writer's checksummed lines
// without it (lean), or those lines only checked, their actions left undefined, and a save's
// snapshot not read (shallow: enough to compare histories of the same format).
enum class ReadMode { exact, lean, shallow };

// One journal entry as the writer makes it: `{action: {...}, hash: 0x<16 hex>}`, nothing else.
std::optional<LeanEntry> lean_entry(std::string_view text, ReadMode mode) {
  LeanFlow flow(text, mode == ReadMode::lean);
  LeanEntry out;
  if (!flow.eat("{action: ") || !flow.at('{') || !flow.value(out.action, 2) || !flow.eat(", hash: 0x")) return std::nullopt;
  auto digits = parse_digits(text.substr(flow.pos, kHexDigits));
  flow.pos += kHexDigits;
  if (!digits || !flow.eat("}") || !flow.done()) return std::nullopt;
  out.hash = *digits;
  out.nodes = flow.nodes + 4;  // the entry, its keys and the hash
  return out;
}

// The action part of a journal entry's text (what comes before its hash): two entries with the
// same one hold the same action (SaveData::same_action).
std::string_view action_text(std::string_view entry) { return entry.substr(0, entry.rfind(", hash: 0x")); }

// A save's journal block (`journal:` then one `  - {...}` line per action), read lean; the text
// handed to yaml-cpp gets an empty line for each (so every other line keeps its number, and the
// journal reads as null there). nullopt: not the writer's shape; read it all with yaml-cpp.
struct LeanJournal {
  std::string rest;
  std::vector<LeanEntry> entries;
  std::vector<int> lines;
  std::vector<size_t> same;  // SaveData::same_action
};
std::optional<LeanJournal> lean_journal(const std::string& text, size_t max_nodes, ReadMode mode) {
  constexpr std::string_view kKey = "\njournal:\n";
  constexpr std::string_view kItem = "  - ";
  const size_t key = text.find(kKey);
  if (key == std::string::npos) return std::nullopt;
  LeanJournal out;
  out.rest.reserve(text.size());
  const size_t first = key + kKey.size();
  out.rest.append(text, 0, first);
  int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(first), '\n'));
  size_t at = first;
  size_t nodes = 0;
  std::unordered_map<std::string_view, size_t> seen;  // an action's text -> its first entry
  while (at < text.size() && std::string_view(text).substr(at, kItem.size()) == kItem) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) return std::nullopt;
    const std::string_view entry_text = std::string_view(text).substr(at + kItem.size(), end - at - kItem.size());
    const size_t index = out.entries.size();
    size_t same = index;
    if (mode == ReadMode::lean)
      if (auto [it, added] = seen.emplace(action_text(entry_text), index); !added) same = it->second;
    auto entry = lean_entry(entry_text, mode);
    if (!entry) return std::nullopt;
    out.same.push_back(same);
    nodes += entry->nodes;
    if (nodes > max_nodes / 2) return std::nullopt;  // yaml-cpp counts the whole file against the limit
    out.entries.push_back(std::move(*entry));
    out.lines.push_back(line);
    out.rest.push_back('\n');
    ++line;
    at = end + 1;
  }
  // The block ends where the next top-level key starts.
  if (out.entries.empty() || at >= text.size() || text[at] == ' ' || text[at] == '-' || text[at] == '\n') return std::nullopt;
  if (mode == ReadMode::shallow) {
    // Up to the snapshot (the save's last key as the writer makes it).
    const size_t snapshot = text.find("\nsnapshot:", at > 0 ? at - 1 : 0);
    out.rest.append(text, at, snapshot == std::string::npos ? std::string::npos : snapshot + 1 - at);
  } else {
    out.rest.append(text, at, std::string::npos);
  }
  return out;
}

YAML::Node header_node(const SaveData& save) {
  YAML::Node node;
  node["format_version"] = save.format_version;
  node["title"] = save.title;
  node["content_fingerprint"] = save.content_fingerprint;
  node["seed"] = save.seed;
  node["setup"] = save.setup.IsDefined() ? save.setup : YAML::Node(YAML::NodeType::Map);
  if (!save.seat_kinds.empty()) {
    node["seat_kinds"] = save.seat_kinds;
    node["seat_kinds"].SetStyle(YAML::EmitterStyle::Flow);
  }
  if (save.initial_state.IsDefined() && !save.initial_state.IsNull()) node["initial_state"] = save.initial_state;
  return node;
}

YAML::Node entry_node(const YAML::Node& action, uint64_t hash) {
  YAML::Node node;
  node["action"] = action;
  node["hash"] = hash_text(hash);
  return node;
}

// Reads the header fields (shared by saves and journal headers) from `map`.
bool read_header(MapReader& map, SaveData& save, const ReadContext& ctx) {
  size_t before = ctx.errors->size();
  save.format_version = static_cast<int>(map.integer("format_version", 1, 1000, kSaveFormatVersion));
  if (save.format_version > kSaveFormatVersion)
    map.error("format_version", "this save was written by a newer Seasonboard (format " +
                                    std::to_string(save.format_version) + "; this build reads up to " +
                                    std::to_string(kSaveFormatVersion) + ")");
  else if (save.format_version < kFirstReleasedSaveFormat)
    map.error("format_version", "this save was written by an earlier development build (format " +
                                    std::to_string(save.format_version) +
                                    ", whose state hashes this build computes differently) and cannot be verified");
  save.title = map.string("title");
  save.content_fingerprint = map.string_or("content_fingerprint", "");
  save.seed = static_cast<uint64_t>(map.integer("seed", 0, INT64_MAX));
  save.setup = map.child("setup");
  save.seat_kinds = map.string_list_or("seat_kinds");
  save.initial_state = map.child_or_null("initial_state");
  return ctx.errors->size() == before;
}

bool read_entry(const YAML::Node& node, const std::string& field, const ReadContext& ctx, SaveData& save) {
  MapReader entry(node, field, ctx);
  if (!entry.valid()) return false;
  YAML::Node action = entry.child("action");
  auto hash = read_hex64(entry.child("hash"), join_field(field, "hash"), ctx);
  entry.finish();
  if (!action.IsDefined() || !hash) return false;
  save.actions.push_back(action);
  save.hashes.push_back(*hash);
  save.action_lines.push_back(node.Mark().line + 1);
  return true;
}

}  // namespace

std::string save_to_text(const SaveData& save) {
  YAML::Node root = header_node(save);
  YAML::Node journal(YAML::NodeType::Sequence);
  for (size_t i = 0; i < save.actions.size(); ++i) {
    YAML::Node entry = entry_node(save.actions[i], i < save.hashes.size() ? save.hashes[i] : 0);
    entry.SetStyle(YAML::EmitterStyle::Flow);
    journal.push_back(entry);
  }
  root["journal"] = journal;
  root["state_hash"] = hash_text(save.state_hash);
  if (save.snapshot.IsDefined()) root["snapshot"] = save.snapshot;
  std::string body = dump_yaml(root);
  return std::string(kSaveBanner) + kChecksumOpen + checksum_digits(fnv1a64(body)) + ")\n" + body;
}

bool same_game(const SaveData& a, const SaveData& b) {
  auto same_tree = [](const YAML::Node& x, const YAML::Node& y) {
    const bool x_empty = !x.IsDefined() || x.IsNull(), y_empty = !y.IsDefined() || y.IsNull();
    if (x_empty || y_empty) return x_empty == y_empty;
    return dump_yaml_flow(x) == dump_yaml_flow(y);
  };
  return a.title == b.title && a.seed == b.seed && same_tree(a.setup, b.setup) &&
         same_tree(a.initial_state, b.initial_state);
}

bool same_tree(const YAML::Node& a, const YAML::Node& b) {
  if (!a.IsDefined() || !b.IsDefined()) return a.IsDefined() == b.IsDefined();
  if (a.Type() != b.Type() || a.Tag() != b.Tag()) return false;
  switch (a.Type()) {
    case YAML::NodeType::Scalar:
      return a.Scalar() == b.Scalar();
    case YAML::NodeType::Sequence:
    case YAML::NodeType::Map: {
      if (a.size() != b.size()) return false;
      for (auto i = a.begin(), j = b.begin(); i != a.end(); ++i, ++j) {
        if (a.IsSequence() ? !same_tree(*i, *j) : !same_tree(i->first, j->first) || !same_tree(i->second, j->second))
          return false;
      }
      return true;
    }
    default:
      return true;
  }
}

bool history_prefix(const SaveData& shorter, const SaveData& longer) {
  if (!same_game(shorter, longer) || shorter.hashes.size() > longer.hashes.size()) return false;
  if (shorter.format_version == longer.format_version)
    return std::equal(shorter.hashes.begin(), shorter.hashes.end(), longer.hashes.begin());
  if (shorter.actions.size() > longer.actions.size()) return false;
  return std::equal(shorter.actions.begin(), shorter.actions.end(), longer.actions.begin(),
                    [](const YAML::Node& a, const YAML::Node& b) { return dump_yaml_flow(a) == dump_yaml_flow(b); });
}

namespace {
// A save read lean has its snapshot (the last key, as the writer makes it: `snapshot:` at the
// start of a line) parsed apart from the rest, on a second thread while the journal is read here:
// yaml-cpp's scanner on the snapshot was the dearest part of the read. The part is the text from
// that line on, after as many empty lines as come before it, so every node keeps its line and
// column. Each part gets half of the node limit the whole file had. nullopt when the part is
// anything but the one key `snapshot`: the file is then parsed as one, as before.
struct SnapshotPart {
  std::optional<YAML::Node> node;
  ErrorList errors;
};
SnapshotPart parse_snapshot_part(const std::string& text, size_t at, const std::string& display_name) {
  SnapshotPart out;
  std::string part(static_cast<size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at) + 1, '\n')), '\n');
  part.append(text, at + 1, std::string::npos);
  LoadLimits half;
  half.max_nodes /= 2;
  auto root = parse_yaml(part, display_name, out.errors, half);
  if (!root || !root->IsMap() || root->size() != 1) return out;
  const YAML::Node& top = *root;
  if (top["snapshot"].IsDefined()) out.node = top["snapshot"];
  return out;
}

std::optional<SaveData> read_save_text(const std::string& text, const std::string& display_name, ErrorList& errors,
                                       ReadMode mode) {
  SaveData save;
  check_save_checksum(text, save);
  std::optional<LeanJournal> journal_read;
  std::optional<YAML::Node> root;
  std::optional<YAML::Node> snapshot_apart;  // the snapshot, parsed apart from the rest (SnapshotPart)
  if (mode != ReadMode::exact && save.integrity == Integrity::intact) {
    const size_t at = mode == ReadMode::lean ? text.find("\nsnapshot:") : std::string::npos;
    std::future<SnapshotPart> part;
    if (at != std::string::npos) {
      try {
        part = std::async(std::launch::async, [&text, at, &display_name] { return parse_snapshot_part(text, at, display_name); });
      } catch (const std::system_error&) {
        // No second thread: the file is parsed as one.
      }
    }
    journal_read = lean_journal(text, LoadLimits{}.max_nodes, mode);
    if (part.valid()) {
      SnapshotPart apart = part.get();
      const size_t rest_at = journal_read ? journal_read->rest.find("\nsnapshot:") : std::string::npos;
      if (apart.node && rest_at != std::string::npos) {
        ErrorList header_errors;
        LoadLimits half;
        half.max_nodes /= 2;
        auto header = parse_yaml(journal_read->rest.substr(0, rest_at + 1), display_name, header_errors, half);
        if (header && header->IsMap() && !static_cast<const YAML::Node&>(*header)["snapshot"].IsDefined()) {
          root = std::move(header);
          snapshot_apart = apart.node;
        }
      }
    }
  }
  if (!root) root = parse_yaml(journal_read ? journal_read->rest : text, display_name, errors);
  if (!root) return std::nullopt;
  ReadContext ctx{display_name, &errors};
  size_t before = errors.size();
  MapReader map(*root, "", ctx);
  if (!map.valid()) return std::nullopt;
  read_header(map, save, ctx);
  YAML::Node journal = map.child("journal");
  if (journal_read) {
    save.actions.reserve(journal_read->entries.size());
    for (LeanEntry& entry : journal_read->entries) {
      save.actions.push_back(std::move(entry.action));
      save.hashes.push_back(entry.hash);
    }
    save.action_lines = std::move(journal_read->lines);
    save.same_action = std::move(journal_read->same);
  } else if (journal.IsDefined()) {
    auto items = read_sequence(journal, "journal", ctx);
    for (size_t i = 0; i < items.size(); ++i) read_entry(items[i], index_field("journal", i), ctx, save);
  }
  YAML::Node state_hash = map.child("state_hash");
  if (auto hash = read_hex64(state_hash, "state_hash", ctx)) {
    save.state_hash = *hash;
    save.has_state_hash = true;
    save.state_hash_line = state_hash.Mark().line + 1;
  }
  save.snapshot = map.child_or_null("snapshot");
  if (snapshot_apart) save.snapshot.reset(*snapshot_apart);  // rebinds: assigning would write through
  if (save.integrity == Integrity::damaged) save.suspect.assign(save.actions.size(), true);
  map.finish();
  if (errors.size() != before) return std::nullopt;
  return save;
}

std::optional<SaveData> read_save_file(const std::filesystem::path& file, ErrorList& errors, ReadMode mode) {
  std::string error;
  auto text = read_text_file(file, error, LoadLimits{}.max_file_bytes);
  if (!text) {
    errors.add(file.string(), 0, 0, "", error.substr(error.find(": ") + 2));
    return std::nullopt;
  }
  return read_save_text(*text, file.string(), errors, mode);
}
}  // namespace

std::optional<SaveData> save_from_text(const std::string& text, const std::string& display_name, ErrorList& errors) {
  return read_save_text(text, display_name, errors, ReadMode::lean);
}
std::optional<SaveData> save_from_text_exact(const std::string& text, const std::string& display_name, ErrorList& errors) {
  return read_save_text(text, display_name, errors, ReadMode::exact);
}
std::optional<SaveData> load_save_file(const std::filesystem::path& file, ErrorList& errors) {
  return read_save_file(file, errors, ReadMode::lean);
}
std::optional<SaveData> load_save_file_exact(const std::filesystem::path& file, ErrorList& errors) {
  return read_save_file(file, errors, ReadMode::exact);
}
std::optional<SaveData> load_save_file_shallow(const std::filesystem::path& file, ErrorList& errors) {
  return read_save_file(file, errors, ReadMode::shallow);
}

bool keep_file_generation(const std::filesystem::path& file, int generations, std::string& error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::exists(file, ec)) return true;
  auto generation = [&](int g) {
    fs::path out = file;
    out += "." + std::to_string(g);
    return out;
  };
  fs::remove(generation(generations), ec);
  for (int g = generations - 1; g >= 1; --g) {
    if (!fs::exists(generation(g), ec)) continue;
    fs::rename(generation(g), generation(g + 1), ec);
    if (ec) {
      error = generation(g).string() + ": cannot keep it as an older generation: " + ec.message();
      return false;
    }
  }
  fs::rename(file, generation(1), ec);
  if (ec) {
    error = file.string() + ": cannot keep it as " + generation(1).string() + ": " + ec.message();
    return false;
  }
  return true;
}

bool write_save_file(const std::filesystem::path& file, const SaveData& save, std::string& error, Replace replace) {
  std::error_code ec;
  if (replace == Replace::keep_other_games && std::filesystem::exists(file, ec)) {
    ErrorList ignored;
    auto there = load_save_file(file, ignored);
    const bool covered = there && there->integrity != Integrity::damaged && history_prefix(*there, save);
    if (!covered && !keep_file_generation(file, kKeptGenerations, error)) return false;
  }
  return atomic_write_file(file, save_to_text(save), error);
}

// [SECTION] journal

JournalWriter::~JournalWriter() { close(); }

void JournalWriter::close() {
  if (file_) std::fclose(file_);
  file_ = nullptr;
}

bool JournalWriter::write_line(const std::string& line, std::string& error) {
  if (!file_) {
    error = "journal is not open";
    return false;
  }
  std::string text = line + "\n";
  if (std::fwrite(text.data(), 1, text.size(), file_) != text.size() || !flush_to_disk(file_)) {
    error = path_.string() + ": cannot write the journal: " + std::strerror(errno);
    return false;
  }
  return true;
}

std::string journal_to_text(const SaveData& header) {
  std::string text = with_line_checksum(dump_yaml_flow(header_node(header))) + "\n";
  for (size_t i = 0; i < header.actions.size(); ++i)
    text += with_line_checksum(dump_yaml_flow(entry_node(header.actions[i], header.hashes.at(i)))) + "\n";
  return text;
}

bool JournalWriter::begin(const std::filesystem::path& file, const SaveData& header, std::string& error) {
  close();
  path_ = file;
  // The header and the actions so far go in atomically; appends follow.
  if (!atomic_write_file(file, journal_to_text(header), error)) return false;
  file_ = open_file(file, "ab");
  if (!file_) {
    error = file.string() + ": cannot open the journal: " + std::strerror(errno);
    return false;
  }
  return true;
}

bool JournalWriter::open_append(const std::filesystem::path& file, std::string& error) {
  close();
  path_ = file;
  file_ = open_file(file, "ab");
  if (!file_) {
    error = file.string() + ": cannot open the journal: " + std::strerror(errno);
    return false;
  }
  return true;
}

bool JournalWriter::append(const YAML::Node& action, uint64_t hash_after, std::string& error) {
  return write_line(with_line_checksum(dump_yaml_flow(entry_node(action, hash_after))), error);
}

namespace {
JournalRead read_journal_file(const std::filesystem::path& file, ErrorList& errors, ReadMode mode) {
  JournalRead out;
  std::string error;
  auto text = read_text_file(file, error);
  std::string shown = file.string();
  if (!text) {
    errors.add(shown, 0, 0, "", error.substr(error.find(": ") + 2));
    return out;
  }
  std::vector<std::string> lines;
  std::istringstream in(*text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  out.ends_whole = text->empty() || text->back() == '\n';
  if (!out.ends_whole && !lines.empty()) {
    // Torn write: the process died before the newline. A line whose checksum is whole was written
    // whole (only its newline is missing) and stays.
    std::string payload;
    std::string& last = lines.back();
    if (split_line_checksum(last, payload) == LineSum::ok) {
      // Written whole; only the newline is missing.
    } else if (last.size() > 1 && split_line_checksum(last.substr(0, last.size() - 1), payload) == LineSum::ok) {
      last.pop_back();  // written whole, its newline changed into another byte
    } else {
      lines.pop_back();
      out.dropped_tail = true;
    }
  }
  if (lines.empty()) {
    errors.add(shown, 1, 1, "", "empty journal (no header line)");
    return out;
  }
  SaveData save;
  bool header_ok = false;
  bool checksummed = false;  // the header carries a checksum: so must every line
  bool prefix_open = true;  // no unreadable line yet: entries still go into `save`
  std::unordered_map<std::string, size_t> seen;  // an action's text -> its first action in `save`
  for (size_t i = 0; i < lines.size(); ++i) {
    const int line_number = static_cast<int>(i) + 1;
    std::string payload;
    const LineSum sum = split_line_checksum(lines[i], payload);
    if (mode != ReadMode::exact && i > 0 && checksummed && sum == LineSum::ok) {
      // The writer's bytes (the checksum says so): read without yaml-cpp when of the known shape.
      std::optional<size_t> twin;  // an earlier action of the prefix with the same text
      std::string key;
      if (mode == ReadMode::lean && prefix_open) {
        key = std::string(action_text(payload));
        if (auto it = seen.find(key); it != seen.end()) twin = it->second;
      }
      if (auto entry = lean_entry(payload, mode)) {
        out.entries.push_back(JournalRead::Entry{entry->action, entry->hash, line_number, false});
        if (prefix_open) {
          const size_t index = save.actions.size();
          save.same_action.push_back(twin ? *twin : index);
          if (!twin && mode == ReadMode::lean) seen.emplace(std::move(key), index);
          save.actions.push_back(std::move(entry->action));
          save.hashes.push_back(entry->hash);
          save.action_lines.push_back(line_number);
          save.suspect.push_back(false);
        }
        continue;
      }
    }
    ErrorList line_errors;
    // Each line is its own document; positions are shifted to the file's line numbers.
    auto node = parse_yaml(payload, shown, line_errors);
    ReadContext ctx{shown, &line_errors};
    bool ok = node.has_value();
    if (i == 0) checksummed = sum != LineSum::none;
    const bool suspect = sum == LineSum::differs || (checksummed && sum == LineSum::none);
    if (ok && i == 0) {
      MapReader map(*node, "header", ctx);
      ok = map.valid() && read_header(map, save, ctx);
      map.finish();
      // A header is only trusted whole: the replay cannot vouch for a format or a seat kind.
      ok = ok && line_errors.empty() && sum != LineSum::differs;
      if (ok) header_ok = true;
      else if (line_errors.empty()) line_errors.add(shown, 1, 1, "", "the header line is damaged (its checksum differs)");
    } else if (ok) {
      SaveData one;
      ok = read_entry(*node, "journal[" + std::to_string(i - 1) + "]", ctx, one) && line_errors.empty();
      if (ok) {
        if (suspect) out.checksum_lines.push_back(line_number);
        out.entries.push_back(JournalRead::Entry{one.actions[0], one.hashes[0], line_number, suspect});
        if (prefix_open) {
          save.same_action.push_back(save.actions.size());
          save.actions.push_back(one.actions[0]);
          save.hashes.push_back(one.hashes[0]);
          save.action_lines.push_back(line_number);
          save.suspect.push_back(suspect);
        }
      }
    }
    if (!ok) {
      if (i > 0) out.entries.emplace_back(std::nullopt);
      for (ContentError e : line_errors.items()) {
        e.line = line_number;
        errors.add(e);
      }
      if (line_errors.empty()) errors.add(shown, line_number, 1, "", "unreadable journal line");
      if (out.damaged_line == 0) {
        out.damaged_line = line_number;
        out.damage = line_errors.empty() ? "unreadable" : line_errors.items().front().message;
      }
      prefix_open = false;
    }
  }
  if (header_ok) {
    // The prefix's own integrity (an unreadable line after it is the caller's to report).
    const bool any_suspect = std::find(save.suspect.begin(), save.suspect.end(), true) != save.suspect.end();
    save.integrity = any_suspect ? Integrity::damaged : checksummed ? Integrity::intact : Integrity::unchecked;
    if (any_suspect) save.integrity_note = "a line's checksum differs";
    out.data = std::move(save);
  }
  return out;
}
}  // namespace

JournalRead read_journal_lines(const std::filesystem::path& file, ErrorList& errors) {
  return read_journal_file(file, errors, ReadMode::lean);
}
JournalRead read_journal_lines_exact(const std::filesystem::path& file, ErrorList& errors) {
  return read_journal_file(file, errors, ReadMode::exact);
}
JournalRead read_journal_lines_shallow(const std::filesystem::path& file, ErrorList& errors) {
  return read_journal_file(file, errors, ReadMode::shallow);
}

std::optional<SaveData> read_journal(const std::filesystem::path& file, ErrorList& errors, bool& dropped_tail) {
  JournalRead read = read_journal_lines(file, errors);
  dropped_tail = read.dropped_tail;
  if (read.damaged_line != 0) return std::nullopt;
  return std::move(read.data);
}

}  // namespace sb::engine

#include "engine/save/any_match.h"

namespace sb::engine {

std::string describe_errors(const ErrorList& errors) {
  std::string text = errors.format_all();
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

}  // namespace sb::engine

namespace sb::engine {

bool valid_seat_kinds(const std::vector<std::string>& kinds, int seats, const std::vector<std::string>& bots) {
  if (static_cast<int>(kinds.size()) != seats) return false;
  for (const std::string& kind : kinds)
    if (kind != "human" && std::find(bots.begin(), bots.end(), kind) == bots.end()) return false;
  return true;
}

std::string join_kinds(const std::vector<std::string>& bots) {
  std::string out;
  for (const std::string& b : bots) out += (out.empty() ? "" : ", ") + b;
  return out;
}

}  // namespace sb::engine

namespace sb::engine {

std::optional<Rejection> impossible_state(const std::vector<std::string>& broken, const std::string& what) {
  if (broken.empty()) return std::nullopt;
  std::string text = what + " is impossible: ";
  for (size_t i = 0; i < broken.size(); ++i) text += (i ? "; " : "") + broken[i];
  return Rejection{"impossible_state", text};
}

}  // namespace sb::engine
