#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

#include "app/cli_run.h"
#include "app/temp_dir.h"
#include "engine/save/autosave.h"
#include "engine/save/save_file.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

using namespace sb;

namespace {
using test::Run;
using test::run;
using test::has;
// A copy of the tiny content that a test can break.
void copy_tiny(const test::TempDir& dir) {
  std::filesystem::copy("content/tiny", dir / "tiny", std::filesystem::copy_options::recursive);
}
}  // namespace

TEST_CASE("check passes the shipped content and lists every error of a broken tree") {
  Run ok = run({"check", "content", "--title", "tiny"});
  CHECK(ok.code == 0);
  CHECK(ok.out.find("tiny: ok") != std::string::npos);
  // Every title's shipped content is valid (CI runs this).
  Run all = run({"check", "content"});
  CHECK_MESSAGE(all.code == 0, all.out << all.err);
  for (const char* title : {"mighty-kingdoms: ok", "six-winters: ok", "winter-quarters: ok", "vacant-throne: ok", "tiny: ok"})
    CHECK(all.out.find(title) != std::string::npos);

  test::TempDir dir("check");
  copy_tiny(dir);
  dir.write("tiny/harvest.yaml",
            "starting_seeds: -1\n"
            "max_plants: 4\n"
            "weather:\n"
            "  - {id: fair, name: Fair, multiplier: 1}\n"
            "  - {id: fair, name: Again, multiplier: 9, colour: red}\n");
  dir.write("tiny/calendar.yaml",
            "period: round\nperiods: 3\nseasons:\n  - {id: spring, turns: 1, phases: [sow, dance]}\n");
  std::string root = dir.path().string();
  Run bad = run({"check", root});
  CHECK(bad.code == 1);
  const std::string expected =
      root + "/tiny/calendar.yaml:4:42: seasons[0].phases[1]: unknown phase id 'dance' (this title has: sow, reap, tally)\n" +
      root + "/tiny/harvest.yaml:1:17: starting_seeds: expected an integer 0..20, found -1\n" +
      root + "/tiny/harvest.yaml:5:10: weather[1].id: duplicate weather id 'fair'\n" +
      root + "/tiny/harvest.yaml:5:41: weather[1].multiplier: expected an integer 0..5, found 9\n" +
      root + "/tiny/harvest.yaml:5:44: weather[1].colour: unknown key (known keys: copies, id, multiplier, name)\n" +
      "tiny: 5 error(s) (" + root + "/tiny)\n";
  CHECK(bad.out == expected);

  Run json = run({"check", root, "--json"});
  CHECK(json.code == 1);
  CHECK(json.out.find("\"ok\": false") != std::string::npos);
  CHECK(json.out.find("{\"file\": \"" + root + "/tiny/harvest.yaml\", \"line\": 1, \"column\": 17, \"field\": "
                      "\"starting_seeds\", \"message\": \"expected an integer 0..20, found -1\"}") != std::string::npos);

  // A single title's folder works too.
  Run single = run({"check", root + "/tiny"});
  CHECK(single.code == 1);
  CHECK(single.out.find("5 error(s)") != std::string::npos);
}

TEST_CASE("bad command lines name the argument and exit 2") {
  CHECK(run({"frobnicate"}).code == 2);
  Run r = run({"sim", "--title", "tiny", "--games", "lots"});
  CHECK(r.code == 2);
  CHECK(r.err == "seasonboard sim: --games expects a whole number from 1 to 10000000, got 'lots'\n");
  r = run({"sim", "--title", "nope"});
  CHECK(r.code == 2);
  CHECK(r.err.find("unknown title 'nope'") != std::string::npos);
  r = run({"check", "--colour"});
  CHECK(r.code == 2);
  CHECK(r.err == "seasonboard check: unknown option '--colour' (try --help)\n");
  r = run({"script"});
  CHECK(r.code == 2);
  for (const char* command : {"check", "script", "replay", "sim", "play"}) {
    Run help = run({command, "--help"});
    CHECK(help.code == 0);
    CHECK(help.out.find("usage: seasonboard") == 0);
  }
}

