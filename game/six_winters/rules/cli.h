#pragma once
// `seasonboard campaign --title six-winters <command>`:
//   new --difficulty D --players P --out FILE [--seed S] [--random-layout] [--content DIR]
//   next FILE [--bots] [--out FILE] [--bot coop|greedy|random] [--seed S] [--content DIR]   (plays one session:
//        by hand in the terminal, reading `in`, or by bots)
//   show FILE [--content DIR]
// The campaign file is the State between sessions (YAML with content ids). Exit 2 on bad args.
#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace sb::sw {

int run_campaign_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, std::istream& in);

}  // namespace sb::sw
