#include "game/mighty_kingdoms/rules/sim.h"
namespace sb::mk { int run_sim_cli(const std::vector<std::string>&, std::ostream&, std::ostream&) { return 0; } }
