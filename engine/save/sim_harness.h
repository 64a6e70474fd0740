#pragma once
// The one harness every title's `seasonboard sim` runs on: game i of a run gets seed S+i, games play
// in parallel over --jobs threads, and the report never depends on the job count or on timing,
// because each game's tally is kept by its index and folded into the total in index order.
// `--shard K/N` plays only the games whose index ≡ K-1 (mod N) and writes a partial result (the
// folded tally, the arguments, the seconds spent); `seasonboard sim merge FILES...` adds the parts
// into the report one run would have printed.
//
// A title supplies a Tally: what one game produces and what a run adds up, declared once as
//   template <class F> void fields(F&& f) { f(wins); f(by_race); ... }
// over numbers, std::array, std::vector (added element by element), std::map (added key by key) and
// std::pair. Merging, writing and reading a part all walk those fields, so a new field needs no
// further code. Keep counts exact (integers, or doubles holding integers): then a merge in any
// order gives the same bits.
//
// [SECTION] options
// [SECTION] tally fields: merge, write, read
// [SECTION] running games
// [SECTION] part files
#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace sb::engine {

// [SECTION] options
struct SimRun {
  int jobs = 1;
  int shard = 1, shards = 1;                // --shard K/N: this is part K of N
  std::vector<std::string> merge_parts;     // part files to add up instead of playing
  std::vector<std::string> title_args;      // the command line without the harness's options
  bool part = false;                        // --shard given: write a part, not a report
  bool writes_part() const { return part; }
  bool in_shard(long long game) const { return game % shards == shard - 1; }
};

inline int default_sim_jobs() {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores == 0 ? 1 : static_cast<int>(std::min(cores, 256u));
}

namespace sim_detail {
inline std::optional<long long> whole_number(const std::string& text) {
  long long value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
  return value;
}
}  // namespace sim_detail

// Takes --jobs N, --shard K/N (and the internal --merge-part FILE that `sim merge` passes) out of
// `argv`; the rest is the title's. Returns a message naming the option when a value is wrong.
inline std::optional<std::string> take_sim_run_options(const std::vector<std::string>& argv, SimRun& run) {
  run = SimRun{};
  run.jobs = default_sim_jobs();
  bool jobs_seen = false, shard_seen = false;
  for (size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (a == "--") {
      run.title_args.insert(run.title_args.end(), argv.begin() + static_cast<long>(i), argv.end());
      break;
    }
    std::string name = a, value;
    bool inline_value = false;
    if (a.rfind("--", 0) == 0 && a.find('=') != std::string::npos) {
      name = a.substr(0, a.find('='));
      value = a.substr(a.find('=') + 1);
      inline_value = true;
    }
    if (name != "--jobs" && name != "--shard" && name != "--merge-part") {
      run.title_args.push_back(a);
      continue;
    }
    if (!inline_value) {
      if (i + 1 >= argv.size()) return name + " needs a value";
      value = argv[++i];
    }
    if (name == "--jobs") {
      if (jobs_seen) return std::string("--jobs given twice");
      jobs_seen = true;
      auto n = sim_detail::whole_number(value);
      if (!n || *n < 1 || *n > 256) return "--jobs expects a whole number from 1 to 256, got '" + value + "'";
      run.jobs = static_cast<int>(*n);
    } else if (name == "--shard") {
      if (shard_seen) return std::string("--shard given twice");
      shard_seen = true;
      const size_t slash = value.find('/');
      auto k = slash == std::string::npos ? std::nullopt : sim_detail::whole_number(value.substr(0, slash));
      auto n = slash == std::string::npos ? std::nullopt : sim_detail::whole_number(value.substr(slash + 1));
      if (!k || !n || *n < 1 || *n > 1000000 || *k < 1 || *k > *n)
        return "--shard expects K/N with 1 <= K <= N (part K of N, e.g. 3/8), got '" + value + "'";
      run.part = true;
      run.shard = static_cast<int>(*k);
      run.shards = static_cast<int>(*n);
    } else {
      run.merge_parts.push_back(value);
    }
  }
  if (shard_seen && !run.merge_parts.empty()) return std::string("--shard: a merge adds parts up, it plays none");
  return std::nullopt;
}