TEST_CASE("every title's sim and campaign refuse a misspelt option, naming it, with exit 2") {
  // One reader (engine::Args) behind every command: a typo is never silently ignored.
  for (const char* title : {"mighty-kingdoms", "six-winters", "winter-quarters", "vacant-throne", "tiny"}) {
    CAPTURE(title);
    Run r = run({"sim", "--title", title, "--gmaes", "3"});
    CHECK(r.code == 2);
    CHECK(r.err == "seasonboard sim: unknown option '--gmaes' (did you mean --games? try --help)\n");
    CHECK(r.out == "");
    // --compare knows the title's options too, so it refuses before playing any game.
    r = run({"sim", "--title", title, "--compare", "content", "content", "--sede", "4"});
    CHECK(r.code == 2);
    CHECK(r.err == "seasonboard sim: unknown option '--sede' (did you mean --seed? try --help)\n");
    r = run({"sim", "--title", title, "--games"});
    CHECK(r.code == 2);
    CHECK(r.err == "seasonboard sim: --games needs a value\n");
    r = run({"sim", "--title", title, "stray"});
    CHECK(r.code == 2);
    CHECK(r.err.find("'stray'") != std::string::npos);
  }
  Run r = run({"sim", "--title", "mighty-kingdoms", "--mode", "chess"});
  CHECK(r.code == 2);
  CHECK(r.err == "seasonboard sim: --mode expects one of dice, tabletop, got 'chess'\n");
  r = run({"sim", "--title", "six-winters", "--players", "9"});
  CHECK(r.code == 2);
  CHECK(r.err == "seasonboard sim: --players expects a whole number from 1 to 4, got '9'\n");
  r = run({"campaign", "--title", "six-winters", "show", "x.yaml", "--cotnent", "content"});
  CHECK(r.code == 2);
  CHECK(r.err == "seasonboard campaign: unknown option '--cotnent' (did you mean --content? try --help)\n");
  r = run({"campaign", "--title", "six-winters", "new", "--out"});
  CHECK(r.code == 2);
  CHECK(r.err == "seasonboard campaign: --out needs a file\n");
}

TEST_CASE("sim --help with a title lists the title's own options; -h is --help") {
  Run r = run({"sim", "--title", "winter-quarters", "-h"});
  CHECK(r.code == 0);
  CHECK(r.out.find("usage: seasonboard sim --title ID") == 0);
  CHECK(r.out.find("usage: seasonboard sim --title winter-quarters") != std::string::npos);
  r = run({"check", "-h"});
  CHECK(r.code == 0);
  CHECK(r.out.find("usage: seasonboard check") == 0);
}

TEST_CASE("script runs a scenario, checks expectations and prints the final state") {
  test::TempDir dir("script");
  dir.write("ok.yaml",
            "title: tiny\nseed: 5\nsetup: {seats: [Ann, Bo]}\nactions:\n"
            "  - {do: plant, seat: 0}\n"
            "  - {do: plant, seat: 0}\n"
            "  - {action: {do: plant, seat: 1}, reject: not_your_turn}\n"
            "  - {do: pass, seat: 0}\n"
            "expect:\n  - {path: plants.0, equals: 2}\n  - {path: seeds, equals: [1, 3]}\n  - {prompt: sow}\n");
  Run ok = run({"script", (dir / "ok.yaml").string()});
  CHECK(ok.err == "");
  CHECK(ok.code == 0);
  CHECK(ok.out.find("plants: [2, 0]") != std::string::npos);

  dir.write("fail.yaml", "title: tiny\nseats: 2\nactions:\n  - {do: reap, seat: 0}\n");
  Run rejected = run({"script", (dir / "fail.yaml").string()});
  CHECK(rejected.code == 1);
  CHECK(rejected.err == (dir / "fail.yaml").string() + ":4:5: actions[0]: rejected (wrong_phase): Fields are reaped in autumn.\n");

  dir.write("expect.yaml", "title: tiny\nseats: 2\nactions:\n  - {bot: random, count: all}\nexpect:\n"
                           "  - {game_over: true}\n  - {path: cursor.finished, equals: false}\n");
  Run failed = run({"script", (dir / "expect.yaml").string(), "--quiet"});
  CHECK(failed.code == 1);
  CHECK(failed.err.find(":7:5: expect[1]: cursor.finished is true, expected false") != std::string::npos);
  CHECK(failed.out == "");

  dir.write("typo.yaml", "title: tiny\nseats: 2\nactions:\n  - {do: plnat, seat: 0}\n");
  Run typo = run({"script", (dir / "typo.yaml").string()});
  CHECK(typo.code == 2);
  CHECK(typo.err.find("typo.yaml:4:10: action.do: expected one of plant, pass, reap; found 'plnat'") != std::string::npos);
}

