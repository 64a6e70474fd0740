// Stand-alone balance simulator (the app wires the same function into `seasonboard sim`).
#include <iostream>

#include "game/mighty_kingdoms/rules/sim.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  return sb::mk::run_sim_cli(args, std::cout, std::cerr);
}
