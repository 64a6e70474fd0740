#pragma once
// The in-app rules reference: every top-level YAML file of a title's content folder (tables,
// options, calendar, ...) turned into tables and lists, straight from the files the game runs on,
// so a designer's edit shows here too. Title-agnostic: lists of maps become tables, maps of maps
// become tables keyed by name, maps of scalars become two columns; a key's trailing YAML comment
// is its explanation.
#include <filesystem>
#include <string>
#include <vector>

#include "engine/ui/metrics.h"

namespace sb::app {

struct RulesSection {
  std::string file;                             // "tables.yaml"
  std::string title;                            // the top-level key, "exploration"
  std::string note;                             // its comment in the file, if any
  std::vector<std::string> columns;             // empty: a single value in rows[0][0]
  std::vector<std::vector<std::string>> rows;
};

// Reads `dir`'s top-level *.yaml files (not subfolders); unreadable files become a section that
// says so.
std::vector<RulesSection> rules_sections(const std::filesystem::path& dir);
// The same for one file (any depth): the designer panel's live preview of a card, race or map.
std::vector<RulesSection> file_sections(const std::filesystem::path& dir, const std::filesystem::path& relative);
// Draws sections as collapsible tables (ImGui); `open_first` sections start open.
void draw_sections(const std::vector<RulesSection>& sections, size_t open_first);

class RulesReference {
 public:
  void open(const std::filesystem::path& dir);  // (re)reads the files
  void close() { open_ = false; }
  bool is_open() const { return open_; }
  void draw(const ui::Metrics& metrics, float width, float height);

 private:
  bool open_ = false;
  std::filesystem::path dir_;
  std::vector<RulesSection> sections_;
};

}  // namespace sb::app