TEST_CASE("script from an explicit starting state") {
  test::TempDir dir("state");
  dir.write("from_state.yaml",
            "title: tiny\nsetup: {seats: [Ann, Bo]}\nstate:\n"
            "  rng: {state: '0x0000000000000001', inc: '0x0000000000000003'}\n"
            "  cursor: {period: 3, season: 1, turn: 1, phase: 0, in_final: false, finished: false}\n"
            "  seeds: [0, 0]\n  plants: [4, 1]\n  score: [10, 12]\n"
            "  sow: {order: [0, 1], current: 0, passes_in_row: 2}\n"
            "  planted_this_turn: 0\n  reap_next: 0\n"
            // Every weather card somewhere (a State check refuses a position that lost one).
            "  weather: {draw: [], discard: [0, 1, 1, 1, 2], burned: []}\n  weather_card: 2\n"
            "actions:\n  - {do: reap, seat: 0}\n  - {do: reap, seat: 1}\n"
            "expect:\n  - {game_over: true}\n  - {path: plants, equals: [0, 0]}\n");
  Run r = run({"script", (dir / "from_state.yaml").string(), "--quiet"});
  CHECK(r.err == "");
  CHECK(r.code == 0);
}

TEST_CASE("script plays Six Winters: the table's answers are actions, refused when they do not fit") {
  test::TempDir dir("sw_script");
  const std::string start =
      "title: six-winters\nseed: 7\nsetup: {players: 2, difficulty: cakewalk}\nactions:\n"
      "  - {type: start_session, characters: [thea, menas], locations: [loc_eastkeep, loc_eastkeep]}\n"
      // Seat 1 drew pc_the_mending_charter and pc_the_second_compact: only a choice between them goes.
      "  - {action: {type: pass, seat: 0}, reject: decide_first}\n"
      "  - {action: {type: choose, card: pc_the_bright_road}, reject: not_an_option}\n"
      "  - {action: {type: choose, position: 1}, reject: wrong_kind}\n"
      "  - {type: choose, card: pc_the_second_compact}\n"
      "  - {type: choose, position: 2}\n"
      "  - {type: choose, card: pc_the_bright_road}\n"
      "  - {type: choose, position: 4}\n";
  dir.write("setup.yaml", start +
                              "expect:\n  - {prompt: actions}\n"
                              "  - {path: session.seats.0.card, equals: 8}\n"    // pc_the_second_compact
                              "  - {path: session.seats.1.card, equals: 1}\n"    // pc_the_bright_road
                              "  - {path: session.progress.staging.1, equals: 0}\n"   // the charter at position 2
                              "  - {path: session.progress.staging.3, equals: 11}\n");
  Run r = run({"script", (dir / "setup.yaml").string(), "--quiet"});
  CHECK(r.err == "");
  CHECK(r.code == 0);
  // The rest of the campaign by a bot, which answers every later question too.
  dir.write("campaign.yaml", start + "  - {bot: greedy, count: all}\nexpect:\n  - {game_over: true}\n"
                                     "  - {path: year, equals: 6}\n  - {path: pending, equals: null}\n");
  r = run({"script", (dir / "campaign.yaml").string(), "--quiet"});
  CHECK(r.err == "");
  CHECK(r.code == 0);
  // A choice naming a card that does not exist is a read error with its position.
  dir.write("typo.yaml", start.substr(0, start.find("  - {action: {type: pass")) + "  - {type: choose, card: pc_nope}\n");
  r = run({"script", (dir / "typo.yaml").string(), "--quiet"});
  CHECK(r.code == 2);
  CHECK(r.err.find("typo.yaml:6:26: card: unknown id 'pc_nope'") != std::string::npos);
}

