#include <doctest/doctest.h>

#include "engine/core/answers.h"
#include "engine/core/rng.h"

using namespace sb::engine;

namespace {
struct Question {
  int asked_at = 0;
  std::vector<int> options;
  bool operator==(const Question&) const = default;
};

// A step that rolls, asks the table to pick one of two dice, rolls again and asks again. It runs
// on a copy and is kept only when no question is left open, the way a title's phase does.
struct Table {
  Rng rng{7, 1};
  std::vector<int> kept;
  std::vector<int> answers;
  std::optional<Question> pending;
};

void step(Table& t) {
  Table work = t;
  AnswerTape<Question, int> tape(work.answers);
  for (int round = 0; round < 2; ++round) {
    int a = work.rng.d6(), b = work.rng.d6();
    auto pick = tape.next(Question{round, {a, b}});
    if (!pick) break;
    work.kept.push_back(*pick);
  }
  if (tape.has_open_question()) {
    t.pending = tape.open_question();
    return;
  }
  work.answers.clear();
  work.pending.reset();
  t = work;
}
}  // namespace

TEST_CASE("answer tape: a step replays with the answers so far and stops at the first open question") {
  Table t;
  step(t);
  REQUIRE(t.pending);
  CHECK(t.pending->asked_at == 0);
  CHECK(t.kept.empty());  // nothing of the abandoned run is kept
  Rng before = t.rng;
  CHECK(t.rng == before);

  int first = t.pending->options[1];
  t.answers.push_back(first);
  t.pending.reset();
  step(t);
  REQUIRE(t.pending);
  CHECK(t.pending->asked_at == 1);  // the replay rolled the same dice and got one question further
  CHECK(t.kept.empty());

  int second = t.pending->options[0];
  t.answers.push_back(second);
  t.pending.reset();
  step(t);
  CHECK_FALSE(t.pending);
  CHECK(t.kept == std::vector<int>{first, second});
  CHECK(t.answers.empty());
  CHECK_FALSE(t.rng == before);  // the finished step kept its rolls
}

TEST_CASE("answer tape: only the first open question is kept and later asks get nothing") {
  std::vector<int> none;
  AnswerTape<Question, int> tape(none);
  CHECK_FALSE(tape.next(Question{1, {1, 2}}));
  CHECK_FALSE(tape.next(Question{2, {3, 4}}));
  REQUIRE(tape.open_question());
  CHECK(tape.open_question()->asked_at == 1);
  CHECK(tape.used() == 0);

  std::vector<int> two{5, 6};
  AnswerTape<Question, int> replay(two);
  CHECK(replay.next(Question{1, {5}}) == 5);
  CHECK(replay.used() == 1);  // one answer left over: the State gave more answers than were asked
  CHECK_FALSE(replay.has_open_question());
}
