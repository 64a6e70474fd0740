#pragma once
// "Players choose" in the middle of an automatic step (a phase the rules run by themselves).
//
// The step runs as a transaction on a copy of the State. Each time it needs the table's pick it asks
// the tape: the tape hands out the answers recorded so far, in order; the first question with no
// answer is kept as the open question and the step is abandoned (its copy thrown away). The table
// answers, the answer is recorded, and the step runs again from its start. Rules are deterministic
// (same State, same RNG, same answers), so the replay asks the same questions in the same order and
// reaches one question further each time, until the step finishes and its copy is kept.
//
// Why not pause in place: a phase is ordinary C++ control flow (loops over regions, slots, effect
// lists); freezing it mid-loop would need every phase rewritten as a resumable machine. Replaying
// costs one step's work per answer, which is small next to the decision a person makes.
#include <optional>
#include <vector>

namespace sb::engine {

// Answer: what the table picked (a title's small value type with ==).
// Question: what is being asked, including the options the answer must be one of.
template <class Question, class Answer>
class AnswerTape {
 public:
  explicit AnswerTape(const std::vector<Answer>& answers) : answers_(answers) {}

  // The recorded answer to the next question, if there is one; otherwise `question` becomes the
  // open question (only the first is kept) and nullopt comes back: the caller stops its step.
  std::optional<Answer> next(const Question& question) {
    if (open_) return std::nullopt;
    if (used_ < answers_.size()) return answers_[used_++];
    open_ = question;
    return std::nullopt;
  }

  bool has_open_question() const { return open_.has_value(); }
  const std::optional<Question>& open_question() const { return open_; }
  // Answers the step consumed; fewer than recorded means the step asked fewer questions than the
  // answers given (a State whose answers do not fit its step).
  size_t used() const { return used_; }

 private:
  const std::vector<Answer>& answers_;
  size_t used_ = 0;
  std::optional<Question> open_;
};

}  // namespace sb::engine
