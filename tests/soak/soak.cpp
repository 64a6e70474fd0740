// A long random-play soak over every registered title (issue 26: nothing a player does loses a game).
// Bots play whole games at every seat count each title allows; after every action the driver checks
// what the engine can check of any title: a game that is not over has a legal action, the bot's move
// is accepted, a copy of the State given the same action ends equal to the match's (copy = clone,
// apply is deterministic), and a title that lists its invariants (Title::check) finds none broken.
// Now and then the match goes through a save file and back (save_data → text → load_match, the whole
// journal replayed) and must give the same state hash. A save hashes the State after each action
// through its YAML, hundreds of times the cost of the action (once per action: the match keeps the
// hashes), so a round trip is due every 64 actions and as a game ends only while round trips have
// taken under --save-share of the time; a game played again with --game-seed has one every
// --save-every actions and at its end.
// Built with sanitizers (build/asan) it is the soak of tests/soak/soak.sh and of CI's slice.
//
//   soak --list                (the build's titles, one a line)
//   soak [--titles a,b|all] [--bots random,default|all] [--seats N] [--seed S] [--actions N]
//        [--seconds S] [--save-share PERCENT] [--game-seed G [--save-every N]] [--content DIR]
//
// --actions / --seconds: the budget of each title and bot kind, split evenly over its seat counts.
// A failure prints the game's own seed and a command that plays that one game again.
// [SECTION] index: typed checks · context for crashes · one game · command line · main
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/save/save_file.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"
#include "soak_titles.h"  // generated: every title's rules type

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define SB_SOAK_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define SB_SOAK_SANITIZED 1
#endif
#ifdef SB_SOAK_SANITIZED
extern "C" void __sanitizer_set_death_callback(void (*callback)(void));
#endif

