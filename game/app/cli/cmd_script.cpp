#include <ostream>

#include "engine/content/yaml_reader.h"
#include "engine/core/args.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

namespace sb::app {

namespace {

constexpr const char* kScriptHelp =
    "usage: seasonboard script FILE.yaml [--content DIR] [--quiet]\n"
    "\n"
    "Runs a scenario and prints the final state as YAML. The scenario format:\n"
    "  title: mighty-kingdoms       # a title id (required)\n"
    "  seed: 42                     # the match seed (default 1)\n"
    "  seats: 4                     # seat count for the title's default setup, or:\n"
    "  setup: {...}                 # the title's setup (see content/<title>/README.md)\n"
    "  state: {...}                 # optional explicit starting state (same schema as saves)\n"
    "  actions:                     # applied in order; each is one of\n"
    "    - {...}                    #   an action (the title's action YAML)\n"
    "    - {action: {...}, reject: CODE}   # an action that must be rejected with CODE\n"
    "    - {bot: random, count: 10} #   N bot moves (count: all = until the game ends)\n"
    "  expect:                      # optional checks on the final state\n"
    "    - {path: score.0, equals: 3}      # dotted path into the state YAML\n"
    "    - {prompt: reap}                  # the decision kind now due\n"
    "    - {game_over: true}\n"
    "Exit: 0 ok, 1 an action was rejected or an expectation failed, 2 bad arguments or file.\n";

std::string inline_text(const YAML::Node& node) {
  if (!node.IsDefined()) return "(nothing)";
  if (node.IsScalar()) return node.Scalar();
  return engine::dump_yaml_flow(node);
}

}  // namespace

int cmd_script(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  engine::Args args(argv, {"--content"}, {"--quiet", "--help"});
  if (args.flag("--help")) {
    out << kScriptHelp;
    return kExitOk;
  }
  if (!args.ok() || args.positionals().size() != 1) {
    err << "seasonboard script: " << (args.ok() ? "needs exactly one scenario file" : args.error()) << "\n";
    return kExitUsage;
  }
  const std::string file = args.positionals()[0];
  engine::ErrorList errors;
  auto root = engine::load_yaml_file(file, errors, file);
  if (!root) {
    err << errors.format_all();
    return kExitUsage;
  }
  engine::ReadContext ctx{file, &errors};
  engine::MapReader map(*root, "", ctx);
  std::string title_id = map.string("title");
  auto seed = static_cast<uint64_t>(map.integer_or("seed", 0, INT64_MAX, 1));
  int seats = static_cast<int>(map.integer_or("seats", 1, 8, 0));
  YAML::Node setup = map.child_or_null("setup");
  YAML::Node state = map.child_or_null("state");
  YAML::Node actions = map.child_or_null("actions");
  YAML::Node expect = map.child_or_null("expect");
  map.finish();
  if (!errors.empty()) {
    err << errors.format_all();
    return kExitUsage;
  }
  auto title = load_title(title_id, args.value_or("--content", ""), err);
  if (!title) return find_title(title_id) ? kExitProblem : kExitUsage;

  auto started = state.IsDefined() ? title->match_from_state(setup, state, seed, ctx)
                                   : title->new_match(setup, seats, seed, ctx);
  if (!started.ok()) {
    err << errors.format_all() << file << ": " << started.error().message << "\n";
    return kExitProblem;
  }
  engine::AnyMatch& match = *started.value();
  engine::Rng bot_rng(seed ^ 0x9e3779b97f4a7c15ULL, 7);

  auto items = actions.IsDefined() ? engine::read_sequence(actions, "actions", ctx) : std::vector<YAML::Node>{};
  for (size_t i = 0; i < items.size(); ++i) {
    std::string field = engine::index_field("actions", i);
    const YAML::Node& item = items[i];
    std::string where = file + ":" + std::to_string(item.Mark().line + 1) + ":" + std::to_string(item.Mark().column + 1);
    if (item.IsMap() && item["bot"].IsDefined()) {
      engine::MapReader bot(item, field, ctx);
      std::string kind = bot.string("bot");
      std::string count_text = bot.string_or("count", "1");
      bot.finish();
      long count = count_text == "all" ? -1 : std::atol(count_text.c_str());
      auto kinds = match.bot_kinds();
      if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) bot.error("bot", "unknown bot kind '" + kind + "'");
      if (count_text != "all" && count <= 0) bot.error("count", "expected a positive number or 'all'");
      if (!errors.empty()) break;
      for (long n = 0; count < 0 || n < count; ++n) {
        if (match.prompt().game_over) break;
        engine::ApplyResult r = match.apply_bot(kind, bot_rng);
        if (!r.ok()) {
          err << where << ": " << field << ": the " << kind << " bot's move was rejected: " << r.rejection().message << "\n";
          return kExitProblem;
        }
      }
      continue;
    }
    YAML::Node action = item;
    std::string must_reject;
    if (item.IsMap() && item["action"].IsDefined()) {
      engine::MapReader wrapper(item, field, ctx);
      action.reset(wrapper.child("action"));  // reset: assignment would overwrite the node `item` shares
      must_reject = wrapper.string("reject");
      wrapper.finish();
      if (!errors.empty()) break;
    }
    engine::ApplyResult r = match.apply_yaml(action, ctx);
    if (!errors.empty()) break;
    if (!must_reject.empty()) {
      if (r.ok() || r.rejection().code != must_reject) {
        err << where << ": " << field << ": expected rejection '" << must_reject << "', but the action was "
            << (r.ok() ? "accepted" : "rejected with '" + r.rejection().code + "': " + r.rejection().message) << "\n";
        return kExitProblem;
      }
      continue;
    }
    if (!r.ok()) {
      err << where << ": " << field << ": rejected (" << r.rejection().code << "): " << r.rejection().message << "\n";
      return kExitProblem;
    }
  }
  if (!errors.empty()) {
    err << errors.format_all();
    return kExitUsage;
  }

