#include "game/app/cli/titles.h"

#include "engine/save/autosave.h"

#include "game/mighty_kingdoms/rules/sim.h"
#include "game/mighty_kingdoms/rules/title.h"
#include "game/six_winters/rules/cli.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/sim.h"
#include "game/six_winters/rules/title.h"
#include "game/tiny/rules/tiny.h"
#include "game/vacant_throne/rules/sim.h"
#include "game/vacant_throne/rules/title.h"
#include "game/winter_quarters/rules/sim.h"
#include "game/winter_quarters/rules/title.h"

namespace sb::app {

const std::vector<TitleInfo>& registered_titles() {
  static const std::vector<TitleInfo> titles = [] {
    std::vector<TitleInfo> list;
    list.push_back({"mighty-kingdoms", "Mighty Kingdoms", false,
                    [] { return std::make_unique<engine::TitleAdapter<mk::Title>>(); }, mk::run_sim_cli,
                    mk::sim_options(), {}, {}});
    list.push_back({"six-winters", "Six Winters", false,
                    [] { return std::make_unique<engine::TitleAdapter<sw::Title>>(); }, sw::run_sim_cli,
                    sw::sim_options(), sw::run_campaign_cli, [](const engine::AnyTitle& title) {
                      const auto& typed = dynamic_cast<const engine::TitleAdapter<sw::Title>&>(title);
                      return sw::content_report(*typed.content());
                    }});
    list.push_back({"winter-quarters", "Winter Quarters", false,
                    [] { return std::make_unique<engine::TitleAdapter<wq::Title>>(); }, wq::run_sim_cli,
                    wq::sim_options(), {}, {}});
    list.push_back({"vacant-throne", "Vacant Throne", false,
                    [] { return std::make_unique<engine::TitleAdapter<vt::Title>>(); }, vt::run_sim_cli,
                    vt::sim_options(), {}, {}});
    list.push_back({"tiny", "Tiny Harvest", true,
                    [] { return std::make_unique<engine::TitleAdapter<tiny::Title>>(); }, {}, {}, {}, {}});
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
