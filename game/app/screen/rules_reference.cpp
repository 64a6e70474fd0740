#include "game/app/screen/rules_reference.h"

#include <imgui.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <sstream>

#include "engine/content/errors.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"

namespace sb::app {

namespace {

std::string cell(const YAML::Node& node) {
  if (!node.IsDefined() || node.IsNull()) return "";
  if (node.IsScalar()) return node.Scalar();
  std::string text = engine::dump_yaml_flow(node);
  return text;
}

// `key:   # comment` at the start of a line → comment, for top-level keys.
std::string comment_of(const std::string& text, const std::string& key) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(key + ":", 0) != 0) continue;
    const size_t hash = line.find(" #");
    if (hash == std::string::npos) return "";
    std::string note = line.substr(hash + 2);
    note.erase(0, note.find_first_not_of(' '));
    return note;
  }
  return "";
}

void add_columns(std::vector<std::string>& columns, const YAML::Node& map) {
  for (const auto& entry : map)
    if (std::find(columns.begin(), columns.end(), entry.first.Scalar()) == columns.end())
      columns.push_back(entry.first.Scalar());
}

RulesSection section_for(const std::string& file, const std::string& key, const YAML::Node& value) {
  RulesSection s;
  s.file = file;
  s.title = key;
  if (value.IsSequence() && value.size() > 0 && value[0].IsMap()) {
    for (const auto& item : value)
      if (item.IsMap()) add_columns(s.columns, item);
    for (const auto& item : value) {
      std::vector<std::string> row;
      for (const std::string& c : s.columns) row.push_back(item.IsMap() ? cell(item[c]) : cell(item));
      s.rows.push_back(row);
    }
  } else if (value.IsMap()) {
    bool nested = true;
    for (const auto& entry : value) nested = nested && entry.second.IsMap();
    s.columns.push_back("");
    if (nested) {
      for (const auto& entry : value) add_columns(s.columns, entry.second);
      for (const auto& entry : value) {
        std::vector<std::string> row{entry.first.Scalar()};
        for (size_t c = 1; c < s.columns.size(); ++c) row.push_back(cell(entry.second[s.columns[c]]));
        s.rows.push_back(row);
      }
    } else {
      s.columns.push_back("value");
      for (const auto& entry : value) s.rows.push_back({entry.first.Scalar(), cell(entry.second)});
    }
  } else {
    s.rows.push_back({cell(value)});
  }
  return s;
}

}  // namespace

std::vector<RulesSection> rules_sections(const std::filesystem::path& dir) {
  std::vector<RulesSection> out;
  // The tables first, then options and the calendar, then the rest; subfolders (maps/, races/,
  // cards/) are content, not rules tables.
  std::vector<std::filesystem::path> files;
  for (const auto& relative : engine::list_files(dir, ".yaml"))
    if (!relative.has_parent_path() || relative.parent_path().empty()) files.push_back(relative);
  auto rank = [](const std::filesystem::path& p) {
    const std::string name = p.string();
    return name == "tables.yaml" ? 0 : name == "options.yaml" ? 1 : name == "calendar.yaml" ? 2 : 3;
  };
  std::stable_sort(files.begin(), files.end(), [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
  for (const auto& relative : files) {
    auto sections = file_sections(dir, relative);
    out.insert(out.end(), sections.begin(), sections.end());
  }
  return out;
}

std::vector<RulesSection> file_sections(const std::filesystem::path& dir, const std::filesystem::path& relative) {
  std::vector<RulesSection> out;
  {
    const std::string file = relative.string();
    std::string error;
    auto text = engine::read_text_file(dir / relative, error);
    engine::ErrorList errors;
    auto root = text ? engine::parse_yaml(*text, file, errors) : std::nullopt;
    if (!root || !root->IsMap()) {
      RulesSection broken;
      broken.file = file;
      broken.title = file;
      broken.rows.push_back({text ? errors.format_all() : error});
      out.push_back(broken);
      return out;
    }
    // Single values of the file share one table; lists and maps get a table each.
    RulesSection values;
    values.file = file;
    values.title = relative.stem().string() + ": single values";
    values.columns = {"", "value", ""};
    for (const auto& entry : *root)
      if (entry.second.IsScalar() || (entry.second.IsSequence() && (entry.second.size() == 0 || !entry.second[0].IsMap())))
        values.rows.push_back({entry.first.Scalar(), cell(entry.second), comment_of(*text, entry.first.Scalar())});
    if (!values.rows.empty()) out.push_back(values);
    for (const auto& entry : *root) {
      if (entry.second.IsScalar() || (entry.second.IsSequence() && (entry.second.size() == 0 || !entry.second[0].IsMap())))
        continue;
      RulesSection s = section_for(file, entry.first.Scalar(), entry.second);
      s.note = comment_of(*text, entry.first.Scalar());
      out.push_back(std::move(s));
    }
  }
  return out;
}

void draw_sections(const std::vector<RulesSection>& sections, size_t open_first) {
  std::string file;
  for (size_t i = 0; i < sections.size(); ++i) {
    const RulesSection& s = sections[i];
    if (s.file != file) {
      file = s.file;
      ImGui::Separator();
      ImGui::TextUnformatted(file.c_str());
    }
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::CollapsingHeader(s.title.c_str(), i < open_first ? ImGuiTreeNodeFlags_DefaultOpen : 0)) {
      if (!s.note.empty()) ImGui::TextWrapped("%s", s.note.c_str());
      if (s.columns.empty()) {
        for (const auto& row : s.rows) ImGui::TextWrapped("%s", row.empty() ? "" : row[0].c_str());
      } else if (ImGui::BeginTable("table", static_cast<int>(s.columns.size()),
                                   ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
        for (const std::string& c : s.columns) ImGui::TableSetupColumn(c.c_str());
        ImGui::TableHeadersRow();
        for (const auto& row : s.rows) {
          ImGui::TableNextRow();
          for (size_t c = 0; c < row.size(); ++c) {
            ImGui::TableSetColumnIndex(static_cast<int>(c));
            ImGui::TextWrapped("%s", row[c].c_str());
          }
        }
        ImGui::EndTable();
      }
    }
    ImGui::PopID();
  }
}

void RulesReference::open(const std::filesystem::path& dir) {
  dir_ = dir;
  sections_ = rules_sections(dir);
  open_ = true;
}

void RulesReference::draw(const ui::Metrics& metrics, float width, float height) {
  if (!open_) return;
  ImGui::SetNextWindowPos({width * 0.5f, height * 0.5f}, ImGuiCond_Appearing, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({std::min(width * 0.9f, metrics.mm(220)), height * 0.85f}, ImGuiCond_Appearing);
  if (!ImGui::Begin("Rules and tables (F1)", &open_)) {
    ImGui::End();
    return;
  }
  ImGui::TextDisabled("From %s: what the game runs on now.", dir_.string().c_str());
  size_t tables = 0;
  while (tables < sections_.size() && sections_[tables].file == "tables.yaml") ++tables;
  draw_sections(sections_, tables);
  ImGui::End();
}

}  // namespace sb::app
