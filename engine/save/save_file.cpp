#include "engine/save/save_file.h"

#include <cinttypes>
#include <cerrno>
#include <cstring>
#include <algorithm>
#include <sstream>

#include "engine/content/core_yaml.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/platform.h"
#include "engine/save/atomic_file.h"

namespace sb::engine {

std::string hash_text(uint64_t hash) { return hex64_text(hash); }

namespace {


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
  else if (save.format_version < kSaveFormatVersion)
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
  return "# Seasonboard save\n" + dump_yaml(root);
}

std::optional<SaveData> save_from_text(const std::string& text, const std::string& display_name, ErrorList& errors) {
  auto root = parse_yaml(text, display_name, errors);
  if (!root) return std::nullopt;
  ReadContext ctx{display_name, &errors};
  size_t before = errors.size();
  MapReader map(*root, "", ctx);
  if (!map.valid()) return std::nullopt;
  SaveData save;
  read_header(map, save, ctx);
  YAML::Node journal = map.child("journal");
  if (journal.IsDefined()) {
    auto items = read_sequence(journal, "journal", ctx);
    for (size_t i = 0; i < items.size(); ++i) read_entry(items[i], index_field("journal", i), ctx, save);
  }
  if (auto hash = read_hex64(map.child("state_hash"), "state_hash", ctx)) save.state_hash = *hash;
  save.snapshot = map.child_or_null("snapshot");
  map.finish();
  if (errors.size() != before) return std::nullopt;
  return save;
}

std::optional<SaveData> load_save_file(const std::filesystem::path& file, ErrorList& errors) {
  std::string error;
  auto text = read_text_file(file, error, LoadLimits{}.max_file_bytes);
  if (!text) {
    errors.add(file.string(), 0, 0, "", error.substr(error.find(": ") + 2));
    return std::nullopt;
  }
  return save_from_text(*text, file.string(), errors);
}

bool write_save_file(const std::filesystem::path& file, const SaveData& save, std::string& error) {
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

bool JournalWriter::begin(const std::filesystem::path& file, const SaveData& header, std::string& error) {
  close();
  path_ = file;
  // The header and the actions so far go in atomically; appends follow.
  std::string text = dump_yaml_flow(header_node(header)) + "\n";
  for (size_t i = 0; i < header.actions.size(); ++i)
    text += dump_yaml_flow(entry_node(header.actions[i], header.hashes.at(i))) + "\n";
  if (!atomic_write_file(file, text, error)) return false;
  file_ = open_file(file, "ab");
  if (!file_) {
    error = file.string() + ": cannot open the journal: " + std::strerror(errno);
    return false;
  }
  return true;
}

bool JournalWriter::append(const YAML::Node& action, uint64_t hash_after, std::string& error) {
  return write_line(dump_yaml_flow(entry_node(action, hash_after)), error);
}

std::optional<SaveData> read_journal(const std::filesystem::path& file, ErrorList& errors, bool& dropped_tail) {
  dropped_tail = false;
  std::string error;
  auto text = read_text_file(file, error);
  std::string shown = file.string();
  if (!text) {
    errors.add(shown, 0, 0, "", error.substr(error.find(": ") + 2));
    return std::nullopt;
  }
  std::vector<std::string> lines;
  std::istringstream in(*text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  if (!text->empty() && text->back() != '\n' && !lines.empty()) {
    lines.pop_back();  // torn write: the process died before the newline
    dropped_tail = true;
  }
  if (lines.empty()) {
    errors.add(shown, 1, 1, "", "empty journal (no header line)");
    return std::nullopt;
  }
  SaveData save;
  for (size_t i = 0; i < lines.size(); ++i) {
    ErrorList line_errors;
    // Each line is its own document; positions are shifted to the file's line numbers.
    auto node = parse_yaml(lines[i], shown, line_errors);
    ReadContext ctx{shown, &line_errors};
    bool ok = node.has_value();
    if (ok && i == 0) {
      MapReader map(*node, "header", ctx);
      ok = map.valid() && read_header(map, save, ctx);
      map.finish();
      ok = ok && line_errors.empty();
    } else if (ok) {
      ok = read_entry(*node, "journal[" + std::to_string(i - 1) + "]", ctx, save) && line_errors.empty();
    }
    if (!ok) {
      for (ContentError e : line_errors.items()) {
        e.line = static_cast<int>(i) + 1;
        errors.add(e);
      }
      if (line_errors.empty()) errors.add(shown, static_cast<int>(i) + 1, 1, "", "unreadable journal line");
      return std::nullopt;
    }
  }
  return save;
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
