// The words a player reads: every question and answer of whole games, checked for the faults a
// new player reported.
#include <regex>
#include <set>

#include "support.h"

using namespace wqt;

TEST_CASE("questions read as sentences: no 'your a French Regular'") {
  // Seen by a new player: "French: upkeep of your a French Regular".
  const std::regex article_after_your("your an? [A-Z]");
  std::set<std::string> kinds;
  size_t questions = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    State s = fresh(seed);
    sb::engine::Rng rng(seed, 3);
    for (int n = 0; n < 3000 && !s.game_over && s.question; ++n) {
      const Question& q = *s.question;
      ++questions;
      kinds.insert(q.kind);
      CHECK_MESSAGE(!std::regex_search(q.text, article_after_your), q.text);
      for (const Option& o : q.options) CHECK_MESSAGE(!std::regex_search(o.label, article_after_your), o.label);
      const Action a = Title::bot_action(s, *content(), seed % 2 ? "random" : "heuristic", rng);
      REQUIRE(Title::apply(s, *content(), a).ok());
    }
  }
  CHECK(questions > 1000);
  CHECK(kinds.count("wi_upkeep"));  // the question of the fault was asked
}

TEST_CASE("every question names the faction it asks first, with a colon: no 'Indian choose the space'") {
  // Seen by a new player: "Indian choose the space for the event" (a faction's adjective, no colon,
  // and the prompt ran on as if it were one sentence).
  std::set<std::string> kinds;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    State s = fresh(seed);
    sb::engine::Rng rng(seed, 5);
    for (int n = 0; n < 3000 && !s.game_over && s.question; ++n) {
      const Question& q = *s.question;
      kinds.insert(q.kind);
      // "French: which City …", or on a card "French (2nd actor) on Council Fire: …".
      const std::string name = faction_name(q.faction);
      const bool named = q.text.rfind(name + ": ", 0) == 0 || q.text.rfind(name + " (", 0) == 0;
      CHECK_MESSAGE(named, q.kind << ": " << q.text);
      CHECK_MESSAGE(q.text.find(": ") + 2 < q.text.size(), q.kind << " asks nothing: " << q.text);
      const Action a = Title::bot_action(s, *content(), seed % 2 ? "random" : "heuristic", rng);
      REQUIRE(Title::apply(s, *content(), a).ok());
    }
  }
  CHECK(kinds.count("event_space"));  // the question of the fault was asked
}