namespace sb::soak {
namespace {

using engine::AnyMatch;
using engine::AnyTitle;

// [SECTION] typed checks
// The registry hands out type-erased matches; the State comparison needs the title's own types,
// which the build lists from the same sb_add_title lines (soak_titles.h).
struct Step {
  bool ok = true;
  std::string problem;
};
using TypedStep = std::function<Step(AnyMatch&, const std::string& bot, engine::Rng& bot_rng)>;

template <class Title>
std::optional<TypedStep> typed_step_for(AnyMatch& any) {
  if (!dynamic_cast<engine::MatchAdapter<Title>*>(&any)) return std::nullopt;
  return TypedStep([](AnyMatch& m, const std::string& bot, engine::Rng& bot_rng) -> Step {
    auto& adapter = static_cast<engine::MatchAdapter<Title>&>(m);
    const auto& content = adapter.match().content();
    typename Title::State copy = adapter.match().state();
    if (!(copy == adapter.match().state())) return {false, "a copy of the State does not compare equal to it"};
    engine::Rng peek = bot_rng;
    typename Title::Action action = Title::bot_action(copy, content, bot, peek);
    engine::ApplyResult played = m.apply_bot(bot, bot_rng);
    if (!played.ok())
      return {false, "the " + bot + " bot's move was rejected: " + played.rejection().code + ": " +
                         played.rejection().message};
    if (!(peek == bot_rng)) return {false, "the bot chose differently from a copy of the same State"};
    engine::ApplyResult again = Title::apply(copy, content, action);
    if (!again.ok()) return {false, "the same action on a copy was rejected: " + again.rejection().message};
    if (!(copy == adapter.match().state())) return {false, "the same action on a copy of the State gave another State"};
    // The title's own invariants (pieces and cards conserved, ranges, references), where it lists them.
    if constexpr (requires(const typename Title::State& st, const typename Title::Content& ct) {
                    { Title::check(st, ct) } -> std::convertible_to<std::vector<std::string>>;
                  }) {
      std::vector<std::string> broken = Title::check(adapter.match().state(), content);
      if (!broken.empty()) {
        std::string words = "the State breaks its invariants:";
        for (const std::string& b : broken) words += "\n    " + b;
        return {false, words};
      }
    }
    return {};
  });
}

TypedStep typed_step(AnyMatch& any) {
  std::optional<TypedStep> found;
  for_each_title_type([&](auto tag) {
    using Title = typename decltype(tag)::type;
    if (!found) found = typed_step_for<Title>(any);
  });
  if (!found) {
    std::fprintf(stderr, "soak: no typed checks for title '%s': is its rules type sb::<namespace>::Title?\n",
                 any.title_id());
    std::exit(2);
  }
  return *found;
}

// [SECTION] context for crashes
// What is being played, kept where a crash handler can print it without allocating.
char g_context[512] = "soak: starting";
volatile long g_action = -1;

void print_context() {
  char line[640];
  int n = std::snprintf(line, sizeof line, "\n%s, at action %ld\n", g_context, static_cast<long>(g_action));
  if (n > 0) (void)!write(2, line, static_cast<size_t>(std::min<int>(n, sizeof line - 1)));
}

void on_fatal_signal(int sig) {
  print_context();
  signal(sig, SIG_DFL);
  raise(sig);
}

void install_crash_context() {
#ifdef SB_SOAK_SANITIZED
  __sanitizer_set_death_callback(print_context);  // the sanitizers own SIGSEGV; abort() is ours
#else
  signal(SIGSEGV, on_fatal_signal);
  signal(SIGFPE, on_fatal_signal);
  signal(SIGILL, on_fatal_signal);
  signal(SIGBUS, on_fatal_signal);
#endif
  signal(SIGABRT, on_fatal_signal);  // SB_CHECK
}

// [SECTION] one game
uint64_t mix(uint64_t x) {  // splitmix64's finaliser: distinct, well-spread seeds from counters
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}
uint64_t text_hash(const std::string& s) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char ch : s) h = (h ^ ch) * 1099511628211ULL;
  return h;
}
// A game's seed depends on the base seed and the cell it plays in, so one cell's figures do not
// move when another's budget changes. Kept below 2^31: the CLI's --seed reads that range.
uint64_t game_seed(uint64_t base, const std::string& title, const std::string& bot, int seats, long game) {
  uint64_t h = mix(base ^ mix(text_hash(title) ^ mix(text_hash(bot) ^ mix(static_cast<uint64_t>(seats) ^
                                                                               mix(static_cast<uint64_t>(game))))));
  return h & 0x7fffffffULL;
}

struct Options {
  std::vector<std::string> titles, bots;
  int seats = 0;  // 0: every seat count the title allows
  uint64_t seed = 1;
  long actions = 0;    // per title and bot kind; 0 = no action budget
  double seconds = 0;  // per title and bot kind; 0 = no time budget
  long save_every = 0;       // one game again: a round trip every N actions too
  double save_share = 0.25;  // the share of time save round trips may take
  long max_game_actions = 2000000;
  std::optional<uint64_t> game_seed;
  std::string content;
  std::string argv0 = "soak";
};

struct GameResult {
  long actions = 0, saves = 0;
  double save_seconds = 0;
  bool finished = false;
  std::string failure;  // "" when every check held
};

std::string reproduce(const Options& o, const std::string& title, const std::string& bot, int seats, uint64_t seed) {
  return o.argv0 + " --titles " + title + " --bots " + bot + " --seats " + std::to_string(seats) + " --game-seed " +
         std::to_string(seed) + " --save-every 100" + (o.content.empty() ? "" : " --content " + o.content);
}

// save_data → save file text → read back → load_match: the same state hash.
std::string save_round_trip(AnyTitle& title, const AnyMatch& match) {
  engine::SaveData data = match.save_data();
  std::string text = engine::save_to_text(data);
  engine::ErrorList errors;
  auto read = engine::save_from_text(text, "soak.save", errors);
  if (!read) return "the save file does not read back: " + errors.format_all();
  engine::ReadContext ctx{"soak.save", &errors};
  auto loaded = title.load_match(*read, ctx, AnyTitle::Verify::final_state);
  if (!loaded.ok()) return "the save does not load: " + loaded.error().code + ": " + loaded.error().message;
  if (loaded.value()->state_hash() != match.state_hash())
    return "the loaded save has another state (hash " + engine::hash_text(loaded.value()->state_hash()) + ", the game " +
           engine::hash_text(match.state_hash()) + ")";
  if (loaded.value()->journal_size() != match.journal_size()) return "the loaded save has another journal length";
  return "";
}

