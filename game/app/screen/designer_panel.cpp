#include "game/app/screen/designer_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>

#include "engine/content/paths.h"
#include "game/app/screen/rules_reference.h"

namespace sb::app {

namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

void collect(const YAML::Node& node, const std::string& path, const std::string& needle, size_t limit,
             std::vector<std::string>& out) {
  if (out.size() >= limit) return;
  if (node.IsMap()) {
    for (const auto& entry : node)
      collect(entry.second, path.empty() ? entry.first.Scalar() : path + "." + entry.first.Scalar(), needle, limit, out);
  } else if (node.IsSequence()) {
    for (size_t i = 0; i < node.size(); ++i) collect(node[i], path + "." + std::to_string(i), needle, limit, out);
  } else {
    std::string line = path + ": " + (node.IsScalar() ? node.Scalar() : std::string("~"));
    if (lower(line).find(needle) != std::string::npos) out.push_back(line);
  }
}

// One level of the State tree; children open on demand (a big map stays cheap).
void tree(const YAML::Node& node, const std::string& label) {
  if (node.IsMap() || node.IsSequence()) {
    const std::string text = label + (node.IsSequence() ? " [" + std::to_string(node.size()) + "]" : "");
    if (ImGui::TreeNode(text.c_str())) {
      if (node.IsMap())
        for (const auto& entry : node) tree(entry.second, entry.first.Scalar());
      else
        for (size_t i = 0; i < node.size(); ++i) tree(node[i], std::to_string(i));
      ImGui::TreePop();
    }
    return;
  }
  ImGui::BulletText("%s: %s", label.c_str(), node.IsScalar() ? node.Scalar().c_str() : "~");
}

std::string label_of(const engine::Prompt& prompt) {
  const size_t dash = prompt.text.find(" \u2014 ");
  return dash != std::string::npos ? prompt.text.substr(0, dash) : prompt.kind;
}

}  // namespace

std::vector<std::string> phase_labels(const engine::AnyMatch& match) {
  std::vector<std::string> out;
  std::unique_ptr<engine::AnyMatch> replay = match.clone();
  replay->rewind_to(0);
  engine::ErrorList errors;
  engine::ReadContext ctx{"journal", &errors};
  for (size_t i = 0; i < match.journal_size(); ++i) {
    out.push_back(label_of(replay->prompt()));
    if (!replay->apply_yaml(match.journal_action_yaml(i), ctx).ok()) break;
  }
  return out;
}

std::vector<std::string> search_yaml(const YAML::Node& node, const std::string& needle, size_t limit) {
  std::vector<std::string> out;
  collect(node, "", lower(needle), limit, out);
  return out;
}

void DesignerPanel::draw(const engine::AnyMatch& match, const std::filesystem::path& content_dir,
                         const engine::HotReload& hot, const ui::Metrics& metrics, float width, float height,
                         const DesignerCallbacks& callbacks) {
  if (!open_) return;
  const float w = std::min(width * 0.9f, metrics.mm(200));
  ImGui::SetNextWindowPos({width * 0.5f, height * 0.5f}, ImGuiCond_Appearing, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({w, height * 0.85f}, ImGuiCond_Appearing);
  if (!ImGui::Begin("Designer (F12)", &open_)) {
    ImGui::End();
    return;
  }
  const ImVec2 big{0, metrics.mm(9)};
  ImGui::Text("Seed %llu   Actions %zu   Undo reaches %zu", static_cast<unsigned long long>(match.seed()),
              match.journal_size(), match.undoable_count());
  if (ImGui::BeginTabBar("designer")) {
    if (ImGui::BeginTabItem("Content")) {
      if (ImGui::Button("Reload now", big) && callbacks.reload_now) callbacks.reload_now();
      ImGui::TextWrapped("Folder: %s", content_dir.string().c_str());
      for (const auto& relative : engine::list_files(content_dir, ".yaml")) {
        const std::filesystem::path file = content_dir / relative;
        const std::string name = relative.string();
        size_t errors = 0;
        for (const std::string& line : hot.lines()) errors += line.find(name) != std::string::npos;
        const std::string label = name + (errors ? "   " + std::to_string(errors) + " error(s)" : "   ok");
        if (ImGui::Selectable(label.c_str(), preview_ == file, 0, {0, metrics.mm(7)})) preview_ = file;
      }
      if (!preview_.empty()) {
        // Live: re-read on every frame the panel is drawn, so an edit in the editor shows at once.
        ImGui::Separator();
        ImGui::Checkbox("as tables", &preview_tables_);
        ImGui::BeginChild("preview", {0, 0}, true);
        if (preview_tables_) {
          draw_sections(file_sections(content_dir, preview_.lexically_relative(content_dir)), 8);
        } else {
          std::string error;
          auto text = engine::read_text_file(preview_, error);
          ImGui::TextUnformatted(text ? text->c_str() : error.c_str());
        }
        ImGui::EndChild();
      }
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("State")) {
      ImGui::SetNextItemWidth(-1);
      ImGui::InputTextWithHint("##search", "search keys and values", search_, sizeof search_);
      const YAML::Node state = match.state_yaml();
      ImGui::BeginChild("state", {0, 0}, true);
      if (search_[0] != '\0') {
        for (const std::string& line : search_yaml(state, search_)) ImGui::TextUnformatted(line.c_str());
      } else {
        for (const auto& entry : state) tree(entry.second, entry.first.Scalar());
      }
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Journal")) {
      if (ImGui::Button("Undo the last action (any)", big) && match.journal_size() > 0 && callbacks.rewind_to)
        callbacks.rewind_to(match.journal_size() - 1);
      if (labelled_ != &match || labelled_size_ != match.journal_size()) {
        labels_ = phase_labels(match);
        labelled_ = &match;
        labelled_size_ = match.journal_size();
      }
      ImGui::TextDisabled("Tap a phase to jump to its start, an action to jump to just after it.");
      ImGui::BeginChild("journal", {0, 0}, true);
      if (ImGui::Selectable("0  (start)", false, 0, {0, metrics.mm(7)}) && callbacks.rewind_to) callbacks.rewind_to(0);
      for (size_t i = 0; i < match.journal_size(); ++i) {
        if (i < labels_.size() && (i == 0 || labels_[i] != labels_[i - 1])) {
          ImGui::PushID(static_cast<int>(i) + 1000000);
          const std::string phase = "Phase: " + labels_[i];
          if (ImGui::Selectable(phase.c_str(), false, 0, {0, metrics.mm(7)}) && callbacks.rewind_to)
            callbacks.rewind_to(i);  // just before this phase's first action
          ImGui::PopID();
        }
        const std::string label = std::to_string(i + 1) + "  " + match.journal_describe(i);
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Selectable(label.c_str(), i + 1 == match.journal_size(), 0, {0, metrics.mm(7)}) &&
            callbacks.rewind_to && i + 1 < match.journal_size())
          callbacks.rewind_to(i + 1);  // jump to just after this action
        ImGui::PopID();
      }
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::End();
}

}  // namespace sb::app