  YAML::Node final_state = match.state_yaml();
  // Which optional fields the state YAML left out as defaults: the title's reader reads it again.
  engine::DefaultsSeen defaults;
  {
    engine::ErrorList quiet;
    engine::ReadContext reread{file, &quiet, &defaults};
    (void)title->match_from_state(match.save_data().setup, final_state, seed, reread);
  }
  // Some titles' readers name the state's own fields "state.spaces[0].raid", where a path walks
  // from the state itself ("spaces.0.raid" looks for "spaces[0].raid"): keep both names.
  for (const auto& [field, value] : engine::DefaultsSeen(defaults))
    if (field.rfind("state.", 0) == 0) defaults.emplace(field.substr(6), value);
  int failed = 0;
  auto checks = expect.IsDefined() ? engine::read_sequence(expect, "expect", ctx) : std::vector<YAML::Node>{};
  for (size_t i = 0; i < checks.size(); ++i) {
    std::string field = engine::index_field("expect", i);
    engine::MapReader check(checks[i], field, ctx);
    std::string where = file + ":" + std::to_string(checks[i].Mark().line + 1) + ":" +
                        std::to_string(checks[i].Mark().column + 1) + ": " + field + ": ";
    if (check.has("path")) {
      std::string path = check.string("path");
      YAML::Node wanted = check.child("equals");
      check.finish();
      engine::PathValue got = engine::yaml_at_path(final_state, path, defaults);
      if (!got.error.empty()) {
        err << where << path << " names nothing: " << got.error << "; expected " << inline_text(wanted) << "\n";
        ++failed;
      } else if (inline_text(got.node) != inline_text(wanted)) {
        err << where << path << " is " << inline_text(got.node) << ", expected " << inline_text(wanted) << "\n";
        ++failed;
      }
    } else if (check.has("prompt")) {
      std::string kind = check.string("prompt");
      check.finish();
      if (match.prompt().kind != kind) {
        err << where << "the decision due is '" << match.prompt().kind << "', expected '" << kind << "'\n";
        ++failed;
      }
    } else if (check.has("game_over")) {
      bool over = check.boolean("game_over");
      check.finish();
      if (match.prompt().game_over != over) {
        err << where << "game_over is " << (match.prompt().game_over ? "true" : "false") << ", expected "
            << (over ? "true" : "false") << "\n";
        ++failed;
      }
    } else {
      check.error("", "an expectation needs path+equals, prompt or game_over");
    }
  }
  if (!errors.empty()) {
    err << errors.format_all();
    return kExitUsage;
  }
  if (!args.flag("--quiet")) out << engine::dump_yaml(final_state);
  if (failed > 0) {
    err << file << ": " << failed << " expectation(s) failed\n";
    return kExitProblem;
  }
  return kExitOk;
}

}  // namespace sb::app
