#pragma once
// Tiny Harvest as the command line knows it (engine/save/title_entry.h): included by the
// generated title lists (the app's, the soak's). A copied title renames these and sets hidden to
// false to be offered in the launcher.
#include <memory>

#include "engine/save/title_entry.h"
#include "game/tiny/rules/sim.h"
#include "game/tiny/rules/tiny.h"

namespace sb::tiny {

inline engine::TitleEntry title_entry() {
  return {Title::kId, Title::kName, true, [] { return std::make_unique<engine::TitleAdapter<Title>>(); },
          run_sim_cli, sim_options(), {}, {}};
}

}  // namespace sb::tiny
