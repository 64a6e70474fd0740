#pragma once
// Winter Quarters as the command line knows it (engine/save/title_entry.h): included by the
// generated title lists (the app's, the soak's).
#include <memory>

#include "engine/save/title_entry.h"
#include "game/winter_quarters/rules/sim.h"
#include "game/winter_quarters/rules/title.h"

namespace sb::wq {

inline engine::TitleEntry title_entry() {
  return {Title::kId, Title::kName, false, [] { return std::make_unique<engine::TitleAdapter<Title>>(); },
          run_sim_cli, sim_options(), {}, {}};
}

}  // namespace sb::wq
