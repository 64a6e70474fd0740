#pragma once
// Six Winters as the command line knows it (engine/save/title_entry.h), with its campaign command
// and its content report: included by the generated title lists (the app's, the soak's).
#include <memory>

#include "engine/save/title_entry.h"
#include "game/six_winters/rules/cli.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/sim.h"
#include "game/six_winters/rules/title.h"

namespace sb::sw {

inline engine::TitleEntry title_entry() {
  return {Title::kId, Title::kName, false, [] { return std::make_unique<engine::TitleAdapter<Title>>(); },
          run_sim_cli, sim_options(), run_campaign_cli, [](const engine::AnyTitle& title) {
            const auto& typed = dynamic_cast<const engine::TitleAdapter<Title>&>(title);
            return content_report(*typed.content());
          }};
}

}  // namespace sb::sw