// Plays one game, stopping early when `budget_left` says so (false: stop now). `save_due(seconds)`,
// given the seconds this game's round trips took so far, says whether one is due now.
GameResult play_game(AnyTitle& title, const Options& o, const std::string& bot, int seats, uint64_t seed,
                     const std::function<bool(long)>& budget_left, const std::function<bool(double)>& save_due) {
  GameResult out;
  std::snprintf(g_context, sizeof g_context, "soak: crashed in %s, %d seat(s), %s bot, game seed %" PRIu64
                "; reproduce: %s", title.id(), seats, bot.c_str(), seed, reproduce(o, title.id(), bot, seats, seed).c_str());
  g_action = -1;
  engine::ErrorList errors;
  engine::ReadContext ctx{"soak", &errors};
  auto made = title.new_match(YAML::Node(), seats, seed, ctx);
  if (!made.ok()) {
    out.failure = "the game does not start: " + made.error().message;
    return out;
  }
  AnyMatch& match = *made.value();
  TypedStep step = typed_step(match);
  engine::Rng bot_rng(seed, 0x50a4);
  auto round_trip = [&] {
    auto start = std::chrono::steady_clock::now();
    out.saves++;
    out.failure = save_round_trip(title, match);
    out.save_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out.failure.empty();
  };
  try {
    for (long n = 0; n < o.max_game_actions; ++n) {
      if (match.prompt().game_over) {
        out.finished = true;
        break;
      }
      if (!budget_left(out.actions)) break;
      if (match.legal_count() == 0) {
        out.failure = "no legal action, and the game is not over (prompt: " + match.prompt().text + ")";
        return out;
      }
      g_action = n;
      Step s = step(match, bot, bot_rng);
      if (!s.ok) {
        out.failure = s.problem;
        return out;
      }
      out.actions++;
      bool due = o.save_every > 0 ? out.actions % o.save_every == 0
                                  : out.actions % 64 == 0 && save_due(out.save_seconds);
      if (due && !round_trip()) return out;
    }
    if (!out.finished && out.actions >= o.max_game_actions)
      out.failure = "the game did not end within " + std::to_string(o.max_game_actions) + " actions";
    if (out.failure.empty() && out.actions > 0 && (o.save_every > 0 || save_due(out.save_seconds))) round_trip();
  } catch (const std::exception& e) {
    out.failure = std::string("an exception escaped: ") + e.what();
  }
  return out;
}