TEST_CASE("replay verifies a save and reports tampering") {
  test::TempDir dir("replay");
  Run play = run({"play", "--text", "--title", "tiny", "--seed", "4", "--bots", "random,random",
                  "--save-dir", dir.path().string()});
  CHECK(play.code == 0);
  Run ok = run({"replay", (dir / "tiny.save").string()});
  CHECK(ok.code == 0);
  CHECK(ok.out.find(": ok: tiny, ") != std::string::npos);
  Run bench = run({"replay", (dir / "tiny.save").string(), "--reload-bench", "3"});
  CHECK(bench.code == 0);
  CHECK(bench.out.find("reload (load + validate content, replay ") == 0);
  CHECK(bench.out.find(" over 3 runs\n") != std::string::npos);
  CHECK(run({"replay", (dir / "tiny.save").string(), "--reload-bench", "0"}).code == 2);
  std::string text = dir.read("tiny.save");
  auto at = text.find("state_hash: 0x");
  REQUIRE(at != std::string::npos);
  text[at + 14] = text[at + 14] == '0' ? '1' : '0';
  dir.write("tampered.save", text);
  Run bad = run({"replay", (dir / "tampered.save").string()});
  CHECK(bad.code == 1);
  CHECK(bad.err.find("differs from the saved") != std::string::npos);
  dir.write("garbage.save", "journal: [\n");
  Run garbage = run({"replay", (dir / "garbage.save").string()});
  CHECK(garbage.code == 1);
  CHECK(garbage.err.rfind((dir / "garbage.save").string() + ":", 0) == 0);
}

TEST_CASE("play in the terminal: numbers pick actions, undo, quit and resume") {
  test::TempDir dir("play");
  Run first = run({"play", "--text", "--title", "tiny", "--seed", "2", "--seats", "2", "--save-dir", dir.path().string()},
                  "1\n1\nundo\nquit\n");
  CHECK(first.code == 0);
  CHECK(first.out.find("planted a seed") != std::string::npos);
  Run resumed = run({"play", "--text", "--title", "tiny", "--resume", "--save-dir", dir.path().string(), "--bots",
                     "random,random"});
  CHECK(resumed.code == 0);
  CHECK(resumed.out.find("Game over.") != std::string::npos);
  Run nonsense = run({"play", "--text", "--title", "tiny", "--seats", "2", "--save-dir", dir.path().string()}, "99\nquit\n");
  CHECK(nonsense.out.find("Type a number from 1 to 2") != std::string::npos);
}

// A new player quit Six Winters at its first question and was told "Saved; continue with ...
// --resume"; nothing had been written (no action yet), and --resume said "no autosave" (or, with
// an earlier game in the folder, would have continued that one instead).
TEST_CASE("play in the terminal: quitting a new game before its first action promises no resume") {
  sb::test::TempDir dir("cli-quit-at-once");
  Run first = run({"play", "--text", "--title", "six-winters", "--seats", "3", "--seed", "1", "--save-dir", dir.path().string()},
                  "");
  CHECK(first.code == 0);
  CHECK_MESSAGE(!has(first.out, "Saved"), first.out);
  CHECK_MESSAGE(has(first.out, "Nothing was played, so nothing was autosaved; start it again"), first.out);
  CHECK(std::filesystem::is_empty(dir.path()));
  // An earlier game in the folder is kept, and the message says so.
  Run earlier = run({"play", "--text", "--title", "tiny", "--seats", "2", "--save-dir", dir.path().string()}, "1\nquit\n");
  REQUIRE(has(earlier.out, "Saved; continue with"));
  const std::string saved = dir.read("tiny.journal");
  Run again = run({"play", "--text", "--title", "tiny", "--seats", "2", "--save-dir", dir.path().string()}, "quit\n");
  CHECK_MESSAGE(has(again.out, "the game autosaved in that folder before is kept as it was"), again.out);
  CHECK(dir.read("tiny.journal") == saved);
  Run resumed = run({"play", "--text", "--title", "tiny", "--resume", "--save-dir", dir.path().string()}, "quit\n");
  CHECK(resumed.code == 0);
  CHECK(has(resumed.out, "Saved; continue with"));
}

