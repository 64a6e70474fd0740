#pragma once
// `seasonboard sim --compare DIR_A DIR_B`: the same seeds against two content sets. The title's
// own sim runs in K chunks of seeds (the same chunks for A and B), so every numeric metric of its
// --json report gets K paired samples: a paired t-test says whether a difference is more than
// noise, for any title, with no title code involved.
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "game/app/cli/titles.h"

namespace sb::app {

struct MetricComparison {
  std::string name;               // "seats[heuristic#1].win_rate"
  std::vector<double> a, b;       // one value per chunk
  double mean_a = 0, mean_b = 0;  // over chunks
  double diff = 0;                // mean_b - mean_a
  double half_a = 0, half_b = 0;  // 95% half-widths of the chunk means
  double t = 0;                   // paired t statistic (0 when undefined)
  bool significant = false;       // |t| beyond the two-sided 95% critical value
};

// Flattens a JSON/YAML report into numeric leaves. Lists of objects are keyed by their first text
// field ("bot", "race", "result") when there is one. Speeds, seeds and interval bounds are left out:
// they are not balance.
std::map<std::string, double> flatten_metrics(const std::string& json_text);

// Two-sided 95% critical value of Student's t for `df` degrees of freedom.
double t_critical_95(int df);

std::vector<MetricComparison> compare_chunks(const std::vector<std::map<std::string, double>>& a,
                                             const std::vector<std::map<std::string, double>>& b);

std::string comparison_html(const std::string& title, const std::string& dir_a, const std::string& dir_b,
                            int games, int chunks, const std::vector<MetricComparison>& metrics);

int run_sim_compare(const TitleInfo& title, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace sb::app