// [SECTION] command line
std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t comma = s.find(',', start);
    if (comma == std::string::npos) comma = s.size();
    if (comma > start) out.push_back(s.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

[[noreturn]] void usage(const std::string& problem) {
  std::fprintf(stderr,
               "soak: %s\nusage: soak --list | soak [--titles a,b|all] [--bots random,default|all] [--seats N] [--seed S]\n"
               "            [--actions N] [--seconds S] [--save-share PERCENT] [--game-seed G [--save-every N]]\n"
               "            [--content DIR]\n",
               problem.c_str());
  std::exit(2);
}

Options parse(int argc, char** argv) {
  Options o;
  o.argv0 = argv[0];
  std::string titles = "all", bots = "random,default";
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(arg + " needs a value");
      return argv[++i];
    };
    auto number = [&]() -> long long {
      std::string v = value();
      char* end = nullptr;
      long long n = std::strtoll(v.c_str(), &end, 10);
      if (v.empty() || *end || n < 0) usage(arg + ": expected a whole number ≥ 0, not '" + v + "'");
      return n;
    };
    if (arg == "--list") {  // the build's titles, one a line (soak.sh makes a job of each)
      for (const auto& t : app::registered_titles()) std::printf("%s\n", t.id.c_str());
      std::exit(0);
    }
    if (arg == "--titles") titles = value();
    else if (arg == "--bots") bots = value();
    else if (arg == "--seats") o.seats = static_cast<int>(number());
    else if (arg == "--seed") o.seed = static_cast<uint64_t>(number());
    else if (arg == "--actions") o.actions = static_cast<long>(number());
    else if (arg == "--seconds") o.seconds = static_cast<double>(number());
    else if (arg == "--save-every") o.save_every = static_cast<long>(number());
    else if (arg == "--save-share") o.save_share = static_cast<double>(number()) / 100.0;
    else if (arg == "--max-game-actions") o.max_game_actions = static_cast<long>(number());
    else if (arg == "--game-seed") o.game_seed = static_cast<uint64_t>(number());
    else if (arg == "--content") o.content = value();
    else usage("unknown argument '" + arg + "'");
  }
  if (titles == "all") {
    for (const auto& t : app::registered_titles()) o.titles.push_back(t.id);
  } else {
    o.titles = split(titles);
  }
  for (const auto& t : o.titles)
    if (!app::find_title(t)) usage("unknown title '" + t + "' (known: " + app::title_ids() + ")");
  o.bots = split(bots);
  if (o.bots.empty()) usage("--bots names no bot");
  if (!o.game_seed && o.actions == 0 && o.seconds == 0) usage("give a budget: --actions N and/or --seconds S");
  return o;
}

// "default" is the bot a new seat gets in the launcher: the title's first kind that is not random.
std::vector<std::string> bot_kinds_for(const AnyTitle& title, const std::vector<std::string>& asked) {
  std::vector<std::string> kinds = title.bot_kinds(), out;
  auto add = [&](const std::string& k) {
    if (std::find(out.begin(), out.end(), k) == out.end()) out.push_back(k);
  };
  for (const std::string& want : asked) {
    if (want == "all") {
      for (const auto& k : kinds) add(k);
    } else if (want == "default") {
      auto it = std::find_if(kinds.begin(), kinds.end(), [](const std::string& k) { return k != "random"; });
      add(it != kinds.end() ? *it : kinds.front());
    } else if (std::find(kinds.begin(), kinds.end(), want) != kinds.end()) {
      add(want);
    } else {
      usage(std::string(title.id()) + " has no bot '" + want + "'");
    }
  }
  return out;
}

std::unique_ptr<AnyTitle> load(const std::string& id, const std::string& content_root) {
  std::ostringstream err;
  auto title = app::load_title(id, content_root, err);
  if (!title) {
    std::fprintf(stderr, "%ssoak: %s's content does not load\n", err.str().c_str(), id.c_str());
    std::exit(2);
  }
  return title;
}