TEST_CASE("a resumed game keeps its bots: the save records who plays each seat") {
  test::TempDir dir("play_bots");
  // Seat 2 is a bot; the human quits at the first question.
  Run first = run({"play", "--text", "--title", "tiny", "--seed", "5", "--seats", "2", "--bots", "human,random",
                   "--save-dir", dir.path().string()},
                  "1\nquit\n");
  REQUIRE(first.code == 0);
  engine::ErrorList errors;
  bool torn = false;
  auto journal = engine::read_journal(dir / "tiny.journal", errors, torn);
  REQUIRE(journal);
  CHECK(journal->seat_kinds == std::vector<std::string>{"human", "random"});
  // Resumed without --bots: seat 1 is asked, seat 2 plays by itself (it is never asked).
  Run resumed = run({"play", "--text", "--title", "tiny", "--resume", "--save-dir", dir.path().string()},
                    "1\n1\n1\n1\nquit\n");
  CHECK(resumed.out.find("Seat 1") != std::string::npos);
  CHECK(resumed.out.find("Seat 2") == std::string::npos);
  // A save names its seats too, and a kind the title has no bot for is refused with the reason.
  auto title = app::find_title("tiny")->make();
  REQUIRE(title->load_content("content/tiny", errors));
  engine::Autosave slot(dir.path(), "tiny");
  std::string note;
  auto match = slot.resume(*title, errors, note);
  REQUIRE(match.ok());
  CHECK(match.value()->seat_kinds() == std::vector<std::string>{"human", "random"});
  engine::SaveData save = match.value()->save_data();
  CHECK(engine::save_to_text(save).find("seat_kinds: [human, random]") != std::string::npos);
  save.seat_kinds = {"human", "wizard"};
  engine::ReadContext ctx{"test", &errors};
  auto refused = title->load_match(save, ctx);
  REQUIRE(!refused.ok());
  CHECK(refused.error().message.find("seat_kinds") != std::string::npos);
  CHECK(!match.value()->set_seat_kinds({"human"}));  // one per seat
}



TEST_CASE("script expectations: a path that names nothing is a failed check, a default-valued field reads as its default") {
  test::TempDir dir("script_paths");
  dir.write("s.yaml",
            "title: mighty-kingdoms\n"
            "seed: 3\n"
            "seats: 3\n"
            "expect:\n"
            "  - {path: kingdoms.0.no_such_key, equals: 1}\n"   // a missing key
            "  - {path: tiles.9999.terrain, equals: plains}\n"  // an index out of range
            "  - {path: kingdoms.0.name.deeper, equals: 1}\n"   // past a scalar
            "  - {path: tiles.0.river, equals: false}\n"        // left out of the YAML: its default
            "  - {path: tiles.0.explored, equals: true}\n"      // the default, but not what is expected
            "  - {path: kingdoms.0.name, equals: Ann}\n");
  Run r = run({"script", (dir / "s.yaml").string(), "--quiet"});
  CHECK(r.code == 1);  // failed checks, never an abort
  CHECK(r.err.find("expect[0]: kingdoms.0.no_such_key names nothing: kingdoms.0 has no 'no_such_key' (it has: name,") !=
        std::string::npos);
  CHECK(r.err.find("expect[1]: tiles.9999.terrain names nothing: tiles has ") != std::string::npos);
  CHECK(r.err.find("index 9999 is out of range") != std::string::npos);
  CHECK(r.err.find("expect[2]: kingdoms.0.name.deeper names nothing: kingdoms.0.name is the value Ann") !=
        std::string::npos);
  CHECK(r.err.find("expect[3]") == std::string::npos);
  CHECK(r.err.find("expect[4]: tiles.0.explored is false, expected true") != std::string::npos);
  CHECK(r.err.find("expect[5]") == std::string::npos);
  CHECK(r.err.find("4 expectation(s) failed") != std::string::npos);
}