// take_sim_run_options for a `sim` command: false, with "seasonboard sim: <what is wrong>" printed,
// when a value is wrong (the command then exits 2).
inline bool read_sim_run_options(const std::vector<std::string>& argv, SimRun& run, std::ostream& err) {
  if (auto problem = take_sim_run_options(argv, run)) {
    err << "seasonboard sim: " << *problem << "\n";
    return false;
  }
  return true;
}

// [SECTION] tally fields: merge, write, read
namespace sim_detail {
template <class T>
struct is_vector : std::false_type {};
template <class T, class A>
struct is_vector<std::vector<T, A>> : std::true_type {};
template <class T>
struct is_array : std::false_type {};
template <class T, size_t N>
struct is_array<std::array<T, N>> : std::true_type {};
template <class T>
struct is_map : std::false_type {};
template <class K, class V, class C, class A>
struct is_map<std::map<K, V, C, A>> : std::true_type {};
template <class T>
struct is_pair : std::false_type {};
template <class A, class B>
struct is_pair<std::pair<A, B>> : std::true_type {};

template <class T>
void add(T& into, const T& from) {
  if constexpr (std::is_arithmetic_v<T>) {
    into += from;
  } else if constexpr (is_vector<T>::value) {
    if (into.size() < from.size()) into.resize(from.size());
    for (size_t i = 0; i < from.size(); ++i) add(into[i], from[i]);
  } else if constexpr (is_array<T>::value) {
    for (size_t i = 0; i < from.size(); ++i) add(into[i], from[i]);
  } else if constexpr (is_map<T>::value) {
    for (const auto& [key, value] : from) add(into[key], value);
  } else {
    static_assert(is_pair<T>::value, "tally fields are numbers, arrays, vectors, maps and pairs");
    add(into.first, from.first);
    add(into.second, from.second);
  }
}

template <class T>
void write(std::ostream& out, const T& value) {
  if constexpr (std::is_same_v<T, std::string>) {  // map keys: length, a colon, the bytes
    out << ' ' << value.size() << ':' << value;
  } else if constexpr (std::is_floating_point_v<T>) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, " %.17g", static_cast<double>(value));
    out << buffer;
  } else if constexpr (std::is_arithmetic_v<T>) {
    out << ' ' << static_cast<long long>(value);
  } else if constexpr (is_vector<T>::value || is_map<T>::value) {
    out << ' ' << value.size();
    for (const auto& item : value) write(out, item);
  } else if constexpr (is_array<T>::value) {
    for (const auto& item : value) write(out, item);
  } else {
    write(out, value.first);
    write(out, value.second);
  }
}

template <class T>
bool read(std::istream& in, T& value) {
  if constexpr (std::is_same_v<T, std::string>) {
    size_t size = 0;
    if (!(in >> size) || size > 4096 || in.get() != ':') return false;
    value.assign(size, '\0');
    return static_cast<bool>(in.read(value.data(), static_cast<std::streamsize>(size)));
  } else if constexpr (std::is_floating_point_v<T>) {
    std::string token;
    if (!(in >> token)) return false;
    char* end = nullptr;
    value = static_cast<T>(std::strtod(token.c_str(), &end));
    return end && *end == '\0';
  } else if constexpr (std::is_arithmetic_v<T>) {
    long long number = 0;
    if (!(in >> number)) return false;
    value = static_cast<T>(number);
    return true;
  } else if constexpr (is_vector<T>::value) {
    size_t size = 0;
    if (!(in >> size) || size > 100000000) return false;
    value.assign(size, typename T::value_type{});
    for (auto& item : value)
      if (!read(in, item)) return false;
    return true;
  } else if constexpr (is_map<T>::value) {
    size_t size = 0;
    if (!(in >> size) || size > 100000000) return false;
    value.clear();
    for (size_t i = 0; i < size; ++i) {
      std::pair<typename T::key_type, typename T::mapped_type> item;
      if (!read(in, item.first) || !read(in, item.second)) return false;
      value.insert(std::move(item));
    }
    return true;
  } else if constexpr (is_array<T>::value) {
    for (auto& item : value)
      if (!read(in, item)) return false;
    return true;
  } else {
    return read(in, value.first) && read(in, value.second);
  }
}
}  // namespace sim_detail

