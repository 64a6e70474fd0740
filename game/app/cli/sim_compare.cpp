#include "game/app/cli/sim_compare.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <set>
#include <sstream>

#include "engine/save/atomic_file.h"
#include "engine/core/args.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/json.h"

namespace sb::app {

// [SECTION] metrics from reports

namespace {

bool skipped_key(const std::string& key) {
  static const std::set<std::string> kSkip = {"ci95", "seed", "games", "runs", "title"};
  return kSkip.count(key) > 0 || key.find("per_second") != std::string::npos;
}

// The first text-valued field of a map names it in paths ("bot", "race", "result").
std::string label_of(const YAML::Node& node) {
  if (!node.IsMap()) return "";
  for (const auto& pair : node) {
    if (!pair.second.IsScalar()) continue;
    const std::string& text = pair.second.Scalar();
    char* end = nullptr;
    std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0') return text;
  }
  return "";
}

void flatten(const YAML::Node& node, const std::string& path, std::map<std::string, double>& out) {
  if (node.IsScalar()) {
    const std::string& text = node.Scalar();
    char* end = nullptr;
    double value = std::strtod(text.c_str(), &end);
    if (end != text.c_str() && *end == '\0' && std::isfinite(value)) out[path] = value;
  } else if (node.IsMap()) {
    for (const auto& pair : node) {
      std::string key = pair.first.Scalar();
      if (skipped_key(key)) continue;
      flatten(pair.second, path.empty() ? key : path + "." + key, out);
    }
  } else if (node.IsSequence()) {
    std::map<std::string, int> seen;
    for (size_t i = 0; i < node.size(); ++i) {
      std::string label = label_of(node[i]);
      std::string index = label.empty() ? std::to_string(i) : label + (seen[label]++ ? "#" + std::to_string(seen[label]) : "");
      if (!label.empty() && seen[label] == 1 && i + 1 < node.size()) {
        // A label that repeats later (two "random" seats) gets numbered from its first use.
        for (size_t j = i + 1; j < node.size(); ++j)
          if (label_of(node[j]) == label) {
            index = label + "#1";
            break;
          }
      }
      flatten(node[i], path + "[" + index + "]", out);
    }
  }
}

double mean(const std::vector<double>& v) {
  double total = 0;
  for (double x : v) total += x;
  return v.empty() ? 0 : total / static_cast<double>(v.size());
}

double sample_sd(const std::vector<double>& v) {
  if (v.size() < 2) return 0;
  double m = mean(v), total = 0;
  for (double x : v) total += (x - m) * (x - m);
  return std::sqrt(total / static_cast<double>(v.size() - 1));
}

}  // namespace

std::map<std::string, double> flatten_metrics(const std::string& json_text) {
  std::map<std::string, double> out;
  try {
    flatten(YAML::Load(json_text), "", out);
  } catch (const YAML::Exception&) {
    out.clear();
  }
  return out;
}

double t_critical_95(int df) {
  static const double kTable[] = {0,     12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                                  2.201, 2.179,  2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
                                  2.080, 2.074,  2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
  if (df <= 0) return INFINITY;
  if (df <= 30) return kTable[df];
  return 1.96 + 2.4 / df;  // close to the table beyond 30
}

std::vector<MetricComparison> compare_chunks(const std::vector<std::map<std::string, double>>& a,
                                             const std::vector<std::map<std::string, double>>& b) {
  std::set<std::string> names;
  for (const auto& chunk : a)
    for (const auto& [name, value] : chunk) names.insert(name);
  for (const auto& chunk : b)
    for (const auto& [name, value] : chunk) names.insert(name);
  std::vector<MetricComparison> out;
  size_t k = std::min(a.size(), b.size());
  for (const std::string& name : names) {
    MetricComparison m;
    m.name = name;
    std::vector<double> diffs;
    for (size_t i = 0; i < k; ++i) {
      auto fa = a[i].find(name);
      auto fb = b[i].find(name);
      double va = fa == a[i].end() ? 0 : fa->second;
      double vb = fb == b[i].end() ? 0 : fb->second;
      m.a.push_back(va);
      m.b.push_back(vb);
      diffs.push_back(vb - va);
    }
    m.mean_a = mean(m.a);
    m.mean_b = mean(m.b);
    m.diff = m.mean_b - m.mean_a;
    double crit = t_critical_95(static_cast<int>(k) - 1);
    double root_k = std::sqrt(static_cast<double>(std::max<size_t>(k, 1)));
    m.half_a = std::isfinite(crit) ? crit * sample_sd(m.a) / root_k : 0;
    m.half_b = std::isfinite(crit) ? crit * sample_sd(m.b) / root_k : 0;
    double sd = sample_sd(diffs);
    if (sd > 0) {
      m.t = mean(diffs) / (sd / root_k);
      m.significant = std::fabs(m.t) > crit;
    } else {
      // Identical spread in every chunk: any difference at all is systematic.
      m.significant = k >= 2 && std::fabs(m.diff) > 1e-12;
    }
    out.push_back(std::move(m));
  }
  return out;
}

// [SECTION] html

namespace {

std::string html_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

std::string fmt(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, std::fabs(v) >= 100 ? "%.1f" : "%.3f", v);
  return buffer;
}

// The part of a metric name that groups it into one chart: "races[x].win_rate" → "races · win_rate".
std::pair<std::string, std::string> chart_key(const std::string& name) {
  auto open = name.find('[');
  auto close = name.find(']');
  if (open == std::string::npos || close == std::string::npos || close < open) return {"", name};
  std::string group = name.substr(0, open) + (close + 1 < name.size() ? " · " + name.substr(close + 2) : "");
  return {group, name.substr(open + 1, close - open - 1)};
}

// A grouped bar chart: each label a pair of bars (A, B) with 95% error bars from the chunks.
std::string svg_chart(const std::string& title, const std::vector<const MetricComparison*>& bars,
                      const std::vector<std::string>& labels) {
  double top = 0;
  for (const auto* m : bars) top = std::max({top, m->mean_a + m->half_a, m->mean_b + m->half_b});
  if (top <= 0) top = 1;
  const int width = std::max(360, 90 * static_cast<int>(bars.size()) + 60), height = 260, base = 200, left = 50;
  std::ostringstream svg;
  svg << "<figure><figcaption>" << html_escape(title) << "</figcaption><svg viewBox='0 0 " << width << " " << height
      << "' width='" << width << "' height='" << height << "' role='img'>";
  svg << "<line x1='" << left << "' y1='" << base << "' x2='" << width - 10 << "' y2='" << base << "' class='axis'/>";
  svg << "<text x='" << left - 6 << "' y='" << base - 170 + 4 << "' class='tick' text-anchor='end'>" << fmt(top)
      << "</text><text x='" << left - 6 << "' y='" << base + 4 << "' class='tick' text-anchor='end'>0</text>";
  for (size_t i = 0; i < bars.size(); ++i) {
    const MetricComparison& m = *bars[i];
    double x = left + 20 + 90.0 * static_cast<double>(i);
    for (int side = 0; side < 2; ++side) {
      double value = side == 0 ? m.mean_a : m.mean_b;
      double half = side == 0 ? m.half_a : m.half_b;
      double h = 170.0 * std::max(0.0, value) / top;
      double bx = x + side * 30;
      svg << "<rect x='" << bx << "' y='" << base - h << "' width='26' height='" << h << "' class='bar" << (side ? "b" : "a")
          << "'><title>" << (side ? "B " : "A ") << html_escape(labels[i]) << ": " << fmt(value) << " ± " << fmt(half)
          << "</title></rect>";
      if (half > 0) {
        double y1 = base - 170.0 * std::max(0.0, value - half) / top, y2 = base - 170.0 * (value + half) / top;
        svg << "<line x1='" << bx + 13 << "' y1='" << y1 << "' x2='" << bx + 13 << "' y2='" << y2 << "' class='err'/>";
      }
    }
    if (m.significant) svg << "<text x='" << x + 28 << "' y='" << base - 174 << "' class='sig' text-anchor='middle'>✱</text>";
    svg << "<text x='" << x + 28 << "' y='" << base + 18 << "' class='label' text-anchor='middle'>"
        << html_escape(labels[i].substr(0, 14)) << "</text>";
  }
  svg << "</svg></figure>";
  return svg.str();
}

}  // namespace

std::string comparison_html(const std::string& title, const std::string& dir_a, const std::string& dir_b, int games,
                            int chunks, const std::vector<MetricComparison>& metrics) {
  std::ostringstream page;
  page << "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>" << html_escape(title)
       << " — balance A/B</title><style>"
          "body{font-family:'DejaVu Sans',sans-serif;margin:2em;background:#fbfaf7;color:#222}"
          "h1{font-size:1.5em}.legend span{display:inline-block;width:1em;height:1em;margin:0 .3em 0 1em;vertical-align:middle}"
          ".bara{fill:#4477aa}.barb{fill:#ee7733}.a{background:#4477aa}.b{background:#ee7733}"
          ".axis{stroke:#555}.err{stroke:#111;stroke-width:2}.tick,.label{font-size:11px;fill:#333}.sig{fill:#b00;font-size:14px}"
          "figure{display:inline-block;margin:1em;padding:.5em;background:#fff;border:1px solid #ddd;border-radius:6px}"
          "figcaption{font-weight:bold;margin-bottom:.3em}table{border-collapse:collapse;margin-top:2em}"
          "td,th{padding:.25em .7em;border-bottom:1px solid #ddd;text-align:right}td:first-child,th:first-child{text-align:left}"
          "tr.sig td{background:#fde8e0;font-weight:bold}</style></head><body>";
  page << "<h1>" << html_escape(title) << ": content A vs B</h1><p>" << games << " games per side, the same seeds for both, in "
       << chunks << " chunks; bars show the mean over chunks with a 95% interval; ✱ marks a difference unlikely to be "
       << "noise (paired t-test, 95%).</p><p class='legend'><span class='a'></span>A: " << html_escape(dir_a)
       << "<span class='b'></span>B: " << html_escape(dir_b) << "</p>";
  std::map<std::string, std::vector<const MetricComparison*>> groups;
  std::map<std::string, std::vector<std::string>> labels;
  for (const auto& m : metrics) {
    auto [group, label] = chart_key(m.name);
    if (group.empty()) {
      // No list index: group by the part before the first dot ("might.p25" → might), so one chart
      // never mixes units of different metrics.
      auto dot = m.name.find('.');
      group = dot == std::string::npos ? m.name : m.name.substr(0, dot);
      label = dot == std::string::npos ? m.name : m.name.substr(dot + 1);
    }
    groups[group].push_back(&m);
    labels[group].push_back(label);
  }
  for (const auto& [group, bars] : groups) page << svg_chart(group, bars, labels[group]);
  page << "<table><tr><th>metric</th><th>A</th><th>B</th><th>B − A</th><th>t</th><th>significant</th></tr>";
  for (const auto& m : metrics)
    page << "<tr" << (m.significant ? " class='sig'" : "") << "><td>" << html_escape(m.name) << "</td><td>" << fmt(m.mean_a)
         << "</td><td>" << fmt(m.mean_b) << "</td><td>" << fmt(m.diff) << "</td><td>" << fmt(m.t) << "</td><td>"
         << (m.significant ? "yes" : "no") << "</td></tr>";
  page << "</table></body></html>\n";
  return page.str();
}

// [SECTION] command

int run_sim_compare(const TitleInfo& title, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  // Compare's own options, then the report's other options, handed on to every run unchanged: all
  // declared, so a misspelt option is refused here, before any game is played.
  const std::vector<engine::ArgOption> own = {{"--compare", 2, "two content folders"}, {"--html", 1, "a file"},
                                              {"--json", 0}, {"--games"}, {"--seed"}, {"--chunks"},
                                              {"--content", 1, "a folder"}, {"--help", 0}};
  std::vector<engine::ArgOption> handed_on, all = own;
  for (const engine::ArgOption& option : title.sim_options) {
    bool owned = false;
    for (const engine::ArgOption& mine : own) owned = owned || mine.name == option.name;
    if (!owned) handed_on.push_back(option), all.push_back(option);
  }
  // Every run plays its chunk on the harness's threads (the title's sim reads --jobs itself).
  handed_on.push_back({"--jobs"}), all.push_back({"--jobs"});
  engine::Args args(argv, all);
  auto games_given = args.integer("--games", 2, 10000000, 200);
  auto seed_given = args.integer("--seed", 0, 1LL << 53, 1);
  auto chunks_given = args.integer("--chunks", 2, 100, 10);
  if (args.values("--compare").size() != 2) args.fail("--compare needs two content folders");
  if (args.value("--content")) args.fail("--content and --compare cannot be combined");
  if (!args.positionals().empty()) args.fail("unexpected argument '" + args.positionals().front() + "' (try --help)");
  if (!args.ok()) {
    err << "seasonboard sim: " << args.error() << "\n";
    return kExitUsage;
  }
  const std::vector<std::string> passthrough = args.argv_for(handed_on);
  std::string dir_a = args.values("--compare").at(0), dir_b = args.values("--compare").at(1);
  const std::string html = args.value_or("--html", "");
  const bool json = args.flag("--json");
  long long games = *games_given, seed = *seed_given, chunks = *chunks_given;
  for (const std::string& dir : {dir_a, dir_b}) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) {
      err << "seasonboard sim: --compare: " << dir << ": not a folder\n";
      return kExitUsage;
    }
  }
  chunks = std::min(chunks, games);
  // Reports take the title's folder.
  std::string content_dir = title.make()->content_dir();
  dir_a = title_content_dir(dir_a, content_dir).string();
  dir_b = title_content_dir(dir_b, content_dir).string();
  const CliHook& sim = title.sim;
  std::vector<std::map<std::string, double>> side_a, side_b;
  long long per_chunk = games / chunks;
  for (long long c = 0; c < chunks; ++c) {
    long long chunk_games = c + 1 == chunks ? games - per_chunk * (chunks - 1) : per_chunk;
    long long chunk_seed = seed + c * per_chunk;
    for (int side = 0; side < 2; ++side) {
      std::vector<std::string> args = passthrough;
      args.insert(args.end(), {"--content", side == 0 ? dir_a : dir_b, "--games", std::to_string(chunk_games), "--seed",
                               std::to_string(chunk_seed), "--json"});
      std::ostringstream report, problems;
      int code = sim(args, report, problems);
      if (code != 0) {
        err << problems.str() << "seasonboard sim: --compare: the run on " << (side == 0 ? dir_a : dir_b) << " failed\n";
        return code;
      }
      auto metrics = flatten_metrics(report.str());
      if (metrics.empty()) {
        err << "seasonboard sim: --compare: the " << title.id << " report had no numbers to compare\n";
        return kExitProblem;
      }
      (side == 0 ? side_a : side_b).push_back(std::move(metrics));
    }
  }
  auto compared = compare_chunks(side_a, side_b);
  if (!html.empty()) {
    std::string error;
    if (!engine::atomic_write_file(html, comparison_html(title.name, dir_a, dir_b, static_cast<int>(games),
                                                         static_cast<int>(chunks), compared),
                                   error)) {
      err << "seasonboard sim: --html: " << error << "\n";
      return kExitProblem;
    }
  }
  if (json) {
    out << "{\"title\": " << json_string(title.id) << ", \"games\": " << games << ", \"chunks\": " << chunks
        << ", \"a\": " << json_string(dir_a) << ", \"b\": " << json_string(dir_b) << ", \"metrics\": [";
    for (size_t i = 0; i < compared.size(); ++i) {
      const auto& m = compared[i];
      out << (i ? ", " : "") << "{\"name\": " << json_string(m.name) << ", \"a\": " << m.mean_a << ", \"b\": " << m.mean_b
          << ", \"diff\": " << m.diff << ", \"t\": " << m.t << ", \"significant\": " << (m.significant ? "true" : "false")
          << "}";
    }
    out << "]}\n";
    return kExitOk;
  }
  out << title.name << ": A = " << dir_a << ", B = " << dir_b << "; " << games << " games each, same seeds, " << chunks
      << " chunks\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-44s %12s %12s %12s  %s\n", "metric", "A", "B", "B - A", "significant (95%)");
  out << line;
  for (const auto& m : compared) {
    std::snprintf(line, sizeof line, "%-44s %12s %12s %12s  %s\n", m.name.substr(0, 44).c_str(), fmt(m.mean_a).c_str(),
                  fmt(m.mean_b).c_str(), fmt(m.diff).c_str(), m.significant ? "yes" : "no");
    out << line;
  }
  if (!html.empty()) out << "chart page: " << html << "\n";
  return kExitOk;
}

}  // namespace sb::app
