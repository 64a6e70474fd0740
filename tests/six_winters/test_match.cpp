// Six Winters through engine::Match and the title-agnostic adapter: journal, undo, save and replay.
#include <doctest/doctest.h>

#include "engine/core/match.h"
#include "engine/save/any_match.h"
#include "support.h"

using namespace sb;

namespace {
// A new match of the shipped content, 2 seats.
engine::Match<sw::Title> start_match(uint64_t seed) {
  engine::ErrorList errors;
  auto content = sw::Title::load_content("content/six_winters", errors);
  REQUIRE(content);
  auto started = engine::Match<sw::Title>::start(content, sw::Title::default_setup(*content, 2), seed);
  REQUIRE(started.ok());
  return std::move(started.value());
}
}  // namespace

TEST_CASE("Match<sw::Title>: a session by bots, undo to the last fence, replay gives the same hash") {
  auto match = start_match(77);
  auto content = match.content_ptr();
  engine::Rng bot(4);
  int guard = 0;
  while (match.state().year == 1 && guard++ < 5000) {
    auto a = sw::Title::bot_action(match.state(), match.content(), "coop", bot);
    REQUIRE(match.apply(a).ok());
  }
  CHECK(match.state().year == 2);
  auto replayed = engine::Match<sw::Title>::replay(content, match.setup(), match.seed(), match.actions());
  REQUIRE(replayed.ok());
  CHECK(replayed.value().state_hash() == match.state_hash());
  CHECK(replayed.value().state() == match.state());
  size_t before = match.journal().size();
  bool undone = match.undo();
  if (undone) CHECK(match.journal().size() == before - 1);
  bool any = match.undo_any();
  CHECK(any);
}

TEST_CASE("TitleAdapter<sw::Title>: new match, bot actions, save data and load") {
  engine::TitleAdapter<sw::Title> title;
  engine::ErrorList errors;
  REQUIRE(title.load_content("content/six_winters", errors));
  engine::ReadContext ctx{"setup", &errors};
  YAML::Node setup;
  setup["players"] = 1;
  setup["difficulty"] = "difficult";
  auto m = title.new_match(setup, 1, 9, ctx);
  REQUIRE(m.ok());
  auto& match = *m.value();
  CHECK(std::string(match.title_id()) == "six-winters");
  engine::Rng bot(2);
  for (int i = 0; i < 60; ++i) REQUIRE(match.apply_bot("random", bot).ok());
  auto save = match.save_data();
  auto loaded = title.load_match(save, ctx);
  REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
  CHECK(loaded.value()->state_hash() == match.state_hash());
  CHECK(match.legal_count() > 0);
}

TEST_CASE("Match<sw::Title>: a question that shows drawn cards is a fence; an answer that draws nothing can be taken back") {
  auto match = start_match(5);
  const sw::State& s = match.state();
  int here = s.board[0][0];
  REQUIRE(match.apply(sw::StartSession{{0, 1}, {here, here}}).ok());
  // The keep-card question names the two cards just drawn (the draw is replayed, not kept yet):
  // undo must not go back behind it and let the table pick its characters knowing them.
  REQUIRE(s.pending);
  REQUIRE(s.pending->kind == sw::kChooseKeepCard);
  CHECK(match.undoable_count() == 0);
  CHECK_FALSE(match.undo());
  // Keeping a card draws nothing new: the table may take that answer back and keep the other card.
  int first = s.pending->options[0], second = s.pending->options[1];
  REQUIRE(match.apply(sw::Choose{sw::kValueCard, first}).ok());
  REQUIRE(s.pending);
  REQUIRE(s.pending->kind == sw::kChooseStaging);
  CHECK(s.pending->card == second);
  CHECK(match.undoable_count() == 1);
  REQUIRE(match.undo());
  REQUIRE(s.pending);
  CHECK(s.pending->kind == sw::kChooseKeepCard);
  REQUIRE(match.apply(sw::Choose{sw::kValueCard, second}).ok());
  CHECK(s.pending->card == first);
  REQUIRE(match.apply(sw::Choose{sw::kValuePosition, 0}).ok());
  // The second seat's question shows the cards it just drew: a fence again.
  REQUIRE(s.pending);
  REQUIRE(s.pending->kind == sw::kChooseKeepCard);
  CHECK(s.pending->seat == 1);
  CHECK(match.undoable_count() == 0);
  // The journal words each answer as it was given, though the question now open is another one.
  const auto& journal = match.journal();
  REQUIRE(journal.size() == 3);
  CHECK(journal[1].text == "keep " + match.content().progress[second].name + " as the active card");
  CHECK(journal[2].text == "stage it at position 1");
}