// Adds `from` into `into`, field by field.
template <class Tally>
void merge_tally(Tally& into, const Tally& from) {
  // Both walks visit the same fields in the same order; pair them by position.
  std::vector<std::function<void(const void*)>> adders;
  into.fields([&](auto& field) {
    using Field = std::remove_reference_t<decltype(field)>;
    adders.push_back([&field](const void* other) { sim_detail::add(field, *static_cast<const Field*>(other)); });
  });
  size_t i = 0;
  const_cast<Tally&>(from).fields([&](auto& field) { adders[i++](&field); });
}

template <class Tally>
std::string write_tally(const Tally& tally) {
  std::ostringstream out;
  const_cast<Tally&>(tally).fields([&](auto& field) { sim_detail::write(out, field); });
  return out.str();
}

template <class Tally>
bool read_tally(const std::string& text, Tally& tally) {
  std::istringstream in(text);
  bool ok = true;
  tally.fields([&](auto& field) { ok = ok && sim_detail::read(in, field); });
  std::string rest;
  return ok && !(in >> rest);
}

// [SECTION] running games
// What a run (or a merge) gives the title's report.
template <class Tally>
struct SimTotals {
  Tally tally;
  long long games = 0;    // games in the tally
  double seconds = 0;     // wall-clock seconds spent playing (summed over parts in a merge)
  std::string error;      // the first failing game's message (lowest index), or a merge problem
  bool ok() const { return error.empty(); }
};

// Seconds of CPU time this thread has used: a per-game cost that stays meaningful with many jobs
// and with other work on the machine.
inline double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Plays games 0..games-1 (only this shard's) over run.jobs threads. `play(index, tally, error)`
// fills a fresh tally with that one game and returns false, with a message, when the game fails.
template <class Tally, class Play>
SimTotals<Tally> play_sim_games(const SimRun& run, long long games, const Tally& empty, Play play) {
  SimTotals<Tally> totals;
  totals.tally = empty;
  std::vector<long long> indices;
  for (long long g = 0; g < games; ++g)
    if (run.in_shard(g)) indices.push_back(g);
  const auto start = std::chrono::steady_clock::now();
  // Blocks bound the memory a million-game run holds; inside one, games go to whichever job is free.
  const size_t block = static_cast<size_t>(std::max(1024, 64 * run.jobs));
  for (size_t first = 0; first < indices.size(); first += block) {
    const size_t count = std::min(block, indices.size() - first);
    std::vector<Tally> tallies(count, empty);
    std::vector<std::string> errors(count);
    std::vector<char> failed(count, 0);
    std::atomic<size_t> next{0};
    std::atomic<bool> stop{false};
    auto worker = [&] {
      for (size_t i; !stop && (i = next++) < count;) {
        if (!play(indices[first + i], tallies[i], errors[i])) {
          failed[i] = 1;
          stop = true;
        }
      }
    };
    const int jobs = static_cast<int>(std::min<size_t>(static_cast<size_t>(run.jobs), count));
    std::vector<std::thread> threads;
    for (int j = 1; j < jobs; ++j) threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads) t.join();
    for (size_t i = 0; i < count; ++i) {
      if (failed[i]) {
        totals.error = errors[i];
        return totals;
      }
      merge_tally(totals.tally, tallies[i]);
      ++totals.games;
    }
  }
  totals.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return totals;
}

// [SECTION] part files
// A part is JSON: the title, its arguments, which part of how many, the games and seconds it
// holds, and the tally as a line of numbers in field order.
namespace sim_detail {
inline std::string json_quote(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') out += '\\', out += static_cast<char>(c);
    else if (c < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
      out += buffer;
    } else out += static_cast<char>(c);
  }
  return out + "\"";
}
}  // namespace sim_detail

template <class Tally>
void write_sim_part(std::ostream& out, const std::string& title, const SimRun& run, const SimTotals<Tally>& totals) {
  char seconds[40];
  std::snprintf(seconds, sizeof seconds, "%.17g", totals.seconds);
  out << "{\"seasonboard_sim_part\": 1, \"title\": " << sim_detail::json_quote(title) << ",\n \"args\": [";
  for (size_t i = 0; i < run.title_args.size(); ++i) out << (i ? ", " : "") << sim_detail::json_quote(run.title_args[i]);
  out << "],\n \"part\": " << run.shard << ", \"parts\": " << run.shards << ", \"games\": " << totals.games
      << ", \"seconds\": " << seconds << ",\n \"tally\": " << sim_detail::json_quote(write_tally(totals.tally).substr(1)) << "}\n";
}