TEST_CASE("a save whose hash chain diverges names the action as it was taken, with its own actor") {
  test::TempDir dir("diverge");
  Run play = run({"play", "--text", "--title", "mighty-kingdoms", "--seed", "6", "--seats", "3", "--bots",
                  "heuristic,heuristic,heuristic", "--save-dir", dir.path().string()});
  REQUIRE(play.code == 0);
  auto title = app::find_title("mighty-kingdoms")->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content("content/mighty_kingdoms", errors));
  auto save = engine::load_save_file(dir / "mighty-kingdoms.save", errors);
  REQUIRE(save);
  engine::ReadContext ctx{"test", &errors};
  auto good = title->load_match(*save, ctx);
  REQUIRE(good.ok());
  // An action after which another seat decides: describing it with the state after it named that
  // next seat as the actor.
  size_t k = 0;
  for (size_t i = 1; i + 1 < save->actions.size() && k == 0; ++i) {
    auto upto = good.value()->clone();
    upto->rewind_to(i);
    const int before = upto->prompt().seat;
    upto = good.value()->clone();
    upto->rewind_to(i + 1);
    if (before >= 0 && upto->prompt().seat >= 0 && upto->prompt().seat != before) k = i;
  }
  REQUIRE(k > 0);
  // From action k+1 on, every state differs from the recorded one, as when the rules or content
  // changed under a save (a replay compares only some of the states: see AnyTitle::Verify).
  for (size_t i = k; i < save->hashes.size(); ++i) save->hashes[i] ^= 1;
  auto bad = title->load_match(*save, ctx);
  REQUIRE(!bad.ok());
  const std::string words = good.value()->journal_describe(k);
  CHECK_MESSAGE(bad.error().message.find("action " + std::to_string(k + 1) + " (" + words + ")") != std::string::npos,
                bad.error().message << " / expected: " << words);
}

TEST_CASE("play --text refuses a seat count outside the title's range instead of changing it") {
  test::TempDir dir("seats");
  for (const char* n : {"1", "7", "8"}) {
    Run r = run({"play", "--text", "--title", "mighty-kingdoms", "--seats", n, "--save-dir", dir.path().string()}, "quit\n");
    CHECK(r.code == 2);
    CHECK(r.err.find(std::string("Mighty Kingdoms takes 2 to 6 seats, not ") + n) != std::string::npos);
  }
  Run sw = run({"play", "--text", "--title", "six-winters", "--seats", "5", "--save-dir", dir.path().string()}, "quit\n");
  CHECK(sw.code == 2);
  CHECK(sw.err.find("Six Winters takes 1 to 4 seats, not 5") != std::string::npos);
  Run ok = run({"play", "--text", "--title", "mighty-kingdoms", "--seats", "6", "--save-dir", dir.path().string()}, "quit\n");
  CHECK(ok.code == 0);
}

TEST_CASE("play --text refuses to start when the game cannot be saved, and never says saved") {
  test::TempDir dir("unwritable");
  dir.write("a-file", "not a folder");
  for (const std::string& where : {(dir / "a-file").string(), (dir / "a-file" / "below").string()}) {
    Run r = run({"play", "--text", "--title", "tiny", "--seats", "2", "--save-dir", where}, "1\nquit\n");
    CHECK(r.code == 1);
    CHECK(r.err.find("cannot autosave in " + where) != std::string::npos);
    CHECK(r.out.find("Saved") == std::string::npos);
  }
  CHECK(dir.read("a-file") == "not a folder");  // nothing written over it
}

