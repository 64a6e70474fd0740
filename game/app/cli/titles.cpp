#include "game/app/cli/titles.h"

#include "game/tiny/rules/tiny.h"

namespace sb::app {

const std::vector<TitleInfo>& registered_titles() {
  static const std::vector<TitleInfo> titles = [] {
    std::vector<TitleInfo> list;
    list.push_back({"tiny", "Tiny Harvest", true,
                    [] { return std::make_unique<engine::TitleAdapter<tiny::Title>>(); }, {}, {}, {}});
    return list;
  }();
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

}  // namespace sb::app