struct SimPart {
  std::string file, title;
  std::vector<std::string> args;
  int part = 0, parts = 0;
  long long games = 0;
  double seconds = 0;
  std::string tally;
};

// Reads a part file; the message names the file and what is wrong.
inline std::optional<std::string> read_sim_part(const std::string& file, SimPart& part) {
  part = SimPart{};
  part.file = file;
  try {
    YAML::Node root = YAML::LoadFile(file);
    if (!root.IsMap() || !root["seasonboard_sim_part"])
      return file + ": not a part written by seasonboard sim --shard";
    if (root["seasonboard_sim_part"].as<int>() != 1) return file + ": a part format this build does not read";
    part.title = root["title"].as<std::string>();
    for (const YAML::Node& a : root["args"]) part.args.push_back(a.as<std::string>());
    part.part = root["part"].as<int>();
    part.parts = root["parts"].as<int>();
    part.games = root["games"].as<long long>();
    part.seconds = root["seconds"].as<double>();
    part.tally = root["tally"].as<std::string>();
  } catch (const YAML::Exception& e) {
    return file + ": not a readable sim part (" + e.what() + ")";
  }
  if (part.parts < 1 || part.part < 1 || part.part > part.parts) return file + ": part number out of range";
  return std::nullopt;
}

// Adds up the parts run.merge_parts names: every part of one run (same title and arguments, parts
// 1..N each once), in part order.
template <class Tally>
SimTotals<Tally> merge_sim_parts(const SimRun& run, const std::string& title, const Tally& empty) {
  SimTotals<Tally> totals;
  totals.tally = empty;
  std::vector<SimPart> parts;
  for (const std::string& file : run.merge_parts) {
    SimPart part;
    if (auto problem = read_sim_part(file, part)) return totals.error = "sim merge: " + *problem, totals;
    if (part.title != title) return totals.error = "sim merge: " + file + " is a part of a " + part.title + " run", totals;
    if (!parts.empty() && (part.args != parts.front().args || part.parts != parts.front().parts))
      return totals.error = "sim merge: " + file + " is a part of another run than " + parts.front().file +
                            " (its arguments or part count differ)",
             totals;
    for (const SimPart& other : parts)
      if (other.part == part.part)
        return totals.error = "sim merge: " + file + " and " + other.file + " are both part " + std::to_string(part.part),
               totals;
    parts.push_back(std::move(part));
  }
  if (parts.empty()) return totals.error = "sim merge: no parts given", totals;
  if (static_cast<int>(parts.size()) != parts.front().parts) {
    std::string missing;
    for (int k = 1; k <= parts.front().parts; ++k)
      if (std::none_of(parts.begin(), parts.end(), [k](const SimPart& p) { return p.part == k; }))
        missing += (missing.empty() ? "" : ", ") + std::to_string(k);
    return totals.error = "sim merge: parts missing: " + missing + " of " + std::to_string(parts.front().parts), totals;
  }
  std::sort(parts.begin(), parts.end(), [](const SimPart& a, const SimPart& b) { return a.part < b.part; });
  for (const SimPart& part : parts) {
    Tally tally = empty;
    if (!read_tally(part.tally, tally)) return totals.error = "sim merge: " + part.file + ": the tally is damaged", totals;
    merge_tally(totals.tally, tally);
    totals.games += part.games;
    totals.seconds += part.seconds;
  }
  return totals;
}

// The whole of a sim's middle: merge the parts, or play this run's games. The title then writes
// a part (when run.shards > 1) with write_sim_part or prints its report from the totals.
template <class Tally, class Play>
SimTotals<Tally> run_sim(const SimRun& run, const std::string& title, long long games, const Tally& empty, Play play) {
  if (!run.merge_parts.empty()) return merge_sim_parts(run, title, empty);
  return play_sim_games(run, games, empty, play);
}

}  // namespace sb::engine
