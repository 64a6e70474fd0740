#include "game/app/cli/titles.h"

#include "engine/save/autosave.h"

namespace sb::app {

const std::vector<TitleInfo>& registered_titles() {
  static const std::vector<TitleInfo> titles = titles_of_this_build();
  return titles;
}

const TitleInfo* find_title(const std::string& id) {
  for (const TitleInfo& t : registered_titles())
    if (t.id == id) return &t;
  return nullptr;
}

std::string title_ids() {
  std::string out;
  for (const TitleInfo& t : registered_titles()) out += (out.empty() ? "" : ", ") + t.id;
  return out;
}

ResumeChoice title_to_resume(const std::filesystem::path& save_dir) {
  std::vector<std::string> found;
  for (const TitleInfo& t : registered_titles())
    if (engine::Autosave(save_dir, t.id).exists()) found.push_back(t.id);
  if (found.size() == 1) return {found.front(), "", 0};
  if (found.empty())
    return {"", "--resume: there is no autosaved game in " + save_dir.string() + " (start one with --title ID)", 1};
  std::string list;
  for (const std::string& id : found) list += (list.empty() ? "" : ", ") + id;
  return {"", "--resume: " + save_dir.string() + " holds autosaved games of several titles (" + list +
                  "); choose one with --title ID",
          2};
}

}  // namespace sb::app
