#pragma once
// `seasonboard sim --title mighty-kingdoms`: N seeded bot games → balance report.
//   --games N --seats SPEC --seed S [--json] [--map SPEC] [--mode dice|tabletop] [--runs R]
//   [--option NAME]... [--content DIR] [--help]
// SPEC is a comma list of bot kinds, one per seat (heuristic,random,random,random).
// Exit codes: 0 ok, 2 bad arguments (message on err), 1 content or setup error.
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/args.h"

namespace sb::mk {
int run_sim_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// The options run_sim_cli reads (sim --compare hands the title's own ones on).
const std::vector<engine::ArgOption>& sim_options();
}  // namespace sb::mk