// [SECTION] main
int run(int argc, char** argv) {
  Options o = parse(argc, argv);
  install_crash_context();
  using Clock = std::chrono::steady_clock;
  auto seconds_since = [](Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); };
  const auto started = Clock::now();
  if (o.game_seed) {  // one game again, as a failure named it
    if (o.titles.size() != 1 || o.bots.size() != 1 || o.seats == 0)
      usage("--game-seed plays one game: name one title, one bot and --seats");
    auto title = load(o.titles.front(), o.content);
    std::string bot = bot_kinds_for(*title, o.bots).front();
    GameResult r = play_game(*title, o, bot, o.seats, *o.game_seed, [](long) { return true; }, [](double) { return true; });
    std::printf("%s, %d seat(s), %s bot, game seed %" PRIu64 ": %ld actions, %ld save round trips, %s\n",
                title->id(), o.seats, bot.c_str(), *o.game_seed, r.actions, r.saves,
                r.failure.empty() ? (r.finished ? "finished" : "stopped") : ("FAILED: " + r.failure).c_str());
    return r.failure.empty() ? 0 : 1;
  }
  std::printf("soak: base seed %" PRIu64 " (the same run again: --seed %" PRIu64 " with the same budget)\n", o.seed,
              o.seed);
  std::printf("%-16s %-10s %5s %7s %10s %6s %8s %8s %10s\n", "title", "bot", "seats", "games", "actions", "saves",
              "save s", "seconds", "actions/s");
  std::fflush(stdout);
  int failures = 0;
  long total_actions = 0;
  for (const std::string& id : o.titles) {
    auto title = load(id, o.content);
    std::vector<int> seat_counts;
    for (int n = title->min_seats(); n <= title->max_seats(); ++n)
      if (o.seats == 0 || o.seats == n) seat_counts.push_back(n);
    if (seat_counts.empty()) usage(id + " takes no game of " + std::to_string(o.seats) + " seats");
    for (const std::string& bot : bot_kinds_for(*title, o.bots)) {
      long title_actions = 0;
      double title_seconds = 0;
      for (size_t cell = 0; cell < seat_counts.size(); ++cell) {
        const int seats = seat_counts[cell];
        // Actions: what is left of the title-and-bot budget, shared by the seat counts still to play.
        // Time: an equal slice each (a slow save must not eat a later seat count's share).
        const double share = 1.0 / static_cast<double>(seat_counts.size() - cell);
        const long action_budget =
            o.actions > 0 ? std::max(1L, static_cast<long>(static_cast<double>(o.actions - title_actions) * share + 0.999)) : 0;
        const double time_budget = o.seconds > 0 ? o.seconds / static_cast<double>(seat_counts.size()) : 0;
        const auto cell_start = Clock::now();
        long actions = 0, games = 0, finished = 0, saves = 0;
        double save_seconds = 0;
        bool failed = false;
        auto budget_left = [&](long in_game) {
          if (action_budget > 0 && actions + in_game >= action_budget) return false;
          if (time_budget > 0 && ((actions + in_game) & 63) == 0 && seconds_since(cell_start) >= time_budget) return false;
          return true;
        };
        for (long g = 0; budget_left(0); ++g) {
          uint64_t seed = game_seed(o.seed, id, bot, seats, g);
          auto save_due = [&](double this_game) {
            return o.save_share > 0 && save_seconds + this_game < o.save_share * seconds_since(cell_start);
          };
          Options game_options = o;
          game_options.save_every = 0;
          GameResult r = play_game(*title, game_options, bot, seats, seed, budget_left, save_due);
          save_seconds += r.save_seconds;
          actions += r.actions;
          saves += r.saves;
          games++;
          finished += r.finished;
          if (!r.failure.empty()) {
            std::printf("FAILED: %s, %d seat(s), %s bot, game seed %" PRIu64 ", action %ld: %s\n  reproduce: %s\n",
                        id.c_str(), seats, bot.c_str(), seed, r.actions, r.failure.c_str(),
                        reproduce(o, id, bot, seats, seed).c_str());
            std::fflush(stdout);
            failures++;
            failed = true;
            break;  // this cell's figures stop here; the other cells still play
          }
        }
        double secs = seconds_since(cell_start);
        title_actions += actions;
        title_seconds += secs;
        total_actions += actions;
        std::printf("%-16s %-10s %5d %7ld %10ld %6ld %8.1f %8.1f %10.0f%s\n", id.c_str(), bot.c_str(), seats, finished,
                    actions, saves, save_seconds, secs, secs > 0 ? static_cast<double>(actions) / secs : 0.0,
                    failed ? "  FAILED" : "");
        std::fflush(stdout);
      }
      std::printf("%-16s %-10s %5s %7s %10ld %6s %8s %8.1f\n", id.c_str(), bot.c_str(), "all", "", title_actions, "", "",
                  title_seconds);
      std::fflush(stdout);
    }
  }
  std::printf("soak: %ld actions in %.1f s, %d failure(s), base seed %" PRIu64 "\n", total_actions,
              seconds_since(started), failures, o.seed);
  return failures == 0 ? 0 : 1;
}

}  // namespace
}  // namespace sb::soak

int main(int argc, char** argv) { return sb::soak::run(argc, argv); }