TEST_CASE("Six Winters in the terminal: characters placed one at a time, every option and the state in words") {
  test::TempDir dir("sw_words");
  // Characters first, then where each starts (the first to Eastkeep, the second to the 5th location).
  Run r = run({"play", "--text", "--title", "six-winters", "--seats", "2", "--seed", "3", "--save-dir",
               dir.path().string()},
              "1\n1\n5\n1\n1\n1\n1\nstate\nquit\n");
  REQUIRE(r.code == 0);
  const std::string& o = r.out;
  // The start menu: one option per ordered pick of characters (4 unlocked, 2 seats: 12), not per
  // pick and shared location (108).
  CHECK(o.find("  12) start the session with") != std::string::npos);
  CHECK(o.find("  13) start the session") == std::string::npos);
  CHECK(o.find("Where does Thea start this session?") != std::string::npos);
  CHECK(o.find("Where does Menas start this session?") != std::string::npos);
  CHECK(o.find("Thea at Eastkeep") != std::string::npos);
  CHECK(o.find("Menas at Ferry's Glenn") != std::string::npos);  // placed apart
  CHECK(o.find("Seat 1: Seat 1") == std::string::npos);          // the header says the seat once
  // No option carries a bare number in brackets (a location or resource index), and slots count from 1.
  for (size_t at = o.find('('); at != std::string::npos; at = o.find('(', at + 1)) {
    size_t end = at + 1;
    while (end < o.size() && std::isdigit(static_cast<unsigned char>(o[end]))) ++end;
    CHECK_MESSAGE(!(end > at + 1 && end < o.size() && o[end] == ')'), o.substr(at, 40));
  }
  CHECK(o.find("on slot 0") == std::string::npos);
  // `state`: the table in words, not the save's YAML.
  CHECK(o.find("Tracks (progress / threat, of 12):") != std::string::npos);
  CHECK(o.find("Thea at Eastkeep, psyche") != std::string::npos);
  CHECK(o.find("in_play:") == std::string::npos);
}

TEST_CASE("play --text tells each bot move once") {
  // Seen by a new player in Winter Quarters: every answer came twice, as the choice ("seat 4
  // Indians: place 2 Underground War Parties in Lake Country") and as what happened (the same
  // words without the colon).
  test::TempDir dir("text_once");
  Run play = run({"play", "--text", "--title", "winter-quarters", "--seed", "3", "--seats", "4", "--bots",
                  "heuristic,heuristic,heuristic,heuristic", "--save-dir", dir.path().string()});
  REQUIRE(play.code == 0);
  std::vector<std::string> lines;
  std::istringstream in(play.out);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  auto words = [](std::string line) {
    line.erase(std::remove(line.begin(), line.end(), ':'), line.end());
    return line;
  };
  REQUIRE(lines.size() > 50);
  // A line told again a few lines later without its colon (a separate event that repeats a line
  // exactly is allowed: two Continentals removed one after the other).
  size_t twice = 0;
  for (size_t i = 1; i < lines.size(); ++i)
    for (size_t back = 1; back <= 8 && back <= i; ++back) {
      const std::string& before = lines[i - back];
      if (before.find(':') != std::string::npos && lines[i].find(':') == std::string::npos && !lines[i].empty() &&
          words(before) == words(lines[i])) {
        ++twice;
        MESSAGE(before << " | " << lines[i]);
      }
    }
  CHECK(twice == 0);
  // What happened is still told: pieces placed by a Muster, not only the choices.
  CHECK(play.out.find("Underground") != std::string::npos);
}

TEST_CASE("play --text: an answer and what it did are one line") {
  // Seen by a new player in Vacant Throne: "seat 1 Ana: deploy a knight to Wheatlands" and then
  // "seat 1 Ana deploys a knight to Wheatlands" for every move.
  test::TempDir dir("text_did");
  Run play = run({"play", "--text", "--title", "vacant-throne", "--seed", "2", "--seats", "3", "--bots",
                  "heuristic,heuristic,heuristic", "--save-dir", dir.path().string()});
  REQUIRE(play.code == 0);
  CHECK(play.out.find("deploys a knight to") != std::string::npos);
  CHECK(play.out.find(": deploy a knight to") == std::string::npos);
  CHECK(play.out.find(": end the turn") != std::string::npos);  // an answer that did nothing else to tell
}
